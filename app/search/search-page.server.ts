// What every search page loads: the page of results (awaited) and the panel's counts (streamed).
import { getSearchEngine } from "./engine.server";
import { resolveCross } from "./search-engine.server";
import { normalizeSearchQuery, parseIdList, parseSearchQuery, queryString, searchParamsFor, type FilterKey, type Filters, type SearchQuery } from "./query";
import { conditionsInKeyword } from "./keyword-meaning";
import { conditionChips } from "./condition-chips.server";
import { nameOf } from "./categories";
import type { SearchEngine } from "./search-engine.server";
import { wordsFor } from "~/models/bookmark/search-bookmarks.server";
import { PanelFacetCache, type PanelFacets } from "./facets";
import { redirect } from "@remix-run/node";
import { getProjectCards } from "~/models/project.server";

/** A client-side data request comes without the trailing slash. */
const pagePath = (url: URL) => (url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`);

/** The URL without empty parameters (a GET form sends every field, filled or not), or null when clean. */
export function withoutEmptyParams(url: URL): string | null {
  const params = new URLSearchParams(url.search);
  const empty = [...params.entries()].filter(([, value]) => value.trim() === "").map(([key]) => key);
  if (empty.length === 0) return null;
  for (const key of new Set(empty)) {
    const kept = params.getAll(key).filter((value) => value.trim() !== "");
    params.delete(key);
    for (const value of kept) params.append(key, value);
  }
  const search = params.toString();
  return `${pagePath(url)}${search ? `?${search}` : ""}`;
}

const panelFacetCache = new PanelFacetCache();

/** The URL with the keyword's condition words moved into filters, so they show as removable conditions; null when none. */
export function withConditionWordsAsFilters(url: URL): string | null {
  const params = new URLSearchParams(url.search);
  const { filters, conditionWords, rest } = conditionsInKeyword(params.getAll("keyword").join(" "));
  if (conditionWords.length === 0) return null;
  for (const [key, values] of Object.entries(filters)) {
    params.set(key, parseIdList([...params.getAll(key), ...values.map(String)]).join(","));
  }
  params.delete("keyword");
  if (rest) params.set("keyword", rest);
  params.delete("page");
  const search = queryString(params);
  return `${pagePath(url)}${search ? `?${search}` : ""}`;
}

const RELAXED_CARDS = 10;
const NEARBY_SKILLS = 12;

/** For a search with no result, the search with one of the user's conditions left out that finds the most. */
async function relaxedSearch(engine: SearchEngine, query: SearchQuery, own: SearchQuery, fixed: Filters, path: string) {
  const tries: Array<{ removed: RemovedCondition; filters: Filters; keyword: string }> = [];
  for (const key of Object.keys(own.filters) as FilterKey[]) {
    // Only a condition the page shows can be offered as the one to leave out.
    if (conditionChips({ [key]: own.filters[key] }, "").length === 0) continue;
    const filters = { ...query.filters };
    delete filters[key];
    if (fixed[key]) filters[key] = fixed[key];
    tries.push({ removed: { key, values: own.filters[key]! }, filters, keyword: query.keyword });
  }
  const words = query.keyword.split(" ").filter(Boolean);
  for (const word of words) tries.push({ removed: { key: "keyword", word }, filters: query.filters, keyword: words.filter((w) => w !== word).join(" ") });
  let best: { removed: RemovedCondition; filters: Filters; keyword: string; total: number } | null = null;
  for (const attempt of tries) {
    const total = engine.count(attempt.filters, attempt.keyword);
    if (total > 0 && (!best || total > best.total)) best = { ...attempt, total };
  }
  if (!best) return null;
  const { ids } = engine.search({ filters: best.filters, keyword: best.keyword, sort: query.sort, page: 1 }, RELAXED_CARDS);
  const params = searchParamsFor({ filters: userConditionsWithout(own.filters, best.removed), keyword: best.keyword, sort: query.sort });
  const removed = best.removed.key === "keyword" ? conditionChips({}, best.removed.word) : conditionChips({ [best.removed.key]: best.removed.values }, "");
  const search = queryString(params);
  return { removed, total: best.total, cards: await getProjectCards(ids), href: `${path}${search ? `?${search}` : ""}` };
}

export type RemovedCondition = { key: FilterKey; values: number[] } | { key: "keyword"; word: string };

function userConditionsWithout(filters: Filters, removed: RemovedCondition): Filters {
  if (removed.key === "keyword") return filters;
  const out = { ...filters };
  delete out[removed.key];
  return out;
}

export async function loadSearchPage(request: Request, fixed: Filters = {}) {
  const url = new URL(request.url);
  const clean = withoutEmptyParams(url) ?? withConditionWordsAsFilters(url);
  if (clean) throw redirect(clean);
  const engine = await getSearchEngine();
  const query = parseSearchQuery(url.searchParams, fixed);
  const result = engine.search(query);
  if (result.page !== query.page) {
    // Past the last page: go to the last one, so the heading and links tell the truth.
    const params = new URLSearchParams(url.search);
    if (result.page > 1) params.set("page", String(result.page));
    else params.delete("page");
    const search = params.toString();
    throw redirect(`${pagePath(url)}${search ? `?${search}` : ""}`);
  }
  const savedQuery = normalizeSearchQuery(query);
  // What the user set in the URL (a category page's own filter is not theirs to remove).
  const own = parseSearchQuery(url.searchParams);
  const [cards, searchWords, relaxed] = await Promise.all([
    getProjectCards(result.ids),
    wordsFor(savedQuery),
    result.total === 0 ? relaxedSearch(engine, query, own, fixed, pagePath(url)) : null,
  ]);
  // A page with nothing and nothing to leave out (an empty category): the skills with the most listings instead.
  const nearby =
    result.total === 0 && !relaxed ? engine.index.popularValues("skill", NEARBY_SKILLS).map((id) => ({ id, name: nameOf("skill", id) ?? "" })) : [];
  // Counted before: sent with the page; else streamed into the panel after the first bytes have gone.
  const facets: PanelFacets | Promise<PanelFacets> =
    panelFacetCache.get(engine.index, query) ??
    new Promise((resolve) => {
      setImmediate(() => resolve(panelFacetCache.count(engine.index, query, resolveCross)));
    });
  return {
    query,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    cards,
    facets,
    now: new Date().toISOString(),
    panelOpen: url.searchParams.get("searchpanel") === "open",
    hint: Number(url.searchParams.get("hint")) || 0,
    conditions: conditionChips(own.filters, query.keyword, pagePath(url), url.search),
    corrections: engine.index.meaningOf(query.keyword).flatMap((word) => (word.correctedFrom ? [{ typed: word.correctedFrom, read: word.name }] : [])),
    relaxed,
    nearby,
    clearHref: pagePath(url),
    saveSearch: { query: savedQuery, words: searchWords },
  };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
