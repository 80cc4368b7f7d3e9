// Applying an agent's feed (issue 4, architecture.md §4). Rows are read and validated one by one (a
// bad row is rejected with its line and reason and never blocks the good ones); the feed is then
// written in one transaction, so an import killed midway changes nothing. Upsert by (agent, the
// agent's reference); an unchanged listing is not written again, so importing the same feed twice
// changes nothing the second time; a full feed closes the agent's listings it no longer holds.
// Listings whose contacts are blocked are rejected and counted (and closed if we had them).
// The same project posted by several agents is grouped. Every import is recorded in feed_imports;
// the triggers on projects bump the change sequence, which the search index follows.
import { performance } from "node:perf_hooks";
import { sql, type Kysely } from "kysely";
import type { AppDatabase } from "~/db/client.server";
import type { DialectName } from "~/db/dialect";
import type { Database, Project } from "~/db/schema";
import { DeleteFlag, ProjectOpenState } from "~/constants";
import { isOpenListing } from "~/models/listing/rules";
import { BlockList, CONTACT_TYPE_LABEL } from "~/models/blocked-contacts";
import { z } from "zod/v4";
import { FeedListingSchema, type FeedListing } from "./feed-schema";
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
/** On PostgreSQL a statement carries its rows as one JSON parameter, so it can carry more of them. */
const POSTGRES_CHUNK = 1_000;

type Existing = Pick<Project, "id" | "content_hash" | "open_state" | "delete_flag" | "dedupe_key">;

export async function importFeed(database: AppDatabase, bytes: Uint8Array, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const report: ImportReport = {
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
    durationMs: 0,
  };
  const { db } = database;
  const agent = await db.selectFrom("agents").select("id").where("id", "=", options.agentId).executeTakeFirst();
  if (!agent) return { ...report, status: "failed", error: `エージェント ID ${options.agentId} は登録されていません。` };
  try {
    const feed = readFeed(bytes, options.format);
    const full = options.full ?? feed.full ?? false;
    report.rows = feed.rows.length + feed.rejected.length;
    report.rejected.push(...feed.rejected);
    report.warnings.push(...feed.warnings);

    // Validate row by row. Mapping waits for the write loop, where it overlaps the database's work.
    const valid: Array<{ line: number; row: FeedListing }> = [];
    const lineOfReference = new Map<string, number>();
    for (const row of feed.rows) {
      const parsed = FeedListingSchema.safeParse(row.fields);
      const reference =
        typeof row.fields.reference === "string" || typeof row.fields.reference === "number" ? String(row.fields.reference).slice(0, 100) : undefined;
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
      valid.push({ line: row.line, row: parsed.data });
    }

    await writeTransaction(database, async (trx) => {
      const blockList = new BlockList(await trx.selectFrom("blocked_contacts").select(["contact_type", "value"]).execute());
      const existing = new Map<string, Existing>();
      for (const row of await trx
        .selectFrom("projects")
        .select(["id", "agent_ref", "content_hash", "open_state", "delete_flag", "dedupe_key"])
        .where("agent_id", "=", options.agentId)
        .execute()) {
        existing.set(row.agent_ref, row);
      }
      // In a full feed, every row that names a listing keeps it open, rejected rows included;
      // blocked ones are closed.
      const seen = new Set(valid.map((v) => v.row.reference));
      for (const rejection of report.rejected) if (rejection.reference) seen.add(rejection.reference);
      const toClose = new Map<number, Existing>();
      const timestamp = now.toISOString();
      const affectedKeys = new Set<string>();

      const writeChunk = async (inserts: MappedListing[], updates: Array<{ id: number; listing: MappedListing }>) => {
        if (inserts.length > 0) {
          const rows = inserts.map((l) => ({
            ...projectColumns(l, timestamp),
            agent_id: options.agentId,
            agent_ref: l.agentRef,
            published_at: l.publishedAt ?? timestamp,
            created_at: timestamp,
          }));
          const inserted =
            database.dialect === "postgres"
              ? await insertProjectsAsJson(trx, rows)
              : await trx.insertInto("projects").values(rows).returning(["id", "agent_ref"]).execute();
          const idOf = new Map(inserted.map((r) => [r.agent_ref, r.id]));
          await insertLinks(
            trx,
            inserts.map((l) => ({ id: idOf.get(l.agentRef)!, listing: l })),
            database.dialect,
          );
        }
        if (updates.length > 0) {
          for (const { id, listing } of updates) {
            await trx
              .updateTable("projects")
              .set({ ...projectColumns(listing, timestamp), ...(listing.publishedAt ? { published_at: listing.publishedAt } : {}) })
              .where("id", "=", id)
              .execute();
          }
          const ids = updates.map((u) => u.id);
          for (const table of ["project_details", "project_skills", "project_job_types", "project_industries", "project_characteristics"] as const) {
            await trx.deleteFrom(table).where("project_id", "in", ids).execute();
          }
          await insertLinks(trx, updates, database.dialect);
        }
      };

      // Chunk by chunk: map and classify the next chunk while the database writes the last one.
      let writing: Promise<void> = Promise.resolve();
      let done = 0;
      const chunkSize = database.dialect === "postgres" ? POSTGRES_CHUNK : CHUNK;
      for (let i = 0; i < valid.length; i += chunkSize) {
        const chunk = valid.slice(i, i + chunkSize);
        const inserts: MappedListing[] = [];
        const updates: Array<{ id: number; listing: MappedListing }> = [];
        for (const { line, row } of chunk) {
          const listing = toMappedListing(row, now);
          const current = existing.get(listing.agentRef);
          const blockedType = blockList.match({ ...listing.contacts, ip: listing.contacts.host });
          if (blockedType !== undefined) {
            report.blocked++;
            report.rejected.push({ line, reference: listing.agentRef, reason: `ブロック対象の${CONTACT_TYPE_LABEL[blockedType]}に一致したため取り込みません` });
            if (current && isOpenListing(current)) toClose.set(current.id, current);
            continue;
          }
          if (current && current.content_hash === listing.contentHash && isOpenListing(current)) {
            report.unchanged++;
            continue;
          }
          if (current) updates.push({ id: current.id, listing });
          else inserts.push(listing);
          for (const key of [current?.dedupe_key, listing.dedupeKey]) if (key) affectedKeys.add(key);
        }
        report.added += inserts.length;
        report.updated += updates.length;
        await writing;
        writing = writeChunk(inserts, updates).then(() => options.onProgress?.((done += chunk.length), valid.length));
        // Awaited on the next turn; marked handled now so a failure is not reported as unhandled meanwhile.
        writing.catch(() => {});
      }
      await writing;

      if (full) for (const [reference, current] of existing) if (!seen.has(reference) && isOpenListing(current)) toClose.set(current.id, current);
      const closing = [...toClose.values()];
      for (let i = 0; i < closing.length; i += CHUNK) {
        const chunk = closing.slice(i, i + CHUNK);
        await trx
          .updateTable("projects")
          .set({ open_state: ProjectOpenState.close, closed_at: timestamp, updated_at: timestamp })
          .where(
            "id",
            "in",
            chunk.map((c) => c.id),
          )
          .execute();
        for (const c of chunk) if (c.dedupe_key) affectedKeys.add(c.dedupe_key);
      }
      report.closed = closing.length;

      await regroup(trx, [...affectedKeys], database.dialect);
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

/** Imports that wait for another writer wait this long on SQLite before giving up. */
const SQLITE_IMPORT_BUSY_MS = 120_000;

/**
 * One transaction. On SQLite it takes the write lock at BEGIN (IMMEDIATE): a deferred transaction
 * that reads first cannot wait for another writer and fails with "database is locked", and two
 * imports may well run at once.
 */
async function writeTransaction(database: AppDatabase, fn: (trx: Kysely<Database>) => Promise<void>) {
  if (database.dialect !== "sqlite") return database.db.transaction().execute(fn);
  await database.db.connection().execute(async (connection) => {
    const busy = (await sql<{ timeout: number }>`PRAGMA busy_timeout`.execute(connection)).rows[0].timeout;
    await sql`PRAGMA busy_timeout = ${sql.raw(String(SQLITE_IMPORT_BUSY_MS))}`.execute(connection);
    try {
      await sql`BEGIN IMMEDIATE`.execute(connection);
      try {
        await fn(connection);
        await sql`COMMIT`.execute(connection);
      } catch (error) {
        await sql`ROLLBACK`.execute(connection);
        throw error;
      }
    } finally {
      await sql`PRAGMA busy_timeout = ${sql.raw(String(busy))}`.execute(connection);
    }
  });
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

async function insertLinks(trx: Kysely<Database>, rows: Array<{ id: number; listing: MappedListing }>, dialect: DialectName) {
  if (rows.length === 0) return;
  const details = rows.map(({ id, listing: { detail: d } }) => ({
    project_id: id,
    detail: d.detail,
    required_skill: d.requiredSkill,
    welcome_skill: d.welcomeSkill,
    skill_original: d.skillOriginal,
    price_original: d.priceOriginal,
    working_hours: d.workingHours,
    comment: d.comment,
    characteristic: d.characteristic,
  }));
  await insertRows(trx, "project_details", details, dialect);
  const skills = rows.flatMap(({ id, listing }) => listing.skills.map((s) => ({ project_id: id, skill_id: s.id, requirement: s.requirement })));
  await insertRows(trx, "project_skills", skills, dialect);
  const links = (pick: (l: MappedListing) => number[]) => rows.flatMap(({ id, listing }) => pick(listing).map((value_id) => ({ project_id: id, value_id })));
  await insertRows(
    trx,
    "project_job_types",
    links((l) => l.jobs),
    dialect,
  );
  await insertRows(
    trx,
    "project_industries",
    links((l) => l.industries),
    dialect,
  );
  await insertRows(
    trx,
    "project_characteristics",
    links((l) => l.characteristics),
    dialect,
  );
}

type DetailTable = "project_details" | "project_skills" | "project_job_types" | "project_industries" | "project_characteristics";

/** A new listing's columns as PostgreSQL's json_to_recordset reads them. */
const PROJECT_RECORD = sql.raw(
  "title text, url text, price_min int, price_max int, price_unit int, workdays_min int, workdays_max int, remote_type int, work_style int, " +
    "start_timing int, start_date date, prefecture_id int, station_id int, location_text text, open_state int, delete_flag int, closed_at timestamptz, " +
    "content_hash text, dedupe_key text, updated_at timestamptz, agent_id int, agent_ref text, published_at timestamptz, created_at timestamptz",
);

type NewProjectRow = ReturnType<typeof projectColumns> & { agent_id: number; agent_ref: string; published_at: string; created_at: string };

async function insertProjectsAsJson(trx: Kysely<Database>, rows: NewProjectRow[]) {
  const columns = sql.join(Object.keys(rows[0]).map((c) => sql.ref(c)));
  const result = await sql<{
    id: number;
    agent_ref: string;
  }>`INSERT INTO projects (${columns}) SELECT ${columns} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(${PROJECT_RECORD}) RETURNING id, agent_ref`.execute(
    trx,
  );
  return result.rows;
}

/** The link tables' columns as PostgreSQL's json_to_recordset reads them. */
const RECORD_TYPES: Record<DetailTable, string> = {
  project_details:
    "project_id int, detail text, required_skill text, welcome_skill text, skill_original text, price_original text, working_hours text, comment text, characteristic text",
  project_skills: "project_id int, skill_id int, requirement int",
  project_job_types: "project_id int, value_id int",
  project_industries: "project_id int, value_id int",
  project_characteristics: "project_id int, value_id int",
};

/**
 * Multi-row inserts, a few hundred rows a statement. On PostgreSQL the rows go as one JSON
 * parameter (json_to_recordset) instead of thousands of bound values: less work building and
 * parsing the statement on both sides (decision 004).
 */
async function insertRows(trx: Kysely<Database>, table: DetailTable, rows: Array<Record<string, string | number>>, dialect: DialectName) {
  if (rows.length === 0) return;
  if (dialect === "postgres") {
    const columns = sql.join(Object.keys(rows[0]).map((c) => sql.ref(c)));
    await sql`INSERT INTO ${sql.table(table)} (${columns}) SELECT ${columns} FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(${sql.raw(RECORD_TYPES[table])})`.execute(
      trx,
    );
    return;
  }
  for (let i = 0; i < rows.length; i += CHUNK * 2)
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK * 2) as never)
      .execute();
}

/**
 * Open listings that share a duplicate key form a group, named by its smallest id; a listing alone,
 * or closed, has none. Only rows whose group changes are written.
 */
export async function regroup(db: Kysely<Database>, keys: string[], dialect: DialectName = "sqlite") {
  // PostgreSQL takes the keys as one array parameter, so far more of them a query.
  const size = dialect === "postgres" ? POSTGRES_CHUNK * 5 : CHUNK * 2;
  for (let i = 0; i < keys.length; i += size) {
    const chunk = keys.slice(i, i + size);
    const rows = await db
      .selectFrom("projects")
      .select(["id", "dedupe_key", "group_id", "open_state", "delete_flag"])
      .where("dedupe_key", dialect === "postgres" ? "=" : "in", dialect === "postgres" ? sql<string>`any(${chunk}::text[])` : chunk)
      .execute();
    const members = new Map<string, number[]>();
    for (const row of rows) {
      if (!isOpenListing(row)) continue;
      const list = members.get(row.dedupe_key) ?? [];
      list.push(row.id);
      members.set(row.dedupe_key, list);
    }
    const changes = new Map<number | null, number[]>();
    for (const row of rows) {
      const group = members.get(row.dedupe_key);
      const wanted = isOpenListing(row) && group && group.length > 1 ? Math.min(...group) : null;
      if (row.group_id === wanted) continue;
      if (!changes.has(wanted)) changes.set(wanted, []);
      changes.get(wanted)!.push(row.id);
    }
    for (const [groupId, ids] of changes) {
      for (let k = 0; k < ids.length; k += CHUNK * 2) {
        await db
          .updateTable("projects")
          .set({ group_id: groupId })
          .where("id", "in", ids.slice(k, k + CHUNK * 2))
          .execute();
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
