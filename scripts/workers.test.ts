import os from "node:os";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { workerCount } from "./workers";

describe("server processes (WEB_CONCURRENCY)", () => {
  it("are one in development and tests, one per core in production and staging", () => {
    expect(workerCount(parseEnv({}))).toBe(1);
    expect(workerCount(parseEnv({ APP_ENV: "production" }))).toBe(os.availableParallelism());
    expect(workerCount(parseEnv({ APP_ENV: "staging" }))).toBe(os.availableParallelism());
  });

  it("follow the setting: a number, or auto for one per core", () => {
    expect(workerCount(parseEnv({ APP_ENV: "production", WEB_CONCURRENCY: "1" }))).toBe(1);
    expect(workerCount(parseEnv({ WEB_CONCURRENCY: "3" }))).toBe(3);
    expect(workerCount(parseEnv({ WEB_CONCURRENCY: "auto" }))).toBe(os.availableParallelism());
  });

  it("refuse a setting that is neither", () => {
    expect(() => parseEnv({ WEB_CONCURRENCY: "many" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });
});
