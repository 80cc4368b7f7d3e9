// The site's origin and the hosts it answers to (decision 041), from the settings alone.
import { afterEach, describe, expect, it, vi } from "vitest";
import { isAllowedHost, parseHost, requestOrigin, siteOrigin } from "./site-origin.server";

afterEach(() => vi.unstubAllEnvs());

function withSettings(settings: Record<string, string>) {
  for (const name of ["SITE_URL", "HOST", "PORT", "ALLOWED_HOSTS", "TRUST_PROXY"]) vi.stubEnv(name, settings[name] ?? "");
}

describe("the site's origin", () => {
  it("is SITE_URL when set, else the address the server listens on", () => {
    withSettings({ SITE_URL: "https://anken.example.jp", HOST: "127.0.0.1", PORT: "3000" });
    expect(siteOrigin()).toBe("https://anken.example.jp");
    withSettings({ HOST: "127.0.0.1", PORT: "3100" });
    expect(siteOrigin()).toBe("http://127.0.0.1:3100");
    withSettings({ HOST: "0.0.0.0", PORT: "8080" });
    expect(siteOrigin()).toBe("http://localhost:8080");
    withSettings({ HOST: "::1", PORT: "3000" });
    expect(siteOrigin()).toBe("http://[::1]:3000");
  });

  it("names the origin a request came to with SITE_URL's scheme behind a TLS proxy", () => {
    withSettings({ SITE_URL: "https://anken.example.jp" });
    expect(requestOrigin({ host: "anken.example.jp" }, "http")).toBe("https://anken.example.jp");
    withSettings({});
    expect(requestOrigin({ host: "127.0.0.1:3000" }, "http")).toBe("http://127.0.0.1:3000");
  });
});

describe("hosts", () => {
  it("reads a Host header's name and port, and refuses what is not one", () => {
    expect(parseHost("Anken.Example.JP:8443")).toEqual({ name: "anken.example.jp", port: 8443 });
    expect(parseHost("[::1]:3000")).toEqual({ name: "[::1]", port: 3000 });
    expect(parseHost("localhost")).toEqual({ name: "localhost", port: null });
    for (const bad of ["127.0.0.1:99999", "[::1", "a b", "", "evil.example:0", "evil.example:", "a/b", "a@b", "ex\u0000ample", undefined])
      expect(parseHost(bad), String(bad)).toBeNull();
  });

  it("answers loopback, SITE_URL's host, HOST and ALLOWED_HOSTS, at any port; nothing else", () => {
    withSettings({ SITE_URL: "https://anken.example.jp", HOST: "0.0.0.0", ALLOWED_HOSTS: "www.anken.example.jp, staging.example.jp" });
    for (const host of ["localhost:3000", "127.0.0.1", "[::1]:3000", "anken.example.jp", "ANKEN.example.jp.", "www.anken.example.jp:443", "staging.example.jp"])
      expect(isAllowedHost({ host }), host).toBe(true);
    for (const host of ["evil.example", "anken.example.jp.evil.example", "127.0.0.1:99999", "a b"]) expect(isAllowedHost({ host }), host).toBe(false);
    expect(isAllowedHost({}), "no Host at all").toBe(false);
  });

  it("reads X-Forwarded-Host only behind a trusted proxy, and still refuses a malformed Host", () => {
    withSettings({ SITE_URL: "https://anken.example.jp", TRUST_PROXY: "1" });
    expect(isAllowedHost({ host: "app-1:3000", "x-forwarded-host": "anken.example.jp" })).toBe(true);
    expect(isAllowedHost({ host: "localhost", "x-forwarded-host": "evil.example" })).toBe(false);
    expect(isAllowedHost({ host: "a b", "x-forwarded-host": "anken.example.jp" })).toBe(false);
    expect(isAllowedHost({ host: "anken.example.jp", "x-forwarded-host": " , anken.example.jp" }), "a blank forwarded host").toBe(false);
    withSettings({ SITE_URL: "https://anken.example.jp" });
    expect(isAllowedHost({ host: "localhost", "x-forwarded-host": "evil.example" })).toBe(true);
  });
});
