// Applying an agent's feed (issue 4, architecture.md §4). Rows are read and validated one by one (a
// bad row is rejected with its line and reason and never blocks the good ones); the feed is then
// written in one transaction, so an import killed midway changes nothing. Upsert by (agent, the
// agent's reference); an unchanged listing is not written again, so importing the same feed twice
// changes nothing the second time; a full feed closes the agent's listings it no longer holds.
// Listings whose contacts are blocked are rejected and counted (and closed if we had them).
// The same project posted by several agents is grouped. Every import is recorded in feed_imports;
// the triggers on projects bump the change sequence, which the search index follows.
import { performance } from "node:perf_hooks";
import type { Kysely, Transaction } from "kysely";
import type { AppDatabase } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { DeleteFlag, ProjectOpenState } from "~/constants";
import { BlockList, CONTACT_TYPE_LABEL } from "~/models/blocked-contacts";
import { z } from "zod/v4";
import { FeedListingSchema } from "./feed-schema";
import { FeedError, readFeed, type FeedFormat, type Rejection } from "./formats";
import { toMappedListing, type MappedListing } from "./listing";

z.config(z.locales.ja());

export type ImportOptions = {
  agentId: number;
  format: FeedFormat;
  /** Where the feed came from (a path or URL), for the record. */
  source: string;
  /** The feed holds every open listing of the agent: the ones missing are closed. */
  full?: boolean;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
};

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
  durationMs: number;
};

/** Rejections kept in the import's record (all are counted). */
const REPORTED_REJECTIONS = 1_000;
/** Rows per multi-row statement: well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 200;

type Existing = { id: number; content_hash: string; open_state: number; delete_flag: number; dedupe_key: string };

export async function importFeed(database: AppDatabase, bytes: Uint8Array, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const report: ImportReport = { importId: 0, status: "ok", rows: 0, added: 0, updated: 0, unchanged: 0, closed: 0, rejected: [], blocked: 0, warnings: [], durationMs: 0 };
  const { db } = database;
  const agent = await db.selectFrom("agents").select("id").where("id", "=", options.agentId).executeTakeFirst();
  if (!agent) return { ...report, status: "failed", error: `エージェント ID ${options.agentId} は登録されていません。` };
  try {
    const feed = readFeed(bytes, options.format);
    const full = options.full ?? feed.full ?? false;
    report.rows = feed.rows.length + feed.rejected.length;
    report.rejected.push(...feed.rejected);
    report.warnings.push(...feed.warnings);

    // Validate and map, row by row.
    const listings: Array<{ line: number; listing: MappedListing }> = [];
    const lineOfReference = new Map<string, number>();
    for (const row of feed.rows) {
      const parsed = FeedListingSchema.safeParse(row.fields);
      const reference = typeof row.fields.reference === "string" || typeof row.fields.reference === "number" ? String(row.fields.reference).slice(0, 100) : undefined;
      if (!parsed.success) {
        report.rejected.push({ line: row.line, reference, reason: parsed.error.issues.map((i) => `${i.path.join(".") || "案件"}: ${i.message}`).join("; ") });
        continue;
      }
      const earlier = lineOfReference.get(parsed.data.reference);
      if (earlier !== undefined) {
        report.rejected.push({ line: row.line, reference, reason: `同じ参照番号の案件が ${earlier} 行目にもあります` });
        continue;
      }
      lineOfReference.set(parsed.data.reference, row.line);
      listings.push({ line: row.line, listing: toMappedListing(parsed.data, now) });
    }

    await db.transaction().execute(async (trx) => {
      const blockList = new BlockList(await trx.selectFrom("blocked_contacts").select(["contact_type", "value"]).execute());
      const existing = new Map<string, Existing>();
      for (const row of await trx
        .selectFrom("projects")
        .select(["id", "agent_ref", "content_hash", "open_state", "delete_flag", "dedupe_key"])
        .where("agent_id", "=", options.agentId)
        .execute()) {
        existing.set(row.agent_ref, row);
      }

      const toInsert: MappedListing[] = [];
      const toUpdate: Array<{ id: number; listing: MappedListing; old: Existing }> = [];
      const toClose: Existing[] = [];
      const seen = new Set<string>();
      for (const { line, listing } of listings) {
        seen.add(listing.agentRef);
        const current = existing.get(listing.agentRef);
        const blockedType = blockList.match({ ...listing.contacts, ip: listing.contacts.host });
        if (blockedType !== undefined) {
          report.blocked++;
          report.rejected.push({ line, reference: listing.agentRef, reason: `ブロック対象の${CONTACT_TYPE_LABEL[blockedType]}に一致したため取り込みません` });
          if (current && current.open_state === ProjectOpenState.open && current.delete_flag === DeleteFlag.notDeleted) toClose.push(current);
          continue;
        }
        if (!current) toInsert.push(listing);
        else if (current.content_hash === listing.contentHash && current.open_state === ProjectOpenState.open && current.delete_flag === DeleteFlag.notDeleted) report.unchanged++;
        else toUpdate.push({ id: current.id, listing, old: current });
      }
      // A rejected row still names a listing the agent holds: it is not closed for being missing.
      for (const rejection of report.rejected) if (rejection.reference && !rejection.reason.startsWith("ブロック対象")) seen.add(rejection.reference);
      if (full) {
        for (const [reference, current] of existing) {
          if (!seen.has(reference) && current.open_state === ProjectOpenState.open && current.delete_flag === DeleteFlag.notDeleted) toClose.push(current);
        }
      }

      const total = toInsert.length + toUpdate.length + toClose.length;
      let done = 0;
      const progress = (n: number) => options.onProgress?.((done += n), total);
      const timestamp = now.toISOString();
      const affectedKeys = new Set<string>();

      for (let i = 0; i < toInsert.length; i += CHUNK) {
        const chunk = toInsert.slice(i, i + CHUNK);
        const inserted = await trx
          .insertInto("projects")
          .values(chunk.map((l) => ({ ...projectColumns(l, timestamp), agent_id: options.agentId, agent_ref: l.agentRef, published_at: l.publishedAt ?? timestamp, created_at: timestamp })))
          .returning(["id", "agent_ref"])
          .execute();
        const idOf = new Map(inserted.map((r) => [r.agent_ref, r.id]));
        await insertLinks(trx, chunk.map((l) => ({ id: idOf.get(l.agentRef)!, listing: l })));
        for (const l of chunk) if (l.dedupeKey) affectedKeys.add(l.dedupeKey);
        report.added += chunk.length;
        progress(chunk.length);
      }

      for (let i = 0; i < toUpdate.length; i += CHUNK) {
        const chunk = toUpdate.slice(i, i + CHUNK);
        for (const { id, listing } of chunk) {
          await trx
            .updateTable("projects")
            .set({ ...projectColumns(listing, timestamp), ...(listing.publishedAt ? { published_at: listing.publishedAt } : {}) })
            .where("id", "=", id)
            .execute();
        }
        const ids = chunk.map((c) => c.id);
        for (const table of ["project_details", "project_skills", "project_job_types", "project_industries", "project_characteristics"] as const) {
          await trx.deleteFrom(table).where("project_id", "in", ids).execute();
        }
        await insertLinks(trx, chunk);
        for (const { listing, old } of chunk) for (const key of [old.dedupe_key, listing.dedupeKey]) if (key) affectedKeys.add(key);
        report.updated += chunk.length;
        progress(chunk.length);
      }

      for (let i = 0; i < toClose.length; i += CHUNK) {
        const chunk = toClose.slice(i, i + CHUNK);
        await trx
          .updateTable("projects")
          .set({ open_state: ProjectOpenState.close, closed_at: timestamp, updated_at: timestamp })
          .where("id", "in", chunk.map((c) => c.id))
          .execute();
        for (const c of chunk) if (c.dedupe_key) affectedKeys.add(c.dedupe_key);
        report.closed += chunk.length;
        progress(chunk.length);
      }

      await regroup(trx, [...affectedKeys]);
      report.durationMs = Math.round(performance.now() - started);
      report.importId = await recordImport(trx, options, report, full);
    });
    return report;
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    report.status = "failed";
    report.error = error.message;
    report.added = report.updated = report.unchanged = report.closed = report.blocked = 0;
    report.durationMs = Math.round(performance.now() - started);
    report.importId = await recordImport(db, options, report, options.full ?? false);
    return report;
  }
}

function projectColumns(l: MappedListing, timestamp: string) {
  return {
    title: l.title,
    url: l.url,
    price_min: l.priceMin,
    price_max: l.priceMax,
    price_unit: l.priceUnit,
    workdays_min: l.workdaysMin,
    workdays_max: l.workdaysMax,
    remote_type: l.remoteType,
    work_style: l.workStyle,
    start_timing: l.startTiming,
    start_date: l.startDate,
    prefecture_id: l.prefectureId,
    station_id: l.stationId,
    location_text: l.locationText,
    open_state: ProjectOpenState.open,
    delete_flag: DeleteFlag.notDeleted,
    closed_at: null,
    content_hash: l.contentHash,
    dedupe_key: l.dedupeKey,
    updated_at: timestamp,
  };
}

async function insertLinks(trx: Transaction<Database>, rows: Array<{ id: number; listing: MappedListing }>) {
  if (rows.length === 0) return;
  await trx
    .insertInto("project_details")
    .values(rows.map(({ id, listing: { detail: d } }) => ({
      project_id: id, detail: d.detail, required_skill: d.requiredSkill, welcome_skill: d.welcomeSkill, skill_original: d.skillOriginal,
      price_original: d.priceOriginal, working_hours: d.workingHours, comment: d.comment, characteristic: d.characteristic,
    })))
    .execute();
  const skills = rows.flatMap(({ id, listing }) => listing.skills.map((s) => ({ project_id: id, skill_id: s.id, requirement: s.requirement })));
  const links = (pick: (l: MappedListing) => number[]) => rows.flatMap(({ id, listing }) => pick(listing).map((value_id) => ({ project_id: id, value_id })));
  for (let i = 0; i < skills.length; i += CHUNK * 2) await trx.insertInto("project_skills").values(skills.slice(i, i + CHUNK * 2)).execute();
  for (const [table, values] of [
    ["project_job_types", links((l) => l.jobs)],
    ["project_industries", links((l) => l.industries)],
    ["project_characteristics", links((l) => l.characteristics)],
  ] as const) {
    for (let i = 0; i < values.length; i += CHUNK * 2) await trx.insertInto(table).values(values.slice(i, i + CHUNK * 2)).execute();
  }
}

/**
 * Open listings that share a duplicate key form a group, named by its smallest id; a listing alone,
 * or closed, has none. Only rows whose group changes are written.
 */
export async function regroup(db: Kysely<Database>, keys: string[]) {
  for (let i = 0; i < keys.length; i += CHUNK * 2) {
    const chunk = keys.slice(i, i + CHUNK * 2);
    const rows = await db
      .selectFrom("projects")
      .select(["id", "dedupe_key", "group_id", "open_state", "delete_flag"])
      .where("dedupe_key", "in", chunk)
      .execute();
    const members = new Map<string, number[]>();
    for (const row of rows) {
      if (row.open_state !== ProjectOpenState.open || row.delete_flag !== DeleteFlag.notDeleted) continue;
      const list = members.get(row.dedupe_key) ?? [];
      list.push(row.id);
      members.set(row.dedupe_key, list);
    }
    const changes = new Map<number | null, number[]>();
    for (const row of rows) {
      const group = members.get(row.dedupe_key);
      const open = row.open_state === ProjectOpenState.open && row.delete_flag === DeleteFlag.notDeleted;
      const wanted = open && group && group.length > 1 ? Math.min(...group) : null;
      if (row.group_id === wanted) continue;
      if (!changes.has(wanted)) changes.set(wanted, []);
      changes.get(wanted)!.push(row.id);
    }
    for (const [groupId, ids] of changes) {
      for (let k = 0; k < ids.length; k += CHUNK * 2) {
        await db.updateTable("projects").set({ group_id: groupId }).where("id", "in", ids.slice(k, k + CHUNK * 2)).execute();
      }
    }
  }
}

async function recordImport(db: Kysely<Database>, options: ImportOptions, report: ImportReport, full: boolean): Promise<number> {
  const row = await db
    .insertInto("feed_imports")
    .values({
      agent_id: options.agentId,
      source: options.source.slice(0, 2_000),
      format: options.format,
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
