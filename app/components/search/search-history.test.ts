import { describe, expect, it } from "vitest";
import { BROWSED_PROJECT_LIMIT, SEARCH_HISTORY_LIMIT } from "~/constants";
import { addBrowsedProject, addSearchToHistory, type BrowsedProject, type SearchHistoryItem } from "./search-history";

describe("the browser's history, within its limits", () => {
  const search = (query: string): SearchHistoryItem => ({ query, count: 1, searched_at: "2026-11-23T00:00:00Z" });
  const browsed = (id: number): BrowsedProject => ({ project_id: id, browsed_at: "2026-11-23T00:00:00Z" });

  it("keeps the last 3 searches, newest first", () => {
    expect(SEARCH_HISTORY_LIMIT).toBe(3);
    let items: SearchHistoryItem[] = [];
    for (const q of ["skill=1", "skill=2", "skill=3", "skill=4"]) items = addSearchToHistory(items, search(q));
    expect(items.map((i) => i.query)).toEqual(["skill=4", "skill=3", "skill=2"]);
  });

  it("moves a search made again to the front instead of repeating it", () => {
    const items = addSearchToHistory([search("c"), search("b"), search("a")], search("a"));
    expect(items.map((i) => i.query)).toEqual(["a", "c", "b"]);
  });

  it("keeps the last 500 browsed listings, each once", () => {
    expect(BROWSED_PROJECT_LIMIT).toBe(500);
    let items: BrowsedProject[] = [];
    for (let id = 1; id <= 501; id++) items = addBrowsedProject(items, browsed(id));
    expect(items).toHaveLength(500);
    expect(items[0].project_id).toBe(501);
    expect(items.at(-1)!.project_id).toBe(2);
    items = addBrowsedProject(items, browsed(300));
    expect(items).toHaveLength(500);
    expect(items.filter((i) => i.project_id === 300)).toHaveLength(1);
    expect(items[0].project_id).toBe(300);
  });
});
