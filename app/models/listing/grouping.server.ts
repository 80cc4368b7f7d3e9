// One project, one card (issue 21): the listings that models/listing/duplicates.ts takes for one
// project form a group, named by its best offer's id (rules.ts), and search shows the group once.
// Each open listing's look-alike keys (duplicateKeys) are stored in project_duplicate_keys, so a
// listing that changes finds its candidates through a few index lookups, at any size; the rules then
// judge the candidates, and only rows whose group changes are written. Imports regroup the listings
// they touch, the freshness job the ones it marks; `npm run regroup` regroups every listing in one
// pass held in memory (regroup-every-listing.server.ts).
import { sql, type Kysely } from "kysely";
import { DeleteFlag, ProjectOpenState } from "~/constants";
import { dialectOf } from "~/db/dialect";
import type { Database } from "~/db/schema";
import type { MappedListing } from "~/ingest/listing";
import { compatible, duplicateFacts, duplicateKeys, joinDuplicates, keyFacts, mayBeSame, startsAround, type DuplicateFacts, type KeyFacts } from "./duplicates";
import { openListing } from "./queries.server";
import { bestOffer, isOpenListing, SkillRequirement } from "./rules";

/** A key held by more listings than this narrows nothing: the listing's other keys find its look-alikes. */
export const COMMON_KEY = 50;
/**
 * Rows a key keeps in one prefecture: one past COMMON_KEY, so that counting them still says the key
 * is common. More would never be read: every look-up that could reach them (in that prefecture, or
 * from a listing naming none) counts past COMMON_KEY first and skips the key. On the 1,000,000-listing
 * bench database, 99 % of the key rows were such rows.
 */
export const KEY_ROWS_KEPT = COMMON_KEY + 1;
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
const idChunks = <T>(db: Kysely<Database>, ids: readonly T[]) => chunks(ids, dialectOf(db) === "postgres" ? 5_000 : ROWS_A_STATEMENT);
const isOneOf = (db: Kysely<Database>, column: string, ids: readonly number[]) =>
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
 * A listing an import has just written, as grouping reads it (its row, and its facts with the
 * description): the import holds all of it, and reading 50,000 rows, skills and descriptions back
 * was a third of the regrouping of a second agent's feed (issue 21).
 */
export type WrittenListing = { row: ListingRow; facts: DuplicateFacts };

/** What the import wrote for a new listing, as grouping would read it back: open, confirmed, in no group yet. */
export function writtenListing(id: number, agentId: number, listing: MappedListing, publishedAt: string): WrittenListing {
  const row: ListingRow = {
    id,
    agentId,
    title: listing.title,
    priceMin: listing.priceMin,
    priceMax: listing.priceMax,
    priceUnit: listing.priceUnit,
    prefectureId: listing.prefectureId,
    startTiming: listing.startTiming,
    startDate: listing.startDate,
    publishedAt,
    workdaysMin: listing.workdaysMin,
    workdaysMax: listing.workdaysMax,
    open_state: ProjectOpenState.open,
    delete_flag: DeleteFlag.notDeleted,
    stale: 0,
    group_id: null,
  };
  return { row, facts: duplicateFacts(listing, id, agentId, new Date(publishedAt)) };
}

/**
 * The facts the rules compare, for one regrouping: the listings just written as the import holds
 * them, the others read, each listing's skills and description at most once however often asked.
 */
export class FactsReader {
  private readonly skills = new Map<number, readonly number[]>();
  private readonly texts = new Map<number, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly written: ReadonlyMap<number, WrittenListing> = new Map(),
  ) {}

  /** The listings' facts; descriptions are read only when `withText` (otherwise "" for those not written). */
  async of(rows: readonly ListingRow[], withText: boolean): Promise<Map<number, DuplicateFacts>> {
    const { db, skills, texts } = this;
    const facts = new Map<number, DuplicateFacts>();
    const read = rows.filter((r) => {
      const known = this.written.get(r.id);
      if (known) facts.set(r.id, known.facts);
      return !known;
    });
    const skillsWanted = read.filter((r) => !skills.has(r.id)).map((r) => r.id);
    const found = await requiredSkillsOf(db, skillsWanted);
    for (const id of skillsWanted) skills.set(id, found.get(id) ?? []);
    const textsWanted = withText ? read.filter((r) => !texts.has(r.id)).map((r) => r.id) : [];
    for (const chunk of idChunks(db, textsWanted))
      for (const d of await db
        .selectFrom("project_details")
        .select(["project_id", "detail"])
        .where(isOneOf(db, "project_id", chunk))
        .execute())
        texts.set(d.project_id, d.detail ?? "");
    for (const r of read) facts.set(r.id, listingFacts(r, skills.get(r.id)!, withText ? (texts.get(r.id) ?? "") : ""));
    return facts;
  }
}

/** The facts the rules compare, for the listings given; descriptions are read only when `withText`. */
export const factsOf = (db: Kysely<Database>, rows: readonly ListingRow[], withText: boolean) => new FactsReader(db).of(rows, withText);

/** A listing's facts as the rules compare them, from its row, required skills and description. */
export function listingFacts(r: ListingRow, requiredSkills: readonly number[], description: string): DuplicateFacts {
  return {
    id: r.id,
    agentId: r.agentId,
    title: r.title,
    description,
    priceMin: r.priceMin,
    priceMax: r.priceMax,
    priceUnit: r.priceUnit,
    prefectureId: r.prefectureId,
    requiredSkills,
    startsAround: startsAround(r.startTiming, r.startDate, new Date(r.publishedAt)),
    workdaysMin: r.workdaysMin,
    workdaysMax: r.workdaysMax,
  };
}

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
async function writeKeys(
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

/** A key in a prefecture as one number (prefectures are 0 to 47): an import asks hundreds of thousands, and strings cost their garbage. */
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

/**
 * Rows of whole numbers as tables to select from, with the columns named, many rows a statement:
 * one array parameter a column on PostgreSQL (unnest), one JSON parameter on SQLite (json_each).
 */
function numberTables(db: Kysely<Database>, names: readonly string[], rows: ReadonlyArray<readonly number[]>) {
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

/** The n-th column of the rows given, as an array. */
const columns = <T extends ReadonlyArray<number | null>>(rows: readonly T[], n: number) => rows.map((row) => row[n]);

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

/** The listings holding a scope's keys: each key's holders, and what the key rows say of each holder. */
type KeyHolders = { byKey: Map<number, number[]>; holder: Map<number, KeyFacts & { agentId: number }> };

/**
 * The listings holding each key within a scope (a prefecture with the listings naming none, or, for
 * NO_PREFECTURE, everywhere), leaving out keys held there by more than COMMON_KEY listings: found by
 * counting at most COMMON_KEY + 1 index entries, so a common key costs the same at any size.
 * `common` remembers such keys (as "scope:key") from one call to the next; a key that writing the
 * keys found holding KEY_ROWS_KEPT rows in the scope's prefecture or among the listings naming none
 * (`held`) is common without asking. When every listing looking is one agent's (an import), that
 * agent's own listings are left out at once.
 */
async function keyHolders(
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

/** What one regrouping changed. */
export type RegroupResult = { changed: number };

/**
 * Regroups the listings given (new, changed, closed or marked stale) with their look-alikes. Their
 * keys are stored anew; each finds as candidates the MAX_CANDIDATES listings sharing most keys with
 * it, kept when the facts agree; the rules judge those pairs and every pair within the groups any of
 * them is in (so a group a listing leaves splits when nothing else holds it together); each group is
 * named by its best offer. The work is bounded per listing, whatever the size of the site. Runs in
 * the caller's transaction. `common` carries the keys found common from one call to the next;
 * `written` holds the listings the caller has just written, which are then not read back.
 */
export async function regroupListings(
  db: Kysely<Database>,
  ids: readonly number[],
  common = new Set<string>(),
  written: ReadonlyMap<number, WrittenListing> = new Map(),
): Promise<RegroupResult> {
  if (ids.length === 0) return { changed: 0 };
  const unique = [...new Set(ids)];
  const touched = [
    ...unique.flatMap((id) => (written.has(id) ? [written.get(id)!.row] : [])),
    ...(await listingsWhere(
      db,
      "id",
      unique.filter((id) => !written.has(id)),
    )),
  ];
  const { keys, held } = await writeKeys(db, touched, written);

  const known = new Map(touched.map((r) => [r.id, r]));
  const byScope = new Map<number, number[]>();
  for (const id of keys.keys()) {
    const scope = scopeOf(known.get(id)!);
    if (!byScope.has(scope)) byScope.set(scope, []);
    byScope.get(scope)!.push(id);
  }
  const candidatesOf = new Map<number, number[]>();
  for (const [scope, listings] of byScope) {
    const agents = new Set(listings.map((id) => known.get(id)!.agentId));
    const holders = await keyHolders(
      db,
      scope,
      [...new Set(listings.flatMap((id) => keys.get(id)!))],
      common,
      held,
      agents.size === 1 ? [...agents][0] : undefined,
    );
    for (const id of listings) candidatesOf.set(id, candidates(known.get(id)!, keys.get(id)!, holders));
  }
  const unknown = [...new Set([...candidatesOf.values()].flat())].filter((id) => !known.has(id));
  for (const row of await listingsWhere(db, "id", unknown)) known.set(row.id, row);
  // Facts only for the listings that have candidates, and the candidates: most of an import has none.
  const compared = new Set([...candidatesOf].flatMap(([id, found]) => (found.length > 0 ? [id, ...found] : [])));
  const reader = new FactsReader(db, written);
  const facts = await reader.of(
    [...compared].flatMap((id) => (known.has(id) && groupable(known.get(id)!) ? [known.get(id)!] : [])),
    false,
  );

  // The pairs to judge: each listing with its candidates whose facts agree, and every pair within the groups involved.
  const pairs: Array<[number, number]> = [];
  for (const [id, found] of candidatesOf)
    for (const other of found) if (facts.has(other) && compatible(facts.get(id)!, facts.get(other)!)) pairs.push([id, other]);
  const involved = new Set([...touched.map((r) => r.id), ...pairs.flat()]);
  const groupIds = new Set([...involved].map((id) => known.get(id)!.group_id).filter((g): g is number => g !== null));
  const members = new Map<number, number[]>();
  for (const row of await listingsWhere(db, "group_id", [...groupIds])) {
    known.set(row.id, row);
    involved.add(row.id);
    if (!groupable(row)) continue;
    const list = members.get(row.group_id!) ?? [];
    for (const other of list) pairs.push([other, row.id]);
    list.push(row.id);
    members.set(row.group_id!, list);
  }

  const rows = [...involved].sort((a, b) => a - b).map((id) => known.get(id)!);
  // Only listings in a pair can be in a group: the others are read no further.
  const paired = new Set(pairs.flat());
  const judged = await reader.of(
    rows.filter((r) => paired.has(r.id) && groupable(r)),
    true,
  );
  const wanted = new Map<number, number>();
  for (const group of joinDuplicates([...judged.values()], pairs)) {
    const leader = bestOffer(group.map((id) => known.get(id)!)).id;
    for (const id of group) wanted.set(id, leader);
  }

  const changes: GroupChange[] = [];
  for (const row of rows) {
    const groupId = wanted.get(row.id) ?? null;
    if (row.group_id !== groupId) changes.push([row.id, groupId]);
  }
  await writeGroupIds(db, changes);
  return { changed: changes.length };
}

/** A listing's candidates: at most this many, the ones sharing most keys with it. */
export const MAX_CANDIDATES = 6;

/**
 * A listing's candidates: other agents' listings sharing its keys whose price and start leave them
 * possibly one project, the ones sharing most keys first (ties to the older), at most MAX_CANDIDATES.
 */
function candidates(listing: ListingRow, keys: readonly number[], holders: KeyHolders): number[] {
  const facts = keyFactsOf(listing);
  const shared = new Map<number, number>();
  for (const key of keys) {
    for (const other of holders.byKey.get(key) ?? []) {
      const count = shared.get(other);
      if (count !== undefined) shared.set(other, count + 1);
      else {
        const holder = holders.holder.get(other)!;
        shared.set(other, holder.agentId !== listing.agentId && mayBeSame(facts, holder) ? 1 : -Infinity);
      }
    }
  }
  return mostShared(shared);
}

/**
 * The candidates kept of the listings counted (keys shared with the one looking, or -Infinity when
 * ruled out): the ones sharing most first, ties to the older (smaller number), at most MAX_CANDIDATES.
 */
export function mostShared(shared: ReadonlyMap<number, number>): number[] {
  const ranked = [...shared.keys()].filter((other) => shared.get(other)! > 0);
  if (ranked.length <= MAX_CANDIDATES) return ranked;
  return ranked.sort((a, b) => shared.get(b)! - shared.get(a)! || a - b).slice(0, MAX_CANDIDATES);
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
