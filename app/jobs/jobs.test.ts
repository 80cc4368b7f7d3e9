// Scheduled jobs: each runs once an interval across servers, and the clean-up removes only what has ended.
import { describe, expect, it, vi } from "vitest";
import { testDatabases, useAppDatabase } from "~/db/testing.server";
import { UserKind } from "~/constants";
import { CHANGE_RETENTION_DAYS, purgeExpiredAccountRecords, trimChangeSequence } from "./cleanup.server";
import { runDueJobs } from "./scheduler.server";

const [target] = testDatabases();
const appDatabase = useAppDatabase(target);

describe("job scheduler", () => {
  it("runs a job once an interval, whichever server asks", async () => {
    let runs = 0;
    const jobs = [{ name: "count", everyMs: 60_000, run: async () => void runs++ }];
    const start = new Date("2026-11-22T00:00:00Z");
    expect(await runDueJobs(jobs, start, "server-a")).toEqual(["count"]);
    expect(await runDueJobs(jobs, new Date(start.getTime() + 1_000), "server-b")).toEqual([]);
    expect(await runDueJobs(jobs, new Date(start.getTime() + 30_000), "server-a")).toEqual([]);
    expect(await runDueJobs(jobs, new Date(start.getTime() + 61_000), "server-b")).toEqual(["count"]);
    expect(runs).toBe(2);
  });

  it("keeps going when a job fails", async () => {
    vi.stubEnv("LOG_LEVEL", "silent");
    const jobs = [
      {
        name: "broken",
        everyMs: 1_000,
        run: async () => {
          throw new Error("boom");
        },
      },
      { name: "fine", everyMs: 1_000, run: async () => "ok" },
    ];
    expect(await runDueJobs(jobs, new Date("2026-11-22T01:00:00Z"))).toEqual(["fine"]);
    vi.unstubAllEnvs();
  });
});

describe("account clean-up", () => {
  it("removes ended sessions, used or expired tokens, old rate-limit windows and month-old entry drafts and client reports, and keeps the rest", async () => {
    const { db } = appDatabase();
    const now = new Date("2026-11-22T00:00:00Z");
    const hours = (n: number) => new Date(now.getTime() + n * 3_600_000).toISOString();
    const [user] = await db.insertInto("users").values({ email: "clean@example.jp", kind: UserKind.member }).returning("id").execute();
    await db
      .insertInto("auth_sessions")
      .values([
        { id: "expired", user_id: user.id, expires_at: hours(-1), revoked_at: null },
        { id: "revoked-long-ago", user_id: user.id, expires_at: hours(100), revoked_at: hours(-48) },
        { id: "live", user_id: user.id, expires_at: hours(100), revoked_at: null },
      ])
      .execute();
    await db
      .insertInto("auth_tokens")
      .values([
        { user_id: user.id, purpose: "password_reset", token_hash: "a", expires_at: hours(-48), used_at: null },
        { user_id: user.id, purpose: "password_reset", token_hash: "b", expires_at: hours(1), used_at: hours(-30) },
        { user_id: user.id, purpose: "stop_mail", token_hash: "c", expires_at: hours(1000), used_at: null },
      ])
      .execute();
    await db
      .insertInto("signin_links")
      .values([
        { email: "clean@example.jp", intent: "signin", token_hash: "d", expires_at: hours(-30), used_at: null },
        { email: "clean@example.jp", intent: "signin", token_hash: "e", expires_at: hours(1), used_at: null },
      ])
      .execute();
    await db
      .insertInto("rate_limits")
      .values([
        { key: "old", window_started_at: hours(-30), hits: 3 },
        { key: "new", window_started_at: hours(-1), hits: 3 },
      ])
      .execute();
    await db
      .insertInto("entry_drafts")
      .values([
        { draft_id: "old", form: "signup-project", answers: "{}", updated_at: hours(-31 * 24) },
        { draft_id: "recent", form: "signup-project", answers: "{}", updated_at: hours(-29 * 24) },
      ])
      .execute();
    await db
      .insertInto("client_error_reports")
      .values([
        { message: "old", stack: "", path: "/", user_agent: "", created_at: hours(-31 * 24) },
        { message: "new", stack: "", path: "/", user_agent: "", created_at: hours(-1) },
      ])
      .execute();
    expect(await purgeExpiredAccountRecords(db, now)).toEqual({ sessions: 2, tokens: 3, rateLimits: 1, entryDrafts: 1, clientReports: 1 });
    expect((await db.selectFrom("client_error_reports").select("message").execute()).map((r) => r.message)).toEqual(["new"]);
    expect((await db.selectFrom("entry_drafts").select("draft_id").execute()).map((r) => r.draft_id)).toEqual(["recent"]);
    expect((await db.selectFrom("auth_sessions").select("id").execute()).map((r) => r.id)).toEqual(["live"]);
    expect((await db.selectFrom("auth_tokens").select("token_hash").execute()).map((r) => r.token_hash)).toEqual(["c"]);
    expect((await db.selectFrom("signin_links").select("token_hash").execute()).map((r) => r.token_hash)).toEqual(["e"]);
  });
});

describe("change sequence trim", () => {
  it("removes changes older than the retention but always keeps the newest, so the numbering goes on", async () => {
    const { db } = appDatabase();
    const now = new Date("2026-11-22T00:00:00Z");
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();
    await db.deleteFrom("project_changes").execute();
    await db
      .insertInto("project_changes")
      .values([
        { project_id: 1, changed_at: daysAgo(CHANGE_RETENTION_DAYS + 3) },
        { project_id: 2, changed_at: daysAgo(CHANGE_RETENTION_DAYS + 1) },
        { project_id: 3, changed_at: daysAgo(1) },
      ])
      .execute();
    expect(await trimChangeSequence(db, now)).toEqual({ changes: 2 });
    expect((await db.selectFrom("project_changes").select("project_id").execute()).map((r) => r.project_id)).toEqual([3]);

    // Every change old: the newest is still kept.
    expect(await trimChangeSequence(db, new Date(now.getTime() + 30 * 86_400_000))).toEqual({ changes: 0 });
    expect(await db.selectFrom("project_changes").select("project_id").execute()).toHaveLength(1);
  });
});
