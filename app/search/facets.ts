// The search panel's counts: for each list, the options it shows (the selected values, then the
// values with the most open listings) with how many hits each would give; for remote and workdays,
// every option.
import type { SearchIndex, CrossResolver } from "./index";
import type { SearchQuery } from "./query";

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
