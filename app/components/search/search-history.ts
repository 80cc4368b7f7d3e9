// The visitor's last searches and browsed listings, kept in the browser (docs/product.md, Limits).
import { useEffect } from "react";
import { BROWSED_PROJECT_LIMIT, SEARCH_HISTORY_LIMIT } from "~/constants";
import { normalizeSearchQuery, type SearchQuery } from "~/search/query";
import { readLocalList, writeLocalList } from "~/utils/local-list";

export const SEARCH_HISTORY_KEY = "search_history";
export const BROWSED_PROJECTS_KEY = "browsed_projects";

export type SearchHistoryItem = { query: string; count: number; searched_at: string };

/** Newest first, without two searches that are the same (docs/product.md, States). */
export function addToHistory<T>(items: T[], item: T, same: (a: T, b: T) => boolean, limit: number): T[] {
  return [item, ...items.filter((existing) => !same(existing, item))].slice(0, limit);
}

export type BrowsedProject = { project_id: number; browsed_at: string };

export const addSearchToHistory = (items: SearchHistoryItem[], item: SearchHistoryItem) =>
  addToHistory(items, item, (a, b) => a.query === b.query, SEARCH_HISTORY_LIMIT);

export const addBrowsedProject = (items: BrowsedProject[], item: BrowsedProject) =>
  addToHistory(items, item, (a, b) => a.project_id === b.project_id, BROWSED_PROJECT_LIMIT);

export function useSearchHistory(query: SearchQuery, count: number) {
  const normalized = normalizeSearchQuery(query);
  useEffect(() => {
    if (!normalized) return;
    const item: SearchHistoryItem = { query: normalized, count, searched_at: new Date().toISOString() };
    writeLocalList(SEARCH_HISTORY_KEY, addSearchToHistory(readLocalList<SearchHistoryItem>(SEARCH_HISTORY_KEY), item));
  }, [normalized, count]);
}

export function useBrowsedProject(projectId: number) {
  useEffect(() => {
    const item: BrowsedProject = { project_id: projectId, browsed_at: new Date().toISOString() };
    writeLocalList(BROWSED_PROJECTS_KEY, addBrowsedProject(readLocalList<BrowsedProject>(BROWSED_PROJECTS_KEY), item));
  }, [projectId]);
}

export function readBrowsedProjectIds(): number[] {
  return readLocalList<{ project_id: number }>(BROWSED_PROJECTS_KEY)
    .map((item) => item.project_id)
    .filter(Number.isInteger);
}
