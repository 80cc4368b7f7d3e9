import { describe, expect, it } from "vitest";
import { addToHistory } from "./search-history";

describe("addToHistory (spec §9: 3 searches, 500 browsed listings)", () => {
  const same = (a: { q: string }, b: { q: string }) => a.q === b.q;

  it("puts the new item first and keeps at most the limit", () => {
    let items: Array<{ q: string }> = [];
    for (const q of ["a", "b", "c", "d"]) items = addToHistory(items, { q }, same, 3);
    expect(items.map((i) => i.q)).toEqual(["d", "c", "b"]);
  });

  it("moves an item seen again to the front instead of repeating it", () => {
    const items = addToHistory([{ q: "c" }, { q: "b" }, { q: "a" }], { q: "a" }, same, 3);
    expect(items.map((i) => i.q)).toEqual(["a", "c", "b"]);
  });
});
