import { sql, type Kysely } from "kysely";
import type { AppDatabase } from "~/db/client.server";
import type { DialectName } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { DeleteFlag, ProjectOpenState } from "~/constants";
import type { MappedListing } from "../listing";
import type { ExistingListing, ListingUpdate } from "./plan";

/** Rows per multi-row statement: well under SQLite's and PostgreSQL's parameter limits. */
export const CHUNK = 200;
/** On PostgreSQL a statement carries its rows as one JSON parameter, so it can carry more of them. */
export const POSTGRES_CHUNK = 1_000;

/** Imports that wait for another writer wait this long on SQLite before giving up. */
const SQLITE_IMPORT_BUSY_MS = 120_000;

/** On SQLite the write lock is taken at BEGIN: a deferred transaction that reads first fails, not waits, when another import writes. */
export async function writeTransaction(database: AppDatabase, fn: (trx: Kysely<Database>) => Promise<void>) {
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

export type NewListing = { id: number; listing: MappedListing; publishedAt: string };

export class ListingWriter {
  /** Rows a chunk: what one round of statements carries. */
  readonly chunkSize: number;

  constructor(
    private readonly trx: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly agentId: number,
    private readonly timestamp: string,
  ) {
    this.chunkSize = dialect === "postgres" ? POSTGRES_CHUNK : CHUNK;
  }

  async write(inserts: MappedListing[], updates: ListingUpdate[]): Promise<NewListing[]> {
    const { trx, dialect, timestamp } = this;
    const added: NewListing[] = [];
    if (inserts.length > 0) {
      const rows = inserts.map((l) => ({
        ...projectColumns(l, timestamp),
        agent_id: this.agentId,
        agent_ref: l.agentRef,
        published_at: l.publishedAt ?? timestamp,
        created_at: timestamp,
      }));
      const inserted =
        dialect === "postgres" ? await insertProjectsAsJson(trx, rows) : await trx.insertInto("projects").values(rows).returning(["id", "agent_ref"]).execute();
      const idOf = new Map(inserted.map((r) => [r.agent_ref, r.id]));
      for (const [n, listing] of inserts.entries()) added.push({ id: idOf.get(listing.agentRef)!, listing, publishedAt: rows[n].published_at });
      await insertLinks(
        trx,
        inserts.map((l) => ({ id: idOf.get(l.agentRef)!, listing: l })),
        dialect,
      );
    }
    if (updates.length > 0) {
      for (const { id, listing, reopened } of updates) {
        await trx
          .updateTable("projects")
          .set({
            ...projectColumns(listing, timestamp),
            ...(listing.publishedAt ? { published_at: listing.publishedAt } : {}),
            ...(reopened ? { reopened_at: timestamp } : {}),
          })
          .where("id", "=", id)
          .execute();
      }
      const ids = updates.map((u) => u.id);
      for (const table of ["project_details", "project_skills", "project_job_types", "project_industries", "project_characteristics"] as const) {
        await trx.deleteFrom(table).where("project_id", "in", ids).execute();
      }
      await insertLinks(trx, updates, dialect);
    }
    return added;
  }

  async close(closing: ExistingListing[]) {
    for (let i = 0; i < closing.length; i += CHUNK) {
      const chunk = closing.slice(i, i + CHUNK);
      await this.trx
        .updateTable("projects")
        .set({ open_state: ProjectOpenState.close, closed_at: this.timestamp, updated_at: this.timestamp, stale: 0 })
        .where(
          "id",
          "in",
          chunk.map((c) => c.id),
        )
        .execute();
    }
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
    mentions: l.mentions,
    open_state: ProjectOpenState.open,
    delete_flag: DeleteFlag.notDeleted,
    closed_at: null,
    // Written by a feed: confirmed now (models/listing/freshness.ts).
    stale: 0,
    content_hash: l.contentHash,
    updated_at: timestamp,
  };
}

async function insertLinks(trx: Kysely<Database>, rows: ListingUpdate[], dialect: DialectName) {
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

const PROJECT_RECORD = sql.raw(
  "title text, url text, price_min int, price_max int, price_unit int, workdays_min int, workdays_max int, remote_type int, work_style int, " +
    "start_timing int, start_date date, prefecture_id int, station_id int, location_text text, mentions text, open_state int, delete_flag int, closed_at timestamptz, stale int, " +
    "content_hash text, updated_at timestamptz, agent_id int, agent_ref text, published_at timestamptz, created_at timestamptz",
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

const RECORD_TYPES: Record<DetailTable, string> = {
  project_details:
    "project_id int, detail text, required_skill text, welcome_skill text, skill_original text, price_original text, working_hours text, comment text, characteristic text",
  project_skills: "project_id int, skill_id int, requirement int",
  project_job_types: "project_id int, value_id int",
  project_industries: "project_id int, value_id int",
  project_characteristics: "project_id int, value_id int",
};

/** On PostgreSQL the rows go as one JSON parameter instead of thousands of bound values (decision 004). */
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
