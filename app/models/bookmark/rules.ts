// Bookmark rules shared by the browser hook and the server (docs/product.md, Listings, agents and members).
import { SAVED_SEARCH_LIMIT } from "~/constants";
import { normalizeSearchQuery, parseSearchQuery } from "~/search/query";

export type ProjectBookmark = { project_id: number; bookmarked_at: string };
export type SearchBookmark = { query: string; count: number; search_words: string; bookmarked_at: string; mail_send_flag: 0 | 1 };

/** "" for a search with no condition. */
export function normalizeQueryString(query: string): string {
  return normalizeSearchQuery(parseSearchQuery(new URLSearchParams(query)));
}

export function hasProject(list: ProjectBookmark[], projectId: number) {
  return list.some((b) => b.project_id === projectId);
}

export function addProject(list: ProjectBookmark[], item: ProjectBookmark): ProjectBookmark[] {
  return hasProject(list, item.project_id) ? list : [item, ...list];
}

export function removeProject(list: ProjectBookmark[], projectId: number): ProjectBookmark[] {
  return list.filter((b) => b.project_id !== projectId);
}

export function hasSearch(list: SearchBookmark[], query: string) {
  const normalized = normalizeQueryString(query);
  return list.some((b) => normalizeQueryString(b.query) === normalized);
}

export type AddSearchResult = { list: SearchBookmark[]; status: "added" | "exists" | "full" | "empty" };

export function addSearch(list: SearchBookmark[], item: SearchBookmark, limit = SAVED_SEARCH_LIMIT): AddSearchResult {
  const query = normalizeQueryString(item.query);
  if (!query) return { list, status: "empty" };
  if (hasSearch(list, query)) return { list, status: "exists" };
  if (list.length >= limit) return { list, status: "full" };
  return { list: [{ ...item, query }, ...list], status: "added" };
}

export function removeSearch(list: SearchBookmark[], query: string): SearchBookmark[] {
  const normalized = normalizeQueryString(query);
  return list.filter((b) => normalizeQueryString(b.query) !== normalized);
}

/** Every item once, newest first by the time it was bookmarked. */
export function mergeProjects(a: ProjectBookmark[], b: ProjectBookmark[]): ProjectBookmark[] {
  const byId = new Map<number, ProjectBookmark>();
  for (const item of [...a, ...b]) {
    const seen = byId.get(item.project_id);
    if (!seen || seen.bookmarked_at < item.bookmarked_at) byId.set(item.project_id, item);
  }
  return [...byId.values()].sort((x, y) => (x.bookmarked_at < y.bookmarked_at ? 1 : x.bookmarked_at > y.bookmarked_at ? -1 : 0));
}

export function mergeSearches(a: SearchBookmark[], b: SearchBookmark[], limit = SAVED_SEARCH_LIMIT): SearchBookmark[] {
  const byQuery = new Map<string, SearchBookmark>();
  for (const item of [...a, ...b]) {
    const query = normalizeQueryString(item.query);
    if (!query) continue;
    const seen = byQuery.get(query);
    if (!seen || seen.bookmarked_at < item.bookmarked_at) byQuery.set(query, { ...item, query });
  }
  return [...byQuery.values()].sort((x, y) => (x.bookmarked_at < y.bookmarked_at ? 1 : x.bookmarked_at > y.bookmarked_at ? -1 : 0)).slice(0, limit);
}
