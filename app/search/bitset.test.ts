import { describe, expect, it } from "vitest";
import { Bitset } from "./bitset";

describe("Bitset.deleteBelow", () => {
  it("drops the slots below one, inside a word and across words", () => {
    for (const below of [0, 1, 31, 32, 33, 64, 70, 100]) {
      const set = Bitset.full(100, 128).deleteBelow(below);
      expect(set.toArray(), String(below)).toEqual(Array.from({ length: 100 - below }, (_, i) => below + i));
    }
  });
});
