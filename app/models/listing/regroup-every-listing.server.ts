// `npm run regroup` (issue 21): every listing regrouped in one pass held in memory, ≤ 120 s at
// 1,000,000 listings (decision 024). An import regroups the few listings it touches through the
// stored keys (grouping.server.ts); asking the keys table the same questions for every listing in
// turn took 109 s at 1,000,000 on a quiet machine, most of it in the statements. Here each listing is
// read once, its keys are held as numbers in typed arrays sorted by key, candidates are found and
// sifted in memory by the same rules, and the groups and the keys table are written in bulk at the
// end. Memory grows with the listings: about 1 KB a listing at its peak.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { compatible, duplicateKeys, joinDuplicates, KEYS_A_LISTING, mayBeSame, type DuplicateFacts, type KeyFacts } from "./duplicates";
import {
  chunks,
  COMMON_KEY,
  factsOf,
  groupable,
  insertKeys,
  KEY_ROWS_KEPT,
  keyFactsOf,
  LISTING_COLUMNS,
  listingFacts,
  listingsWhere,
  mostShared,
  NO_PREFECTURE,
  requiredSkillsOf,
  ROWS_A_STATEMENT,
  scopeOf,
  writeGroupIds,
  type GroupChange,
  type KeyRow,
  type ListingRow,
} from "./grouping.server";
import { openListing } from "./queries.server";
import { bestOffer } from "./rules";

/** Listings read a statement. */
const READ_PAGE = 20_000;
/** Listings judged together (their titles and descriptions read at once): whole look-alike clusters, about this many. */
const JUDGED_A_BATCH = 5_000;
/**
 * Statements a transaction when writing: 500,000 rows, about 2 s on SQLite, so an import waiting to
 * write stays well within its busy timeout; fewer, larger transactions write fewer pages twice.
 */
const STATEMENTS_A_TRANSACTION = 50;

/** How far a full regrouping is: listings read, listings matched, keys written. */
export type RegroupProgress = (phase: "read" | "match" | "write keys", done: number, total: number) => void;

/** What a full regrouping did, for `npm run regroup` and its bench. */
export type EveryListingRegrouped = { listings: number; changed: number; grouped: number; groups: number; commonKeys: number };

/**
 * The listings that may be in a group or are in one (open and not stale, or grouped), in id order,
 * as columns: a listing is its position. Facts carry no title or description (read again for the
 * few listings judged); keys are in CSR form, the listing i's at keys[keyStart[i]..keyStart[i + 1]).
 */
type Listings = {
  count: number;
  id: Int32Array;
  agent: Int32Array;
  scope: Uint8Array;
  /** Its group's leader's id now, 0 for none. */
  groupId: Int32Array;
  facts: DuplicateFacts[];
  keyFacts: KeyFacts[];
  keyStart: Int32Array;
  keys: Int32Array;
};

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

/**
 * Every key held, each once and in order, and its holders: key k's entries are
 * holder[start[k]..start[k + 1]), sorted by scope and then by listing (two stable counting sorts),
 * so a scope's holders, and their count, are found by binary search. The listings' keys become
 * positions in `keys`.
 */
type KeyIndex = { keys: Int32Array; start: Int32Array; holder: Int32Array; scope: Uint8Array };

function keyIndex(l: Listings): KeyIndex {
  const entries = l.keyStart[l.count];
  const held = l.keys.slice(0, entries).sort();
  let distinct = 0;
  for (let e = 0; e < entries; e++) if (e === 0 || held[e] !== held[e - 1]) held[distinct++] = held[e];
  const keys = held.slice(0, distinct);
  const position = new Map<number, number>();
  keys.forEach((key, k) => position.set(key, k));
  for (let e = 0; e < entries; e++) l.keys[e] = position.get(l.keys[e])!;

  // Each entry's owner, then the entries by scope (stable: listings stay in order), then by key.
  const owner = new Int32Array(entries);
  for (let i = 0; i < l.count; i++) owner.fill(i, l.keyStart[i], l.keyStart[i + 1]);
  const byScope = countingSort(entries, 256, (e) => l.scope[owner[e]]);
  const start = new Int32Array(distinct + 1);
  for (let e = 0; e < entries; e++) start[l.keys[e] + 1]++;
  for (let k = 0; k < distinct; k++) start[k + 1] += start[k];
  const next = start.slice(0, distinct);
  const holder = new Int32Array(entries);
  const scope = new Uint8Array(entries);
  for (const e of byScope) {
    const at = next[l.keys[e]]++;
    holder[at] = owner[e];
    scope[at] = l.scope[owner[e]];
  }
  return { keys, start, holder, scope };
}

/** The positions 0..n-1 ordered by a small whole number (below `buckets`), equal ones in their order. */
function countingSort(n: number, buckets: number, bucketOf: (position: number) => number): Int32Array {
  const next = new Int32Array(buckets + 1);
  for (let p = 0; p < n; p++) next[bucketOf(p) + 1]++;
  for (let b = 0; b < buckets; b++) next[b + 1] += next[b];
  const sorted = new Int32Array(n);
  for (let p = 0; p < n; p++) sorted[next[bucketOf(p)]++] = p;
  return sorted;
}

/** The first position in array[from..to) (sorted) whose value is above `value`. */
function after(array: Int32Array | Uint8Array, from: number, to: number, value: number) {
  while (from < to) {
    const middle = (from + to) >>> 1;
    if (array[middle] <= value) from = middle + 1;
    else to = middle;
  }
  return from;
}

/**
 * The candidate pairs, as the imports met them, listing by listing in id order: each listing's
 * candidates are found as grouping.server.ts's `candidates` finds them for an import, among the
 * listings older than it. Those are the holders of its keys within its scope (its prefecture with
 * the listings naming none; everywhere for those), keys held there by more than COMMON_KEY then left
 * out; other agents' listings whose price and start may match; the MAX_CANDIDATES sharing most keys.
 * Then, as an import's regrouping does, every pair within a group as it stands, so the rules judge
 * it again. Pairs as listing positions, smaller first.
 */
function candidatePairs(l: Listings, index: KeyIndex, onMatched: (done: number) => void) {
  const pairs: number[] = [];
  const common = new Set<string>();
  const shared = new Map<number, number>();
  const ranges: number[] = [];
  /** The older listings among holder[from..to), all of one scope (so in listing order). */
  const older = (from: number, to: number, i: number) => ranges.push(from, after(index.holder, from, to, i - 1));
  for (let i = 0; i < l.count; i++) {
    if (i % 10_000 === 0) onMatched(i);
    const scope = l.scope[i];
    shared.clear();
    for (let e = l.keyStart[i]; e < l.keyStart[i + 1]; e++) {
      const k = l.keys[e];
      const [from, to] = [index.start[k], index.start[k + 1]];
      ranges.length = 0;
      if (scope === NO_PREFECTURE)
        for (let s = from; s < to;) {
          const scopeEnd = after(index.scope, s, to, index.scope[s]);
          older(s, scopeEnd, i);
          s = scopeEnd;
        }
      else {
        const noneEnd = after(index.scope, from, to, NO_PREFECTURE);
        const scopeFrom = after(index.scope, noneEnd, to, scope - 1);
        older(from, noneEnd, i);
        older(scopeFrom, after(index.scope, scopeFrom, to, scope), i);
      }
      let holders = 1;
      for (let r = 0; r < ranges.length; r += 2) holders += ranges[r + 1] - ranges[r];
      if (holders > COMMON_KEY) {
        common.add(`${scope}:${index.keys[k]}`);
        continue;
      }
      for (let r = 0; r < ranges.length; r += 2)
        for (let h = ranges[r]; h < ranges[r + 1]; h++) {
          const other = index.holder[h];
          const count = shared.get(other);
          if (count !== undefined) shared.set(other, count + 1);
          else shared.set(other, l.agent[other] !== l.agent[i] && mayBeSame(l.keyFacts[i], l.keyFacts[other]) ? 1 : -Infinity);
        }
    }
    for (const other of mostShared(shared)) pairs.push(other, i);
  }
  onMatched(l.count);

  const members = new Map<number, number[]>();
  for (let i = 0; i < l.count; i++) {
    if (l.groupId[i] === 0 || l.keyStart[i] === l.keyStart[i + 1]) continue;
    const group = members.get(l.groupId[i]) ?? [];
    for (const other of group) pairs.push(other, i);
    group.push(i);
    members.set(l.groupId[i], group);
  }
  return { pairs, commonKeys: common.size };
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
