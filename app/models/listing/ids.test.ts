import { describe, expect, it } from "vitest";
import { isId, MAX_ID, parseId } from "./ids";

describe("ids from URLs", () => {
  it("reads a positive whole number up to the integer column's limit", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("12")).toBe(12);
    expect(parseId(String(MAX_ID))).toBe(2_147_483_647);
  });

  it.each([
    ["0"],
    ["-1"],
    ["+1"],
    ["1e3"],
    ["1.0"],
    ["0x10"],
    ["012"],
    ["00"],
    [" 12"],
    ["12 "],
    ["12abc"],
    ["abc"],
    ["１２"],
    [""],
    [String(MAX_ID + 1)],
    ["99999999999"],
    ["123456789012345678901234567890"],
  ])("refuses %j", (text) => {
    expect(parseId(text)).toBeNull();
  });

  it("refuses a missing parameter", () => {
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });

  it("checks an id that is already a number by the same limits", () => {
    expect(isId(1)).toBe(true);
    expect(isId(MAX_ID)).toBe(true);
    for (const value of [0, -1, 1.5, MAX_ID + 1, Number.MAX_SAFE_INTEGER, Number.NaN, Number.POSITIVE_INFINITY]) expect(isId(value)).toBe(false);
  });
});
