// What every search page loads: the page of results (awaited) and the panel's counts (streamed).
import { getSearchEngine, resolveCross } from "./engine.server";
import { normalizeSearchQuery, parseSearchQuery, type Filters } from "./query";
import { wordsFor } from "~/models/bookmark/search-bookmarks.server";
import { PanelFacetCache, type PanelFacets } from "./facets";
import { redirect } from "@remix-run/node";
import { getProjectCards } from "~/models/project.server";

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
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

const panelFacetCache = new PanelFacetCache();

export async function loadSearchPage(request: Request, fixed: Filters = {}) {
  const url = new URL(request.url);
  const clean = withoutEmptyParams(url);
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
    throw redirect(`${url.pathname}${search ? `?${search}` : ""}`);
  }
  const savedQuery = normalizeSearchQuery(query);
  const [cards, searchWords] = await Promise.all([getProjectCards(result.ids), wordsFor(savedQuery)]);
  // Counted before: sent with the page. Otherwise after the first bytes have gone, streamed into
  // the panel (the page renders a panel without counts first).
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
    /** What "save this search" saves. */
    saveSearch: { query: savedQuery, words: searchWords },
  };
}

export type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;
