// Reads listings from the database for the index, a batch at a time, by id range or by ids.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { DeleteFlag } from "~/constants";
import { toSearchDocument, type ListingLinks, type ListingRow } from "./documents";
import type { SearchDocument } from "./index";

const LISTING_COLUMNS = [
  "id", "agent_id", "title", "price_min", "price_max", "price_unit", "workdays_min", "remote_type", "contract_status",
  "open_state", "prefecture_id", "station_id", "location_text", "published_at", "delete_flag",
] as const;

export type LoadedListing = { id: number; deleted: boolean; document: SearchDocument | null };

async function withLinks(db: Kysely<Database>, rows: Array<ListingRow & { delete_flag: number }>): Promise<LoadedListing[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [skills, jobs, industries, characteristics] = await Promise.all([
    db.selectFrom("project_skills").select(["project_id", "skill_id as value_id"]).where("project_id", "in", ids).execute(),
    db.selectFrom("project_job_types").select(["project_id", "value_id"]).where("project_id", "in", ids).execute(),
    db.selectFrom("project_industries").select(["project_id", "value_id"]).where("project_id", "in", ids).execute(),
    db.selectFrom("project_characteristics").select(["project_id", "value_id"]).where("project_id", "in", ids).execute(),
  ]);
  const links = new Map<number, ListingLinks>(ids.map((id) => [id, { skills: [], jobs: [], industries: [], characteristics: [] }]));
  for (const r of skills) links.get(r.project_id)!.skills.push(r.value_id);
  for (const r of jobs) links.get(r.project_id)!.jobs.push(r.value_id);
  for (const r of industries) links.get(r.project_id)!.industries.push(r.value_id);
  for (const r of characteristics) links.get(r.project_id)!.characteristics.push(r.value_id);
  return rows.map((row) => ({
    id: row.id,
    deleted: row.delete_flag === DeleteFlag.deleted,
    document: row.delete_flag === DeleteFlag.deleted ? null : toSearchDocument(row, links.get(row.id)!),
  }));
}

/** Every listing, in batches of ascending id. */
export async function* allListings(db: Kysely<Database>, batchSize = 2_000): AsyncGenerator<LoadedListing[]> {
  let after = 0;
  for (;;) {
    const rows = await db.selectFrom("projects").select(LISTING_COLUMNS).where("id", ">", after).orderBy("id").limit(batchSize).execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    yield await withLinks(db, rows);
  }
}

/** The listings with these ids; an id without a row comes back as deleted. */
export async function listingsByIds(db: Kysely<Database>, ids: number[]): Promise<LoadedListing[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("projects").select(LISTING_COLUMNS).where("id", "in", ids).execute();
  const loaded = await withLinks(db, rows);
  const found = new Set(rows.map((r) => r.id));
  return [...loaded, ...ids.filter((id) => !found.has(id)).map((id) => ({ id, deleted: true, document: null }))];
}
