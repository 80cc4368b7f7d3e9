// /healthz (the process and its database answer) and /readyz (this server should get visitors).
import type { Request, Response } from "express";
import { sql } from "kysely";
import { databaseAvailable, reportDatabaseError, RETRY_AFTER_SECONDS } from "~/db/availability.server";
import { getDb } from "~/db/client.server";
import { builtSearchEngine } from "~/search/engine.server";
import { readiness } from "~/search/readiness";
import { logger } from "~/utils/logger.server";

/** Set when a shutdown begins: /readyz says so, and the balancer sends the next visitors elsewhere. */
let draining = false;
export const isDraining = () => draining;
export const startDraining = () => void (draining = true);

export async function healthz(_req: Request, res: Response) {
  try {
    await sql`SELECT 1`.execute(getDb());
    res.json({ status: "ok" });
  } catch (error) {
    reportDatabaseError(error);
    logger.error("health check failed", { error });
    res.status(503).set("Retry-After", String(RETRY_AFTER_SECONDS)).json({ status: "unavailable" });
  }
}

/** 200 once the index is built and caught up; 503 before, while draining and while the database is lost. */
export async function readyz(_req: Request, res: Response) {
  const engine = builtSearchEngine();
  let behind = 0;
  let databaseUp = databaseAvailable();
  if (engine && !engine.stale && databaseUp && !draining) {
    try {
      behind = await engine.behind();
    } catch (error) {
      reportDatabaseError(error);
      databaseUp = false;
    }
  }
  const answer = readiness({ built: engine !== undefined, stale: engine?.stale ?? false, draining, databaseUp, behind });
  res
    .status(answer.ready ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: answer.status, behind: answer.behind });
}
