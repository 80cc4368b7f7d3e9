// Every listing's look-alike keys held in memory as sorted typed arrays, and the candidate pairs found in them as the imports found them.
import { mayBeSame, type DuplicateFacts, type KeyFacts } from "./duplicate-facts";
import { COMMON_KEY, NO_PREFECTURE } from "./grouping-keys.server";
import { mostShared } from "./grouping.server";

/**
 * The listings that may be in a group or are in one (open and not stale, or grouped), in id order,
 * as columns: a listing is its position. Facts carry no title or description (read again for the
 * few listings judged); keys are in CSR form, the listing i's at keys[keyStart[i]..keyStart[i + 1]).
 */
export type Listings = {
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
 * Every key held, each once and in order, and its holders: key k's entries are
 * holder[start[k]..start[k + 1]), sorted by scope and then by listing (two stable counting sorts),
 * so a scope's holders, and their count, are found by binary search. The listings' keys become
 * positions in `keys`.
 */
export type KeyIndex = { keys: Int32Array; start: Int32Array; holder: Int32Array; scope: Uint8Array };

export function keyIndex(l: Listings): KeyIndex {
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
export function candidatePairs(l: Listings, index: KeyIndex, onMatched: (done: number) => void) {
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
