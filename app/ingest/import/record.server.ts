// An import's report (what it added, updated, closed and rejected, and why) and its row in
// feed_imports, written for failed imports too.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { FeedFormat, Rejection } from "../formats";

export type ImportReport = {
  importId: number;
  status: "ok" | "failed";
  error?: string;
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  closed: number;
  rejected: Rejection[];
  blocked: number;
  warnings: string[];
  /** Listings whose group (the same project at other agents) changed, and the time that took within durationMs. */
  regrouped: number;
  groupingMs: number;
  durationMs: number;
};

/** Rejections kept in the import's record (all are counted). */
const REPORTED_REJECTIONS = 1_000;

export function emptyReport(): ImportReport {
  return {
    importId: 0,
    status: "ok",
    rows: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    closed: 0,
    rejected: [],
    blocked: 0,
    warnings: [],
    regrouped: 0,
    groupingMs: 0,
    durationMs: 0,
  };
}

export async function recordImport(
  db: Kysely<Database>,
  feed: { agentId: number; source: string; format: FeedFormat },
  report: ImportReport,
  full: boolean,
): Promise<number> {
  const row = await db
    .insertInto("feed_imports")
    .values({
      agent_id: feed.agentId,
      source: feed.source.slice(0, 2_000),
      format: feed.format,
      status: report.status,
      is_full: full ? 1 : 0,
      added: report.added,
      updated: report.updated,
      unchanged: report.unchanged,
      closed: report.closed,
      rejected: report.rejected.length,
      blocked: report.blocked,
      duration_ms: report.durationMs,
      report: JSON.stringify({ error: report.error, warnings: report.warnings, rejected: report.rejected.slice(0, REPORTED_REJECTIONS) }),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
