// Clean-up of what the accounts leave behind: ended sessions, used or expired tokens and sign-in links, old
// rate-limit windows (decision 005), entry form drafts left alone for a month, and month-old client
// error reports.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { DRAFT_LIFETIME_MS } from "~/models/entry/draft.server";
import { TELEMETRY_TABLES } from "~/models/telemetry/telemetry.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Client error reports are read within days; a month is kept. */
export const CLIENT_REPORT_RETENTION_MS = 30 * DAY_MS;

export async function purgeExpiredAccountRecords(db: Kysely<Database>, now = new Date()) {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const sessions = await db
    .deleteFrom("auth_sessions")
    .where((eb) => eb.or([eb("expires_at", "<", now.toISOString()), eb("revoked_at", "<", dayAgo)]))
    .executeTakeFirst();
  const tokens = await db
    .deleteFrom("auth_tokens")
    .where((eb) => eb.or([eb("expires_at", "<", dayAgo), eb("used_at", "<", dayAgo)]))
    .executeTakeFirst();
  const links = await db
    .deleteFrom("signin_links")
    .where((eb) => eb.or([eb("expires_at", "<", dayAgo), eb("used_at", "<", dayAgo)]))
    .executeTakeFirst();
  const limits = await db.deleteFrom("rate_limits").where("window_started_at", "<", dayAgo).executeTakeFirst();
  const drafts = await db
    .deleteFrom("entry_drafts")
    .where("updated_at", "<", new Date(now.getTime() - DRAFT_LIFETIME_MS).toISOString())
    .executeTakeFirst();
  const reports = await db
    .deleteFrom("client_error_reports")
    .where("created_at", "<", new Date(now.getTime() - CLIENT_REPORT_RETENTION_MS).toISOString())
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    tokens: Number(tokens.numDeletedRows) + Number(links.numDeletedRows),
    rateLimits: Number(limits.numDeletedRows),
    entryDrafts: Number(drafts.numDeletedRows),
    clientReports: Number(reports.numDeletedRows),
  };
}

/** Telemetry older than TELEMETRY_RETENTION_DAYS: the visits, views and experiment rows. */
export async function purgeOldTelemetry(db: Kysely<Database>, retentionDays: number, now = new Date()) {
  const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const deleted: Record<string, number> = {};
  for (const table of TELEMETRY_TABLES)
    deleted[table] = Number((await db.deleteFrom(table).where("created_at", "<", before).executeTakeFirst()).numDeletedRows);
  return deleted;
}

/**
 * Listings' changes are kept this long: a server follows them every 2 s, so only a server stopped
 * for longer than this has to rebuild its index rather than catch up (it notices: engine.server.ts).
 */
export const CHANGE_RETENTION_DAYS = 7;

/** Trims the change sequence so it does not grow without bound; its newest row stays, so the numbering goes on. */
export async function trimChangeSequence(db: Kysely<Database>, now = new Date()) {
  const before = new Date(now.getTime() - CHANGE_RETENTION_DAYS * DAY_MS).toISOString();
  const newest = await db.selectFrom("project_changes").select("seq").orderBy("seq", "desc").limit(1).executeTakeFirst();
  if (!newest) return { changes: 0 };
  const deleted = await db.deleteFrom("project_changes").where("changed_at", "<", before).where("seq", "<", newest.seq).executeTakeFirst();
  return { changes: Number(deleted.numDeletedRows) };
}
