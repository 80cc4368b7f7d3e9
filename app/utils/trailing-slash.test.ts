import { describe, expect, it } from "vitest";
import { trailingSlashRedirect } from "./trailing-slash";

describe("trailingSlashRedirect", () => {
  it("adds the trailing slash and keeps the query", () => {
    expect(trailingSlashRedirect("/faq", "?a=1&b=2")).toBe("/faq/?a=1&b=2");
    expect(trailingSlashRedirect("/project/detail/12")).toBe("/project/detail/12/");
  });

  it("leaves canonical paths alone", () => {
    expect(trailingSlashRedirect("/")).toBeNull();
    expect(trailingSlashRedirect("/faq/", "?a=1")).toBeNull();
  });

  it("leaves files and compiled assets alone", () => {
    expect(trailingSlashRedirect("/robots.txt")).toBeNull();
    expect(trailingSlashRedirect("/sitemap.xml")).toBeNull();
    expect(trailingSlashRedirect("/build/entry.client-ABC.js")).toBeNull();
    expect(trailingSlashRedirect("/build/_assets/app-X1")).toBeNull();
    expect(trailingSlashRedirect("/__manifest", "?p=%2Ffaq%2F&version=1")).toBeNull();
    expect(trailingSlashRedirect("/faq.data")).toBeNull();
  });

  it("never produces a protocol-relative URL", () => {
    expect(trailingSlashRedirect("//evil.example.com/path")).toBe("/evil.example.com/path/");
    expect(trailingSlashRedirect("//")).toBe("/");
    expect(trailingSlashRedirect("/a//b")).toBe("/a/b/");
  });
});
