// Whether the database answers. A lost connection marks it unavailable: pages then answer 503 at
// once (docs/product.md, Errors), and a probe asks every second until it answers again.
import { sql } from "kysely";
import { logger } from "~/utils/logger.server";
import { getDb } from "./client.server";

/** How long a visitor is told to wait (Retry-After), and how often the probe asks. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_INTERVAL_MS = 1_000;

type State = { downSince: number | null; probe?: NodeJS.Timeout };
const current: State = { downSince: null };
const state = () => current;

/** PostgreSQL's connection-level errors (class 08, 57P0x) and the socket errors of a lost server. */
const UNAVAILABLE_CODES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|terminating connection|the database system is (starting up|shutting down)|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailableError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== "object") return false;
  if (typeof e.code === "string" && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  return e.cause !== undefined && e.cause !== error && isDatabaseUnavailableError(e.cause);
}

/** The database refused a value (PostgreSQL's classes 22 and 23, SQLite's like): the same row will never go in. */
export function isRefusedValueError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (/^2[23][0-9A-Z]{3}$/.test(code) || /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG|RANGE)/.test(code));
}

export const databaseAvailable = () => state().downSince === null;

/** Called with any error a query or the pool met; only a lost database changes anything. */
export function reportDatabaseError(error: unknown) {
  if (!isDatabaseUnavailableError(error)) return;
  const current = state();
  if (current.downSince !== null) return;
  current.downSince = Date.now();
  logger.error("database unavailable", { error });
  current.probe = setInterval(() => void probe(), PROBE_INTERVAL_MS);
  current.probe.unref();
}

async function probe() {
  const current = state();
  try {
    await sql`SELECT 1`.execute(getDb());
  } catch {
    return;
  }
  if (current.downSince === null) return;
  logger.info("database available again", { downMs: Date.now() - current.downSince });
  current.downSince = null;
  clearInterval(current.probe);
  current.probe = undefined;
}
