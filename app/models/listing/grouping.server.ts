// One project, one card: regroups the listings an import or the freshness job touched with their look-alikes, found through the stored keys.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { compatible, mayBeSame } from "./duplicate-facts";
import { joinDuplicates } from "./duplicates";
import { FactsReader, type WrittenListing } from "./grouping-facts.server";
import { keyFactsOf, keyHolders, scopeOf, writeKeys, type KeyHolders } from "./grouping-keys.server";
import { groupable, listingsWhere, writeGroupIds, type GroupChange, type ListingRow } from "./grouping-rows.server";
import { bestOffer } from "./rules";

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
