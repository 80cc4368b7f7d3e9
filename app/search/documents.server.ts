// Reads listings from the database for the index, a batch at a time, by id range or by ids.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { AppDatabase } from "~/db/client.server";
import type { Database, Project } from "~/db/schema";
import { DeleteFlag } from "~/constants";
import { toSearchDocument, type ListingRow } from "./documents";
import type { SearchDocument } from "./slots";

export type LoadedListing = { id: number; deleted: boolean; document: SearchDocument | null };

type LinkTable = "project_skills" | "project_job_types" | "project_industries" | "project_characteristics";

function linkedIds(db: Kysely<Database>, table: LinkTable, column: "skill_id" | "value_id") {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const aggregate = postgres ? sql`string_agg(${sql.ref(column)}::text, ',')` : sql`group_concat(${sql.ref(column)})`;
  return sql<string | null>`(select ${aggregate} from ${sql.table(table)} where ${sql.ref(`${table}.project_id`)} = ${sql.ref("projects.id")})`;
}

function listingQuery(db: Kysely<Database>) {
  return db
    .selectFrom("projects")
    .select([
      "id",
      "agent_id",
      "title",
      "price_min",
      "price_max",
      "price_unit",
      "workdays_min",
      "remote_type",
      "contract_status",
      "open_state",
      "prefecture_id",
      "station_id",
      "location_text",
      "mentions",
      "published_at",
      "delete_flag",
      "group_id",
      "stale",
      linkedIds(db, "project_skills", "skill_id").as("skills"),
      linkedIds(db, "project_job_types", "value_id").as("jobs"),
      linkedIds(db, "project_industries", "value_id").as("industries"),
      linkedIds(db, "project_characteristics", "value_id").as("characteristics"),
    ]);
}

const ids = (list: string | null) => (list ? list.split(",").map(Number) : []);

function toLoaded(
  rows: Array<
    ListingRow & Pick<Project, "delete_flag"> & { skills: string | null; jobs: string | null; industries: string | null; characteristics: string | null }
  >,
): LoadedListing[] {
  return rows.map((row) => ({
    id: row.id,
    deleted: row.delete_flag === DeleteFlag.deleted,
    document:
      row.delete_flag === DeleteFlag.deleted
        ? null
        : toSearchDocument(row, { skills: ids(row.skills), jobs: ids(row.jobs), industries: ids(row.industries), characteristics: ids(row.characteristics) }),
  }));
}

type WorkerRow = Parameters<typeof toLoaded>[0][number];

type WorkerValues = [
  id: number,
  agent_id: number,
  title: string,
  price_min: number | null,
  price_max: number | null,
  price_unit: number,
  workdays_min: number | null,
  remote_type: number,
  contract_status: number,
  open_state: number,
  prefecture_id: number | null,
  station_id: number | null,
  location_text: string,
  mentions: string,
  published_at: string,
  delete_flag: number,
  group_id: number | null,
  stale: number,
  skills: string | null,
  jobs: string | null,
  industries: string | null,
  characteristics: string | null,
];

/** An object literal, since this runs once per listing. */
function rowFromValues(values: unknown[]): WorkerRow {
  const [
    id,
    agent_id,
    title,
    price_min,
    price_max,
    price_unit,
    workdays_min,
    remote_type,
    contract_status,
    open_state,
    prefecture_id,
    station_id,
    location_text,
    mentions,
    published_at,
    delete_flag,
    group_id,
    stale,
    skills,
    jobs,
    industries,
    characteristics,
  ] = values as WorkerValues;
  return {
    id,
    agent_id,
    title,
    price_min,
    price_max,
    price_unit,
    workdays_min,
    remote_type,
    contract_status,
    open_state,
    prefecture_id,
    station_id,
    location_text,
    mentions,
    published_at,
    delete_flag,
    group_id,
    stale,
    skills,
    jobs,
    industries,
    characteristics,
  };
}
const WORKER = new URL("./listing-reader.worker.mjs", import.meta.url);

/** Every listing, in batches of ascending id; on SQLite read a batch ahead on a worker thread so reading and indexing overlap. */
export function allListingsFrom(database: AppDatabase, batchSize = 5_000): AsyncGenerator<LoadedListing[]> {
  if (database.dialect === "sqlite" && database.file && database.file !== ":memory:" && fs.existsSync(fileURLToPath(WORKER))) {
    return listingsFromWorker(database, batchSize);
  }
  return allListings(database.db, batchSize);
}

async function* listingsFromWorker(database: AppDatabase, batchSize: number): AsyncGenerator<LoadedListing[]> {
  const { sql: text } = listingQuery(database.db).where("id", ">", 0).orderBy("id").limit(batchSize).compile();
  const worker = new Worker(WORKER, { workerData: { file: database.file, sql: text, batchSize } });
  const queue: Array<{ rows?: unknown[][]; done?: boolean; error?: Error }> = [];
  let wake: (() => void) | undefined;
  const push = (item: (typeof queue)[number]) => {
    queue.push(item);
    wake?.();
  };
  worker.on("message", (message: { rows?: unknown[][]; done?: boolean }) => push(message));
  worker.on("error", (error) => push({ error }));
  try {
    for (;;) {
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      const item = queue.shift()!;
      if (item.error) throw item.error;
      if (item.done) return;
      yield toLoaded(item.rows!.map(rowFromValues));
      worker.postMessage("next");
    }
  } finally {
    await worker.terminate();
  }
}

export async function* allListings(db: Kysely<Database>, batchSize = 5_000): AsyncGenerator<LoadedListing[]> {
  let after = 0;
  for (;;) {
    const rows = await listingQuery(db).where("id", ">", after).orderBy("id").limit(batchSize).execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    yield toLoaded(rows);
  }
}

export async function listingsByIds(db: Kysely<Database>, wanted: number[]): Promise<LoadedListing[]> {
  if (wanted.length === 0) return [];
  const rows = await listingQuery(db).where("id", "in", wanted).execute();
  const found = new Set(rows.map((r) => r.id));
  return [...toLoaded(rows), ...wanted.filter((id) => !found.has(id)).map((id) => ({ id, deleted: true, document: null }))];
}
