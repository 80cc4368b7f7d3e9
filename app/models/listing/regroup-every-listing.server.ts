// `npm run regroup`: every listing regrouped in one pass held in memory, written in bulk (docs/decisions/024-regroup-in-memory.md).
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { compatible } from "./duplicate-facts";
import { duplicateKeys, KEYS_A_LISTING } from "./duplicate-keys";
import { joinDuplicates } from "./duplicates";
import { factsOf, listingFacts } from "./grouping-facts.server";
import { insertKeys, KEY_ROWS_KEPT, keyFactsOf, scopeOf, type KeyRow } from "./grouping-keys.server";
import {
  chunks,
  groupable,
  LISTING_COLUMNS,
  listingsWhere,
  requiredSkillsOf,
  ROWS_A_STATEMENT,
  writeGroupIds,
  type GroupChange,
  type ListingRow,
} from "./grouping-rows.server";
import { openListing } from "./queries.server";
import { candidatePairs, keyIndex, type KeyIndex, type Listings } from "./regroup-candidates.server";
import { bestOffer } from "./rules";

/** Listings read a statement. */
const READ_PAGE = 20_000;
/** Listings judged together (their titles and descriptions read at once): whole look-alike clusters, about this many. */
const JUDGED_A_BATCH = 5_000;
/** Statements a transaction when writing: short enough for an import waiting to write, and fewer, larger transactions write fewer pages twice. */
const STATEMENTS_A_TRANSACTION = 50;

/** How far a full regrouping is: listings read, listings matched, keys written. */
export type RegroupProgress = (phase: "read" | "match" | "write keys", done: number, total: number) => void;

/** What a full regrouping did, for `npm run regroup` and its bench. */
export type EveryListingRegrouped = { listings: number; changed: number; grouped: number; groups: number; commonKeys: number };

/**
 * Every listing's keys stored anew and every open listing regrouped: each finds its candidates among
 * the older ones, as an import found them when it arrived (the MAX_CANDIDATES sharing most keys), and
 * the groups as they stand are judged again; the pairs whose facts agree are judged cluster by
 * cluster, and each group is named by its best offer. Listings left in a group they no longer belong
 * in (closed, stale) are taken out. Listings an import changes meanwhile are regrouped by that import.
 */
export async function regroupEveryListing(db: Kysely<Database>, onProgress?: RegroupProgress): Promise<EveryListingRegrouped> {
  const total = await countListings(db);
  const listings = await readListings(db, total, (done) => onProgress?.("read", done, total));
  const index = keyIndex(listings);
  const { pairs, commonKeys } = candidatePairs(listings, index, (done) => onProgress?.("match", done, listings.count));
  const wanted = await judgeClusters(db, listings, await keepCompatible(db, listings, pairs));
  const changed = await writeGroups(db, listings, wanted);
  await writeKeys(db, listings, index, (done) => onProgress?.("write keys", done, index.holder.length));

  const leaders = new Set<number>();
  let grouped = 0;
  for (const leader of wanted)
    if (leader !== 0) {
      grouped++;
      leaders.add(leader);
    }
  return { listings: listings.count, changed, grouped, groups: leaders.size, commonKeys };
}

const regrouped = (db: Kysely<Database>) =>
  db.selectFrom("projects").where((eb) => eb.or([eb.and([openListing, eb("stale", "=", 0)]), eb("group_id", "is not", null)]));

async function countListings(db: Kysely<Database>) {
  const { n } = await regrouped(db)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Every listing regrouped, a page at a time in id order, with its keys (none when it cannot be grouped). */
async function readListings(db: Kysely<Database>, expected: number, onRead: (done: number) => void): Promise<Listings> {
  // Sized for the count just taken; an import adding listings meanwhile only makes the arrays grow.
  let capacity = Math.max(expected, 1);
  const l: Listings = {
    count: 0,
    id: new Int32Array(capacity),
    agent: new Int32Array(capacity),
    scope: new Uint8Array(capacity),
    groupId: new Int32Array(capacity),
    facts: [],
    keyFacts: [],
    keyStart: new Int32Array(capacity + 1),
    keys: new Int32Array(capacity * KEYS_A_LISTING),
  };
  onRead(0);
  for (let after = 0; ;) {
    const rows: ListingRow[] = await regrouped(db).select(LISTING_COLUMNS).where("id", ">", after).orderBy("id").limit(READ_PAGE).execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      if (l.count === capacity) {
        capacity *= 2;
        for (const column of ["id", "agent", "groupId"] as const) l[column] = grown(l[column], capacity);
        l.scope = grown(l.scope, capacity);
        l.keyStart = grown(l.keyStart, capacity + 1);
        l.keys = grown(l.keys, capacity * KEYS_A_LISTING);
      }
      const i = l.count++;
      l.id[i] = row.id;
      l.agent[i] = row.agentId;
      l.scope[i] = scopeOf(row);
      l.groupId[i] = row.group_id ?? 0;
      l.facts.push(listingFacts({ ...row, title: "" }, [], ""));
      l.keyFacts.push(keyFactsOf(row));
      let end = l.keyStart[i];
      if (groupable(row)) for (const key of duplicateKeys(row.title)) l.keys[end++] = key;
      l.keyStart[i + 1] = end;
    }
    after = rows[rows.length - 1].id;
    onRead(l.count);
  }
  return l;
}

function grown<T extends Int32Array | Uint8Array>(array: T, size: number): T {
  const bigger = new (array.constructor as new (size: number) => T)(size);
  bigger.set(array);
  return bigger;
}

/** The candidate pairs whose facts agree (compatible), each once; required skills are read for the listings in a pair. */
async function keepCompatible(db: Kysely<Database>, l: Listings, pairs: readonly number[]): Promise<number[]> {
  const paired = [...new Set(pairs)].sort((a, b) => a - b);
  const skills = await requiredSkillsOf(
    db,
    paired.map((i) => l.id[i]),
  );
  for (const i of paired) l.facts[i].requiredSkills = skills.get(l.id[i]) ?? [];
  const seen = new Set<number>();
  const kept: number[] = [];
  for (let p = 0; p < pairs.length; p += 2) {
    const [a, b] = [pairs[p], pairs[p + 1]];
    const pair = a * l.count + b;
    if (seen.has(pair)) continue;
    seen.add(pair);
    if (compatible(l.facts[a], l.facts[b])) kept.push(a, b);
  }
  return kept;
}

/**
 * The group each listing should be in (its leader's id, 0 for none): the agreeing pairs make
 * clusters (connected listings); a batch of whole clusters at a time, their titles and descriptions
 * are read and joinDuplicates judges their pairs, as an import's regrouping does.
 */
async function judgeClusters(db: Kysely<Database>, l: Listings, pairs: readonly number[]): Promise<Int32Array> {
  const root = Int32Array.from({ length: l.count }, (_, i) => i);
  const find = (i: number): number => {
    while (root[i] !== i) i = root[i] = root[root[i]];
    return i;
  };
  for (let p = 0; p < pairs.length; p += 2) root[find(pairs[p])] = find(pairs[p + 1]);
  const clusters = new Map<number, { listings: number[]; pairs: Array<[number, number]> }>();
  for (let p = 0; p < pairs.length; p += 2) {
    const r = find(pairs[p]);
    if (!clusters.has(r)) clusters.set(r, { listings: [], pairs: [] });
    clusters.get(r)!.pairs.push([l.id[pairs[p]], l.id[pairs[p + 1]]]);
  }
  for (const i of new Set(pairs)) clusters.get(find(i))!.listings.push(i);

  const wanted = new Int32Array(l.count);
  let batch: Array<{ listings: number[]; pairs: Array<[number, number]> }> = [];
  let size = 0;
  const judge = async () => {
    const rows = await listingsWhere(
      db,
      "id",
      batch.flatMap((c) => c.listings.map((i) => l.id[i])),
    );
    const known = new Map(rows.map((r) => [r.id, r]));
    // A listing an import closed since it was read is left out: that import regroups it. In id order,
    // as an import's regrouping judges them: the rules break ties by position, and PostgreSQL returns
    // rows in no particular order.
    const facts = await factsOf(
      db,
      rows.filter(groupable).sort((a, b) => a.id - b.id),
      true,
    );
    const position = new Map(batch.flatMap((c) => c.listings.map((i) => [l.id[i], i] as const)));
    for (const group of joinDuplicates(
      [...facts.values()],
      batch.flatMap((c) => c.pairs),
    )) {
      const leader = bestOffer(group.map((id) => known.get(id)!)).id;
      for (const id of group) wanted[position.get(id)!] = leader;
    }
    batch = [];
    size = 0;
  };
  for (const cluster of clusters.values()) {
    batch.push(cluster);
    size += cluster.listings.length;
    if (size >= JUDGED_A_BATCH) await judge();
  }
  if (size > 0) await judge();
  return wanted;
}

/** Writes the groups that changed, a transaction of many statements at a time; returns how many. */
async function writeGroups(db: Kysely<Database>, l: Listings, wanted: Int32Array): Promise<number> {
  const changes: GroupChange[] = [];
  for (let i = 0; i < l.count; i++) if (wanted[i] !== l.groupId[i]) changes.push([l.id[i], wanted[i] || null]);
  for (const part of chunks(changes, ROWS_A_STATEMENT * STATEMENTS_A_TRANSACTION)) await db.transaction().execute((trx) => writeGroupIds(trx, part));
  return changes.length;
}

/**
 * The keys table written anew as the imports would have left it, in its primary key's order (key,
 * prefecture, listing) so each insert lands at the end: a key's KEY_ROWS_KEPT oldest holders in each
 * prefecture.
 */
async function writeKeys(db: Kysely<Database>, l: Listings, index: KeyIndex, onWritten: (done: number) => void) {
  await db.deleteFrom("project_duplicate_keys").execute();
  const rows: KeyRow[] = [];
  const flush = async (done: number) => {
    await db.transaction().execute((trx) => insertKeys(trx, rows));
    rows.length = 0;
    onWritten(done);
  };
  onWritten(0);
  for (let k = 0; k < index.keys.length; k++)
    for (let h = index.start[k], kept = 0; h < index.start[k + 1]; h++) {
      kept = h > index.start[k] && index.scope[h] === index.scope[h - 1] ? kept + 1 : 0;
      if (kept >= KEY_ROWS_KEPT) continue;
      const i = index.holder[h];
      const { priceLow, priceHigh, startDay } = l.keyFacts[i];
      rows.push([index.keys[k], index.scope[h], l.id[i], l.agent[i], priceLow, priceHigh, startDay]);
      if (rows.length === ROWS_A_STATEMENT * STATEMENTS_A_TRANSACTION) await flush(h);
    }
  await flush(index.holder.length);
}
