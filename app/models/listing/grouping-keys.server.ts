// The look-alike keys stored for each open listing (project_duplicate_keys): written, counted, and their holders found.
import { sql, type Kysely } from "kysely";
import { dialectOf } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { keyFacts, startsAround, type KeyFacts } from "./duplicate-facts";
import { duplicateKeys } from "./duplicate-keys";
import { chunks, columns, groupable, idChunks, isOneOf, LISTING_COLUMNS, numberTables, ROWS_A_STATEMENT, type ListingRow } from "./grouping-rows.server";
import { openListing } from "./queries.server";

/** A key held by more listings than this narrows nothing: the listing's other keys find its look-alikes. */
export const COMMON_KEY = 50;
/**
 * Rows a key keeps in one prefecture: one past COMMON_KEY, so that counting them still says the key
 * is common. More would never be read: every look-up that could reach them (in that prefecture, or
 * from a listing naming none) counts past COMMON_KEY first and skips the key.
 */
export const KEY_ROWS_KEPT = COMMON_KEY + 1;

/** Where a listing's look-alikes are looked for: its prefecture (and the listings naming none), or everywhere when it names none. */
export const NO_PREFECTURE = 0;
export const scopeOf = (row: ListingRow) => row.prefectureId ?? NO_PREFECTURE;

/** What a listing's stored keys carry about it. */
export const keyFactsOf = (row: ListingRow) =>
  keyFacts({
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    priceUnit: row.priceUnit,
    startsAround: startsAround(row.startTiming, row.startDate, new Date(row.publishedAt)),
  });

/**
 * Replaces the listings' stored keys: a groupable listing's keys from its title, none for the others
 * (the listings in `added`, just inserted, have none to delete: listings are never deleted, so an id
 * is never given twice). Answers each listing's keys, and how many rows each (key, prefecture)
 * written holds now, as far as counting them told (KEY_ROWS_KEPT or more: that many at least).
 */
export async function writeKeys(
  db: Kysely<Database>,
  rows: readonly ListingRow[],
  added: ReadonlyMap<number, unknown> = new Map(),
): Promise<{ keys: Map<number, number[]>; held: Map<number, number> }> {
  for (const chunk of idChunks(
    db,
    rows.flatMap((r) => (added.has(r.id) ? [] : [r.id])),
  ))
    await db
      .deleteFrom("project_duplicate_keys")
      .where(isOneOf(db, "project_id", chunk))
      .execute();
  const keys = new Map(rows.filter(groupable).map((r) => [r.id, duplicateKeys(r.title)]));
  const keyRows: KeyRow[] = [];
  for (const r of rows) {
    const { priceLow, priceHigh, startDay } = keyFactsOf(r);
    for (const key of keys.get(r.id) ?? []) keyRows.push([key, scopeOf(r), r.id, r.agentId, priceLow, priceHigh, startDay]);
  }
  const stored = await storedRows(db, keyRows);
  await insertKeys(
    db,
    keyRows.filter(([key, prefectureId]) => {
      const held = stored.get(keyInPrefecture(key, prefectureId)) ?? 0;
      stored.set(keyInPrefecture(key, prefectureId), held + 1);
      return held < KEY_ROWS_KEPT;
    }),
  );
  return { keys, held: stored };
}

/** A key in a prefecture as one number (prefectures are 0 to 47): an import asks very many, and strings cost their garbage. */
const keyInPrefecture = (key: number, prefectureId: number) => key * 64 + prefectureId;

/** How many rows each (key, prefecture) of the rows given holds already, counted up to KEY_ROWS_KEPT. */
async function storedRows(db: Kysely<Database>, rows: readonly KeyRow[]): Promise<Map<number, number>> {
  const stored = new Map<number, number>();
  const asked = [...new Map(rows.map(([key, prefectureId]) => [keyInPrefecture(key, prefectureId), [key, prefectureId] as const])).values()];
  for (const table of numberTables(db, ["key", "prefecture_id"], asked)) {
    const counted = await sql<{ key: number; prefecture_id: number; n: number }>`SELECT a.key AS key, a.prefecture_id AS prefecture_id,
      (SELECT count(*) FROM (SELECT 1 FROM project_duplicate_keys d WHERE d.key = a.key AND d.prefecture_id = a.prefecture_id LIMIT ${KEY_ROWS_KEPT}) c) AS n
      FROM (${table}) a`.execute(db);
    for (const { key, prefecture_id, n } of counted.rows) stored.set(keyInPrefecture(Number(key), Number(prefecture_id)), Number(n));
  }
  return stored;
}

export type KeyRow = [
  key: number,
  prefectureId: number,
  projectId: number,
  agentId: number,
  priceLow: number | null,
  priceHigh: number | null,
  startDay: number | null,
];

/** Key rows, ROWS_A_STATEMENT a statement (unnest on PostgreSQL, json_each on SQLite): thousands of rows without thousands of bound values. */
export async function insertKeys(db: Kysely<Database>, rows: readonly KeyRow[]) {
  for (const chunk of chunks(rows, ROWS_A_STATEMENT))
    await (
      dialectOf(db) === "postgres"
        ? sql`INSERT INTO project_duplicate_keys (key, prefecture_id, project_id, agent_id, price_low, price_high, start_day)
            SELECT * FROM unnest(${columns(chunk, 0)}::int[], ${columns(chunk, 1)}::int[], ${columns(chunk, 2)}::int[], ${columns(chunk, 3)}::int[],
              ${columns(chunk, 4)}::int[], ${columns(chunk, 5)}::int[], ${columns(chunk, 6)}::int[])`
        : sql`INSERT INTO project_duplicate_keys (key, prefecture_id, project_id, agent_id, price_low, price_high, start_day)
            SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6 FROM json_each(${JSON.stringify(chunk)})`
    ).execute(db);
}

/** The listings holding a scope's keys: each key's holders, and what the key rows say of each holder. */
export type KeyHolders = { byKey: Map<number, number[]>; holder: Map<number, KeyFacts & { agentId: number }> };

/**
 * The listings holding each key within a scope (a prefecture with the listings naming none, or, for
 * NO_PREFECTURE, everywhere), leaving out keys held there by more than COMMON_KEY listings: found by
 * counting at most COMMON_KEY + 1 index entries, so a common key costs the same at any size.
 * `common` remembers such keys (as "scope:key") from one call to the next; a key that writing the
 * keys found holding KEY_ROWS_KEPT rows in the scope's prefecture or among the listings naming none
 * (`held`) is common without asking. When every listing looking is one agent's (an import), that
 * agent's own listings are left out at once.
 */
export async function keyHolders(
  db: Kysely<Database>,
  scope: number,
  keys: readonly number[],
  common: Set<string>,
  held: ReadonlyMap<number, number>,
  exceptAgent?: number,
): Promise<KeyHolders> {
  const found: KeyHolders = { byKey: new Map(), holder: new Map() };
  const rare: number[] = [];
  const scoped = scope === NO_PREFECTURE ? sql`` : sql` AND d.prefecture_id IN (${scope}, ${NO_PREFECTURE})`;
  const heldMany = (key: number, prefectureId: number) => (held.get(keyInPrefecture(key, prefectureId)) ?? 0) >= KEY_ROWS_KEPT;
  for (const key of keys) if (heldMany(key, scope) || heldMany(key, NO_PREFECTURE)) common.add(`${scope}:${key}`);
  const asking = keys.filter((k) => !common.has(`${scope}:${k}`)).map((key) => [key]);
  for (const asked of numberTables(db, ["key"], asking)) {
    const counted = await sql<{
      key: number;
      n: number;
    }>`SELECT k.key AS key, (SELECT count(*) FROM (SELECT 1 FROM project_duplicate_keys d WHERE d.key = k.key${scoped} LIMIT ${KEY_ROWS_KEPT}) c) AS n FROM (${asked}) k`.execute(
      db,
    );
    for (const { key, n } of counted.rows) {
      if (Number(n) > COMMON_KEY) common.add(`${scope}:${key}`);
      else rare.push(Number(key));
    }
  }
  for (const chunk of idChunks(db, rare)) {
    let query = db
      .selectFrom("project_duplicate_keys")
      .select(["key", "project_id", "agent_id", "price_low", "price_high", "start_day"])
      .where(isOneOf(db, "key", chunk));
    if (scope !== NO_PREFECTURE) query = query.where("prefecture_id", "in", [scope, NO_PREFECTURE]);
    if (exceptAgent !== undefined) query = query.where("agent_id", "<>", exceptAgent);
    for (const row of await query.execute()) {
      const list = found.byKey.get(row.key) ?? [];
      list.push(row.project_id);
      found.byKey.set(row.key, list);
      found.holder.set(row.project_id, { agentId: row.agent_id, priceLow: row.price_low, priceHigh: row.price_high, startDay: row.start_day });
    }
  }
  return found;
}

/** Listings whose keys are written a statement by storeEveryListingsKeys. */
const KEYS_CHUNK = 2_000;

/** Every open listing's keys written anew (a migration's job: an import then finds them). */
export async function storeEveryListingsKeys(db: Kysely<Database>) {
  await db.deleteFrom("project_duplicate_keys").execute();
  for (let after = 0; ;) {
    const rows = await db.selectFrom("projects").select(LISTING_COLUMNS).where("id", ">", after).where(openListing).orderBy("id").limit(KEYS_CHUNK).execute();
    if (rows.length === 0) return;
    await writeKeys(db, rows);
    after = rows[rows.length - 1].id;
  }
}
