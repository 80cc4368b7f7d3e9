// The app's scheduled jobs: saved-search alerts, clean-ups, market statistics, the change sequence's
// trim and listings' freshness. Every tick each server asks for a job's lock, held until the job's
// next run is due, so with several servers each job runs once an interval, on one of them.
import { env } from "~/env.server";
import os from "node:os";
import { getDb } from "~/db/client.server";
import { sendMail } from "~/mail/mailer.server";
import { sendSearchAlerts } from "~/models/bookmark/alerts.server";
import { getSearchEngine } from "~/search/engine.server";
import { logger } from "~/utils/logger.server";
import { siteOrigin } from "~/utils/site-origin.server";
import { startInterval, stopInterval } from "./interval.server";
import { purgeExpiredAccountRecords, purgeOldTelemetry, trimChangeSequence } from "./cleanup.server";
import { acquireLock } from "./locks.server";
import { MARKET_REFRESH_MINUTES, refreshMarket } from "~/models/market/segments.server";
import { markStaleListings } from "~/models/listing/freshness.server";

const minutes = (n: number) => n * 60_000;

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

export function appJobs(): Job[] {
  return [
    {
      name: "search-alerts",
      everyMs: minutes(env().ALERT_INTERVAL_MINUTES),
      run: async () => sendSearchAlerts(await getSearchEngine(), getDb(), sendMail, siteOrigin()),
    },
    { name: "account-cleanup", everyMs: minutes(24 * 60), run: () => purgeExpiredAccountRecords(getDb()) },
    { name: "telemetry-cleanup", everyMs: minutes(24 * 60), run: () => purgeOldTelemetry(getDb(), env().TELEMETRY_RETENTION_DAYS) },
    { name: "market-statistics", everyMs: minutes(MARKET_REFRESH_MINUTES), run: refreshMarket },
    { name: "change-sequence-trim", everyMs: minutes(60), run: () => trimChangeSequence(getDb()) },
    { name: "listing-freshness", everyMs: minutes(60), run: () => markStaleListings(getDb()) },
  ];
}

/** Runs each job whose interval has passed (as its lock says); returns the names run. */
export async function runDueJobs(jobs: Job[], now = new Date(), owner = `${os.hostname()}:${process.pid}`): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!(await acquireLock(getDb(), `job:${job.name}`, owner, now, new Date(now.getTime() + job.everyMs)))) continue;
    try {
      const result = await job.run();
      logger.info("job done", { job: job.name, result });
      ran.push(job.name);
    } catch (error) {
      logger.error("job failed", { job: job.name, error });
    }
  }
  return ran;
}

const SCHEDULER = "job-scheduler";

/** JOBS=0 turns the scheduled jobs off on this server. */
export function startJobScheduler(jobs = appJobs()) {
  if (!env().JOBS) return;
  startInterval(SCHEDULER, env().SCHEDULER_TICK_SECONDS * 1_000, () => runDueJobs(jobs));
}

export const stopJobScheduler = () => stopInterval(SCHEDULER);
