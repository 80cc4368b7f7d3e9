// A query's filters as word-wise operations on the storage's bitsets: open/closed, one card per
// group, the value lists, remote, workdays, price and the cross categories.
import { Bitset } from "./bitset";
import { OpenFilter, type FilterKey, type Filters } from "./query";
import { SET_KEYS, WORKDAY_LEVELS, type ListingSlots } from "./slots";

export type CrossResolver = (crossId: number) => Filters | undefined;

/** `except` leaves one key out (for facet counts); `within` limits the result to some listings. */
export function filterSet(slots: ListingSlots, filters: Filters, resolveCross: CrossResolver, except?: FilterKey, within?: Bitset): Bitset {
  const result = (within ?? slots.live).clone();
  const open = filters.open ?? [OpenFilter.open];
  if (except !== "open") {
    const wantsOpen = open.includes(OpenFilter.open);
    const wantsClosed = open.includes(OpenFilter.closed);
    if (wantsOpen && !wantsClosed) result.and(slots.openSet);
    else if (wantsClosed && !wantsOpen) result.andNot(slots.openSet);
    else if (!wantsOpen && !wantsClosed) return new Bitset(slots.capacity);
  }
  if (!filters.agent?.length) result.andNot(slots.duplicates);
  for (const key of SET_KEYS) {
    const ids = key === except ? undefined : filters[key];
    if (ids && ids.length > 0) result.and(slots.union(key, ids));
  }
  if (filters.remote?.length && except !== "remote") result.and(slots.remoteUnion(filters.remote));
  if (filters.workdays?.length && except !== "workdays") {
    result.and(slots.workdaysAtMost[Math.min(Math.max(...filters.workdays), WORKDAY_LEVELS)]);
  }
  if (filters.price_over?.length && except !== "price_over") {
    const tenThousandYen = Math.min(...filters.price_over);
    const precomputed = slots.priceAtLeast.get(tenThousandYen);
    if (precomputed) result.and(precomputed);
    else keepPriceAtLeast(slots.price, result, tenThousandYen * 10_000);
  }
  if (filters.cross?.length && except !== "cross") {
    const crossSet = new Bitset(slots.capacity);
    for (const id of filters.cross) {
      const crossFilters = resolveCross(id);
      if (crossFilters) crossSet.or(filterSet(slots, { ...crossFilters, open: filters.open }, () => undefined));
    }
    result.and(crossSet);
  }
  return result;
}

/** A price threshold the site offers no bitset for: drops the slots of `set` paying less. */
function keepPriceAtLeast(price: Int32Array, set: Bitset, minimum: number) {
  const words = set.words;
  for (let i = 0; i < words.length; i++) {
    let v = words[i];
    if (v === 0) continue;
    let keep = v;
    while (v !== 0) {
      const low = v & -v;
      if (price[(i << 5) + (31 - Math.clz32(low))] < minimum) keep &= ~low;
      v ^= low;
    }
    words[i] = keep;
  }
}
