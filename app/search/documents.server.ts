// Reads listings from the database for the index, a batch at a time, by id range or by ids.
import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { DeleteFlag } from "~/constants";
import { toSearchDocument, type ListingRow } from "./documents";
import type { SearchDocument } from "./index";

export type LoadedListing = { id: number; deleted: boolean; document: SearchDocument | null };

type LinkTable = "project_skills" | "project_job_types" | "project_industries" | "project_characteristics";

/** A listing's linked ids as one comma-separated string: one row a listing instead of one a link. */
function linkedIds(db: Kysely<Database>, table: LinkTable, column: "skill_id" | "value_id") {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const aggregate = postgres ? sql`string_agg(${sql.ref(column)}::text, ',')` : sql`group_concat(${sql.ref(column)})`;
  return sql<string | null>`(select ${aggregate} from ${sql.table(table)} where ${sql.ref(`${table}.project_id`)} = ${sql.ref("projects.id")})`;
}

function listingQuery(db: Kysely<Database>) {
  return db
    .selectFrom("projects")
    .select([
      "id", "agent_id", "title", "price_min", "price_max", "price_unit", "workdays_min", "remote_type", "contract_status",
      "open_state", "prefecture_id", "station_id", "location_text", "published_at", "delete_flag",
      linkedIds(db, "project_skills", "skill_id").as("skills"),
      linkedIds(db, "project_job_types", "value_id").as("jobs"),
      linkedIds(db, "project_industries", "value_id").as("industries"),
      linkedIds(db, "project_characteristics", "value_id").as("characteristics"),
    ]);
}

const ids = (list: string | null) => (list ? list.split(",").map(Number) : []);

function toLoaded(rows: Array<ListingRow & { delete_flag: number; skills: string | null; jobs: string | null; industries: string | null; characteristics: string | null }>): LoadedListing[] {
  return rows.map((row) => ({
    id: row.id,
    deleted: row.delete_flag === DeleteFlag.deleted,
    document:
      row.delete_flag === DeleteFlag.deleted
        ? null
        : toSearchDocument(row, { skills: ids(row.skills), jobs: ids(row.jobs), industries: ids(row.industries), characteristics: ids(row.characteristics) }),
  }));
}

/** Every listing, in batches of ascending id. */
export async function* allListings(db: Kysely<Database>, batchSize = 5_000): AsyncGenerator<LoadedListing[]> {
  let after = 0;
  for (;;) {
    const rows = await listingQuery(db).where("id", ">", after).orderBy("id").limit(batchSize).execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    yield toLoaded(rows);
  }
}

/** The listings with these ids; an id without a row comes back as deleted. */
export async function listingsByIds(db: Kysely<Database>, wanted: number[]): Promise<LoadedListing[]> {
  if (wanted.length === 0) return [];
  const rows = await listingQuery(db).where("id", "in", wanted).execute();
  const found = new Set(rows.map((r) => r.id));
  return [...toLoaded(rows), ...wanted.filter((id) => !found.has(id)).map((id) => ({ id, deleted: true, document: null }))];
}
