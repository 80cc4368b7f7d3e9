// Listings as grouping reads them and their groups as it writes them, many ids a statement on PostgreSQL and SQLite alike.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { isOpenListing, SkillRequirement } from "./rules";

/** Rows written a statement: one array parameter a column on PostgreSQL, one JSON parameter on SQLite. */
export const ROWS_A_STATEMENT = 10_000;

export type ListingRow = {
  id: number;
  agentId: number;
  title: string;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: number;
  prefectureId: number | null;
  startTiming: number;
  startDate: string | null;
  publishedAt: string;
  workdaysMin: number | null;
  workdaysMax: number | null;
  open_state: number;
  delete_flag: number;
  stale: number;
  group_id: number | null;
};

/** In a group only while search shows it: open, not deleted, and not stale (a stale leader would hide its group). */
export const groupable = (row: ListingRow) => isOpenListing(row) && row.stale === 0;

/**
 * Ids (or keys) a statement, and the condition that a column is one of them: PostgreSQL takes them
 * as one array parameter, SQLite as one JSON array (json_each); either way many at once.
 */
export const idChunks = <T>(db: Kysely<Database>, ids: readonly T[]) => chunks(ids, dialectOf(db) === "postgres" ? 5_000 : ROWS_A_STATEMENT);
export const isOneOf = (db: Kysely<Database>, column: string, ids: readonly number[]) =>
  dialectOf(db) === "postgres"
    ? sql<boolean>`${sql.ref(column)} = any(${ids}::int[])`
    : sql<boolean>`${sql.ref(column)} in (SELECT value FROM json_each(${JSON.stringify(ids)}))`;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export const LISTING_COLUMNS = [
  "id",
  "agent_id as agentId",
  "title",
  "price_min as priceMin",
  "price_max as priceMax",
  "price_unit as priceUnit",
  "prefecture_id as prefectureId",
  "start_timing as startTiming",
  "start_date as startDate",
  "published_at as publishedAt",
  "workdays_min as workdaysMin",
  "workdays_max as workdaysMax",
  "open_state",
  "delete_flag",
  "stale",
  "group_id",
] as const;

/** The listings whose id (or group) is one of those given. */
export async function listingsWhere(db: Kysely<Database>, column: "id" | "group_id", values: readonly number[]): Promise<ListingRow[]> {
  const rows: ListingRow[] = [];
  for (const chunk of idChunks(db, values))
    rows.push(
      ...(await db
        .selectFrom("projects")
        .select(LISTING_COLUMNS)
        .where(isOneOf(db, column, chunk))
        .execute()),
    );
  return rows;
}

/** The required skills of the listings given (those naming none are left out). */
export async function requiredSkillsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, number[]>> {
  const skills = new Map<number, number[]>();
  for (const chunk of idChunks(db, ids))
    for (const s of await db
      .selectFrom("project_skills")
      .select(["project_id", "skill_id"])
      .where("requirement", "=", SkillRequirement.required)
      .where(isOneOf(db, "project_id", chunk))
      .execute()) {
      const list = skills.get(s.project_id) ?? [];
      list.push(s.skill_id);
      skills.set(s.project_id, list);
    }
  return skills;
}

/**
 * Rows of whole numbers as tables to select from, with the columns named, many rows a statement:
 * one array parameter a column on PostgreSQL (unnest), one JSON parameter on SQLite (json_each).
 */
export function numberTables(db: Kysely<Database>, names: readonly string[], rows: ReadonlyArray<readonly number[]>) {
  if (dialectOf(db) === "postgres")
    return idChunks(db, rows).map(
      (chunk) =>
        sql`SELECT * FROM unnest(${sql.join(names.map((_, n) => sql`${columns(chunk, n)}::int[]`))}) AS t(${sql.join(names.map((name) => sql.id(name)))})`,
    );
  return idChunks(db, rows).map(
    (chunk) =>
      sql`SELECT ${sql.join(names.map((name, n) => sql`CAST(value->>${sql.raw(String(n))} AS integer) AS ${sql.id(name)}`))} FROM json_each(${JSON.stringify(chunk)})`,
  );
}

/** The n-th column of the rows given, as an array. */
export const columns = <T extends ReadonlyArray<number | null>>(rows: readonly T[], n: number) => rows.map((row) => row[n]);

/** A listing's new group: its id, and its group's leader's id or null for none. */
export type GroupChange = [id: number, groupId: number | null];

/** Writes the listings' new groups, many a statement (as for insertKeys): a group each statement would mean thousands of statements. */
export async function writeGroupIds(db: Kysely<Database>, changes: readonly GroupChange[]) {
  for (const chunk of chunks(changes, ROWS_A_STATEMENT))
    await (
      dialectOf(db) === "postgres"
        ? sql`UPDATE projects SET group_id = c.group_id FROM unnest(${columns(chunk, 0)}::int[], ${columns(chunk, 1)}::int[]) AS c(id, group_id) WHERE projects.id = c.id`
        : sql`UPDATE projects SET group_id = value->>1 FROM json_each(${JSON.stringify(chunk)}) WHERE projects.id = value->>0`
    ).execute(db);
}
