// The search panel's counts: for each list the options it shows (the selected values, then the most
// common) with how many hits each would give.
import type { Bitset } from "./bitset";
import type { CrossResolver } from "./filter-sets";
import type { SearchIndex } from "./index";
import { RemoteFilter, type Filters, type SearchQuery } from "./query";
import { FORWARD_KEYS, type FacetKey, type ListingSlots, type SetKey } from "./slots";

export const PANEL_OPTION_COUNT = 16;
const LIST_KEYS = ["skill", "prefecture", "job", "characteristic"] as const;
export type PanelListKey = (typeof LIST_KEYS)[number];

export type PanelFacets = Record<PanelListKey, Array<[id: number, count: number]>> & {
  remote: Record<number, number>;
  workdays: Record<number, number>;
};

export function panelFacets(index: SearchIndex, query: Pick<SearchQuery, "filters" | "keyword">, resolveCross: CrossResolver): PanelFacets {
  const lists = {} as Record<PanelListKey, Array<[number, number]>>;
  const matched = index.matching(query.filters, query.keyword, resolveCross);
  for (const key of LIST_KEYS) {
    const selected = query.filters[key] ?? [];
    const limit = key === "characteristic" ? 32 : PANEL_OPTION_COUNT;
    const shown = [...new Set([...selected, ...index.popularValues(key, limit)])].slice(0, Math.max(limit, selected.length));
    const counts = index.facetCounts(key, query.filters, query.keyword, resolveCross, shown, matched);
    lists[key] = shown.map((id) => [id, counts.get(id) ?? 0]);
  }
  const options = index.optionCounts(query.filters, query.keyword, resolveCross, matched);
  return { ...lists, remote: Object.fromEntries(options.remote), workdays: Object.fromEntries(options.workdays) };
}

/** Panels remembered per index version: the busiest searches (no filter, a category) repeat all day. */
export const PANEL_CACHE_SIZE = 500;

/** Counts of searches seen since the index changed, least recently used first: a hit renders the panel once, with counts. */
export class PanelFacetCache {
  private version = -1;
  private readonly entries = new Map<string, PanelFacets>();

  constructor(private readonly size = PANEL_CACHE_SIZE) {}

  get(index: Pick<SearchIndex, "version">, query: Pick<SearchQuery, "filters" | "keyword">): PanelFacets | undefined {
    if (index.version !== this.version) return undefined;
    const key = cacheKey(query);
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  count(index: SearchIndex, query: Pick<SearchQuery, "filters" | "keyword">, resolveCross: CrossResolver): PanelFacets {
    const hit = this.get(index, query);
    if (hit) return hit;
    if (index.version !== this.version) {
      this.entries.clear();
      this.version = index.version;
    }
    const facets = panelFacets(index, query, resolveCross);
    this.entries.set(cacheKey(query), facets);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return facets;
  }
}

/** Exact, not normalised: the order of the selected values decides the order of the options shown. */
function cacheKey(query: Pick<SearchQuery, "filters" | "keyword">) {
  return JSON.stringify([query.filters, query.keyword]);
}

export class FacetCounter {
  private popular = new Map<SetKey, { version: number; ids: number[] }>();
  /** One tally buffer, reused: allocating one a call cost more than the counting. */
  private readonly tally = new Uint32Array(0x10000);

  constructor(
    private readonly slots: ListingSlots,
    private readonly index: Pick<SearchIndex, "matching" | "version">,
  ) {}

  facetCounts(key: SetKey, filters: Filters, keyword: string, resolveCross?: CrossResolver, only?: number[], matched?: Bitset): Map<number, number> {
    // Without a filter on `key`, leaving it out changes nothing: the caller's matched set serves.
    const base = matched && !filters[key]?.length ? matched : this.index.matching(filters, keyword, resolveCross, key);
    const counts = new Map<number, number>();
    const values = this.slots.valueSets(key);
    const wanted = only ?? [...values.keys()];
    const forward = (FORWARD_KEYS as readonly string[]).includes(key) ? this.slots.forward.get(key as FacetKey) : undefined;
    // Walk the matches' own values, or intersect the wanted values' bitsets: whichever touches less.
    if (forward && base.count() * (4 + forward.averageLength) < (wanted.length * base.words.length) / 2) {
      const tally = this.tally;
      forward.countInto(base, tally);
      for (const id of wanted) if (tally[id] > 0) counts.set(id, tally[id]);
      tally.fill(0);
      return counts;
    }
    for (const id of wanted) {
      const set = values.get(id);
      const count = set ? base.countAnd(set) : 0;
      if (count > 0) counts.set(id, count);
    }
    return counts;
  }

  popularValues(key: SetKey, limit: number): number[] {
    const { version } = this.index;
    const cached = this.popular.get(key);
    if (cached && cached.version === version) return cached.ids.slice(0, limit);
    const open = this.slots.live.clone().and(this.slots.openSet);
    const ranked = [...this.slots.valueSets(key)].map(([id, set]) => [id, open.countAnd(set)] as const).filter(([, n]) => n > 0);
    ranked.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const ids = ranked.map(([id]) => id);
    this.popular.set(key, { version, ids });
    return ids.slice(0, limit);
  }

  optionCounts(filters: Filters, keyword: string, resolveCross?: CrossResolver, matched?: Bitset) {
    const remoteBase = matched && !filters.remote?.length ? matched : this.index.matching(filters, keyword, resolveCross, "remote");
    const workdaysBase = matched && !filters.workdays?.length ? matched : this.index.matching(filters, keyword, resolveCross, "workdays");
    const remote = new Map<number, number>();
    for (const value of Object.values(RemoteFilter)) remote.set(value, remoteBase.countAnd(this.slots.remoteUnion([value])));
    const workdays = new Map<number, number>();
    for (let d = 1; d <= 5; d++) workdays.set(d, workdaysBase.countAnd(this.slots.workdaysAtMost[d]));
    return { remote, workdays };
  }
}
