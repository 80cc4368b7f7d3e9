// The settings module: defaults, validation with messages that name the variable, and a start that
// stops on a bad value.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("environment", () => {
  it("fills defaults, strips a trailing slash from SITE_URL and takes an empty value as unset", () => {
    const settings = parseEnv({ SITE_URL: "https://anken.example.jp/", JOBS: "0", PORT: "", SESSION_SECRET: "new-secret,old-secret" });
    expect(settings).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      SITE_URL: "https://anken.example.jp",
      JOBS: false,
      FEED_SCHEDULER: true,
      LOG_LEVEL: "info",
    });
    expect(settings.SESSION_SECRET).toEqual(["new-secret", "old-secret"]);
    expect(parseEnv({}).SESSION_SECRET).toEqual([]);
  });

  it("names every bad variable and why", () => {
    const message = (() => {
      try {
        parseEnv({ PORT: "eighty", JOBS: "yes", SITE_URL: "ftp://example.jp", LOG_LEVEL: "loud" });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message?.split("\n")).toEqual([
      "Bad environment variables:",
      '  PORT="eighty": must be a number',
      '  SITE_URL="ftp://example.jp": must start with http:// or https://',
      '  JOBS="yes": must be "0" or "1"',
      expect.stringMatching(/^ {2}LOG_LEVEL="loud": .*debug.*silent/),
    ]);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "0" })).toThrowError(/DATABASE_POOL_SIZE="0"/);
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.jp" })).toThrowError(/SMTP_URL=.*smtp:\/\//);
  });

  it("stops the start with that message before opening anything", async () => {
    const run = promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      env: { ...process.env, PORT: "eighty", DATABASE_URL: "/nonexistent/dir/db.sqlite" },
    });
    const failure = await run.then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('PORT="eighty": must be a number');
  }, 30_000);
});
