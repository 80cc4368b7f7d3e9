import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { feedCsv, generateFeedRows } from "~/seed/feed";
import { acquireLock } from "~/jobs/locks.server";
import { runDueFeeds, runIngestCommand, type Feed } from "./scheduler.server";

let dir: string;
let database: AppDatabase;
const T0 = new Date("2026-11-22T03:00:00Z");

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "anken-feeds-"));
  database = openDatabase(path.join(dir, "app.sqlite"));
  await migrate(database);
  await database.db
    .insertInto("agents")
    .values([
      { id: 1, name: "エージェントA" },
      { id: 2, name: "エージェントB" },
    ])
    .execute();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.deleteFrom("agent_feeds").execute();
  await database.db.deleteFrom("job_locks").execute();
});

it("runs each feed when its interval has passed", async () => {
  await database.db
    .insertInto("agent_feeds")
    .values([
      { agent_id: 1, url: "https://a.example/feed.json", format: "json", interval_minutes: 60, is_full: 1 },
      { agent_id: 2, url: "https://b.example/feed.csv", format: "csv", interval_minutes: 15, is_full: 0 },
    ])
    .execute();
  const runs: number[] = [];
  const runner = async (feed: Feed) => (runs.push(feed.agent_id), { ok: true, message: "取り込み" });
  expect(await runDueFeeds(database.db, runner, { now: T0 })).toHaveLength(2);
  expect(await runDueFeeds(database.db, runner, { now: new Date(T0.getTime() + 10 * 60_000) })).toEqual([]);
  await runDueFeeds(database.db, runner, { now: new Date(T0.getTime() + 16 * 60_000) });
  expect(runs).toEqual([1, 2, 2]);
  const feeds = await database.db.selectFrom("agent_feeds").select(["agent_id", "last_status"]).orderBy("id").execute();
  expect(feeds.every((f) => f.last_status === "ok: 取り込み")).toBe(true);
});

it("lets one server hold a feed's lock until it expires", async () => {
  const until = new Date(T0.getTime() + 60_000);
  expect(await acquireLock(database.db, "feed:1", "server-a", T0, until)).toBe(true);
  expect(await acquireLock(database.db, "feed:1", "server-b", T0, until)).toBe(false);
  expect(await acquireLock(database.db, "feed:1", "server-b", new Date(until.getTime() + 1), new Date(until.getTime() + 60_000))).toBe(true);
});

it("imports a configured feed with the ingest command in a child process", async () => {
  const file = path.join(dir, "feed.csv");
  fs.writeFileSync(file, feedCsv(generateFeedRows(30)));
  await database.db
    .insertInto("agent_feeds")
    .values({ agent_id: 2, url: pathToFileURL(file).href, format: "csv", interval_minutes: 60, is_full: 1 })
    .execute();
  process.env.DATABASE_URL = database.file;
  try {
    await runDueFeeds(database.db, runIngestCommand, { now: T0 });
  } finally {
    delete process.env.DATABASE_URL;
  }
  const feed = await database.db.selectFrom("agent_feeds").select("last_status").executeTakeFirstOrThrow();
  expect(feed.last_status).toMatch(/^ok: 取り込み #\d+: 30行 — 追加 30/);
  const record = await database.db.selectFrom("feed_imports").selectAll().where("agent_id", "=", 2).executeTakeFirstOrThrow();
  expect(record).toMatchObject({ added: 30, is_full: 1, format: "csv" });
}, 60_000);
