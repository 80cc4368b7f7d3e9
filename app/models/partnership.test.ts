import { describe, expect, it } from "vitest";
import { PARTNERSHIP_MIN_DISPLAY } from "~/constants";
import { shownPartnerships } from "./partnership.server";

describe("shownPartnerships (the list only when at least 4 exist)", () => {
  it("shows none below the minimum and all from it", () => {
    expect(PARTNERSHIP_MIN_DISPLAY).toBe(4);
    expect(shownPartnerships([1, 2, 3])).toEqual([]);
    expect(shownPartnerships([1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(shownPartnerships([])).toEqual([]);
  });
});
