// Search queries: parsing from the URL (docs/product.md, Input rules), and when two searches are the
// same (docs/product.md, States). What the filter values mean:
// - id lists (skill, job, industry, prefecture, station, agent, contract, cross): a listing matches any;
// - remote: 1 remote possible, 2 full remote only, 3 online interview; characteristic 1 is remote 1;
// - workdays N: doable in N days a week or fewer; price_over N: N万円 a month or more (monthlyPrice);
// - open: 1 open (the default), 2 closed; keyword: words separated by spaces must all match.
import { SEARCH_KEYWORD_MAX_LENGTH, SORT_OPTIONS, type SortOption } from "~/constants";
import { MAX_ID } from "~/models/listing/ids";
import { pageNumberFrom } from "~/utils/page-number";

export const FILTER_KEYS = [
  "agent",
  "characteristic",
  "contract",
  "cross",
  "industry",
  "job",
  "open",
  "prefecture",
  "price_over",
  "remote",
  "skill",
  "station",
  "workdays",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, number[]>>;

export const RemoteFilter = { possible: 1, fullRemote: 2, onlineInterview: 3 } as const;
export const OpenFilter = { open: 1, closed: 2 } as const;
export const DEFAULT_SORT: SortOption = "suggest";

export type SearchQuery = {
  filters: Filters;
  keyword: string;
  /** The keyword was longer than the limit and was cut (the page says so). */
  keywordTruncated: boolean;
  sort: SortOption;
  page: number;
};

const MAX_VALUES_PER_KEY = 100;

/**
 * "12,abc,,3" → [3, 12] (docs/product.md, Input rules). Unlike parseId, 0 is a value (contract
 * status 0) and "012" reads as 12: these are filter values, not URLs.
 */
export function parseIdList(values: string[]): number[] {
  const ids = new Set<number>();
  for (const value of values) {
    for (const part of value.split(",")) {
      const trimmed = part.trim();
      if (!/^\d{1,10}$/.test(trimmed)) continue;
      const id = Number(trimmed);
      if (id <= MAX_ID) ids.add(id);
      if (ids.size >= MAX_VALUES_PER_KEY) break;
    }
  }
  return [...ids].sort((a, b) => a - b);
}

export function cutKeyword(raw: string): { keyword: string; truncated: boolean } {
  const keyword = raw.replace(/\s+/g, " ").trim();
  const chars = [...keyword];
  if (chars.length <= SEARCH_KEYWORD_MAX_LENGTH) return { keyword, truncated: false };
  return { keyword: chars.slice(0, SEARCH_KEYWORD_MAX_LENGTH).join("").trim(), truncated: true };
}

/** `fixed` adds a category page's own filter. */
export function parseSearchQuery(params: URLSearchParams, fixed: Filters = {}): SearchQuery {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const ids = parseIdList([...params.getAll(key), ...(fixed[key] ?? []).map(String)]);
    if (ids.length > 0) filters[key] = ids;
  }
  const { keyword, truncated } = cutKeyword(params.getAll("keyword").join(" "));
  const sortParam = params.get("sort") ?? "";
  const sort = (SORT_OPTIONS as readonly string[]).includes(sortParam) ? (sortParam as SortOption) : DEFAULT_SORT;
  return { filters, keyword, keywordTruncated: truncated, sort, page: pageNumberFrom(params) };
}

function canonicalFilters(filters: Filters): Filters {
  const out: Filters = { ...filters };
  if (out.characteristic?.includes(1)) {
    out.characteristic = out.characteristic.filter((id) => id !== 1);
    if (out.characteristic.length === 0) delete out.characteristic;
    out.remote = [...new Set([...(out.remote ?? []), 1])].sort((a, b) => a - b);
  }
  return out;
}

/** The normalised form of a search (docs/product.md, States); sort order and page are not part of it. */
export function normalizeSearchQuery(query: Pick<SearchQuery, "filters" | "keyword">): string {
  const filters = canonicalFilters(query.filters);
  const entries: Array<[string, string]> = [];
  for (const key of FILTER_KEYS) {
    const ids = filters[key];
    if (ids && ids.length > 0) entries.push([key, [...ids].sort((a, b) => a - b).join(",")]);
  }
  if (query.keyword) entries.push(["keyword", query.keyword]);
  entries.sort(([a], [b]) => (a < b ? -1 : 1));
  return queryString(new URLSearchParams(entries));
}

/** Parameters as a query string, with the commas of value lists left readable (skill=1,2). */
export function queryString(params: URLSearchParams): string {
  return params.toString().replace(/%2C/g, ",");
}

export function isSameSearch(a: Pick<SearchQuery, "filters" | "keyword">, b: Pick<SearchQuery, "filters" | "keyword">) {
  return normalizeSearchQuery(a) === normalizeSearchQuery(b);
}

export function searchParamsFor(
  query: Pick<SearchQuery, "filters" | "keyword"> & Partial<Pick<SearchQuery, "sort" | "page">>,
  omit: FilterKey[] = [],
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const ids = query.filters[key];
    if (ids && ids.length > 0 && !omit.includes(key)) params.set(key, ids.join(","));
  }
  if (query.keyword) params.set("keyword", query.keyword);
  if (query.sort && query.sort !== DEFAULT_SORT) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}
