// Scheduled imports: each row of agent_feeds names a feed. Every minute the due feeds are imported,
// each in a child process (`scripts/ingest.ts`) so a long import never blocks this server; a lock row
// in job_locks makes one server run a feed when several are deployed.
import { env } from "~/env.server";
import { execFile } from "node:child_process";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { getDb } from "~/db/client.server";
import { acquireLock, releaseLock } from "~/jobs/locks.server";
import { logger } from "~/utils/logger.server";
import { startInterval, stopInterval } from "~/jobs/interval.server";

/** A feed's lock is held this long at most, so a server that died does not block it for ever. */
const LOCK_MS = 60 * 60_000;

export type Feed = { id: number; agent_id: number; url: string; format: string; interval_minutes: number; is_full: number; last_run_at: string | null };
export type FeedRunner = (feed: Feed) => Promise<{ ok: boolean; message: string }>;

export async function dueFeeds(db: Kysely<Database>, now: Date): Promise<Feed[]> {
  const feeds = await db
    .selectFrom("agent_feeds")
    .select(["id", "agent_id", "url", "format", "interval_minutes", "is_full", "last_run_at"])
    .orderBy("id")
    .execute();
  return feeds.filter((f) => !f.last_run_at || Date.parse(f.last_run_at) + f.interval_minutes * 60_000 <= now.getTime());
}

/** Runs every due feed once (one at a time); returns the ids run. */
export async function runDueFeeds(db: Kysely<Database>, runner: FeedRunner, { now = new Date(), owner = defaultOwner() } = {}): Promise<number[]> {
  const ran: number[] = [];
  for (const feed of await dueFeeds(db, now)) {
    const lock = `feed:${feed.id}`;
    if (!(await acquireLock(db, lock, owner, now, new Date(now.getTime() + LOCK_MS)))) continue;
    try {
      const result = await runner(feed);
      await db
        .updateTable("agent_feeds")
        .set({ last_run_at: now.toISOString(), last_status: `${result.ok ? "ok" : "failed"}: ${result.message}`.slice(0, 1_000) })
        .where("id", "=", feed.id)
        .execute();
      logger[result.ok ? "info" : "warn"]("feed import", { feed: feed.id, agent: feed.agent_id, ok: result.ok, message: result.message });
      ran.push(feed.id);
    } finally {
      await releaseLock(db, lock, owner);
    }
  }
  return ran;
}

const defaultOwner = () => `${os.hostname()}:${process.pid}`;

/** Imports a feed with the ingest command in a child process. */
export const runIngestCommand: FeedRunner = (feed) =>
  new Promise((resolve) => {
    const args = ["--import", "tsx", path.resolve("scripts/ingest.ts"), "--agent", String(feed.agent_id), "--format", feed.format, feed.url];
    if (feed.is_full) args.push("--full");
    execFile(process.execPath, args, { env: process.env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      const lastLine = (text: string) =>
        text
          .trim()
          .split("\n")
          .filter((l) => !/^書き込み/.test(l))
          .pop() ?? "";
      resolve(
        error
          ? { ok: false, message: lastLine(stderr) || error.message }
          : { ok: true, message: lastLine(stdout.split("\n").find((l) => l.startsWith("取り込み")) ?? stdout) },
      );
    });
  });

const SCHEDULER = "feed-scheduler";

/** Checks for due feeds every minute, or SCHEDULER_TICK_SECONDS (FEED_SCHEDULER=0 turns it off). */
export function startFeedScheduler(runner: FeedRunner = runIngestCommand, intervalMs = env().SCHEDULER_TICK_SECONDS * 1_000) {
  if (!env().FEED_SCHEDULER) return;
  startInterval(SCHEDULER, intervalMs, () => runDueFeeds(getDb(), runner));
}

export const stopFeedScheduler = () => stopInterval(SCHEDULER);
