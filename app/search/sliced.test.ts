import { describe, expect, it } from "vitest";
import { Bitset } from "./bitset";
import { atOnce, forEachSliced, inTurns, SLICE_WORDS } from "./sliced";

describe("work done a slice at a time", () => {
  // Three slices' worth of slots, with a slot at each slice's edges.
  const capacity = SLICE_WORDS * 32 * 3;
  const set = new Bitset(capacity);
  const slots = [0, 5, SLICE_WORDS * 32 - 1, SLICE_WORDS * 32, capacity - 1];
  for (const slot of slots) set.add(slot);

  it("visits every slot once, in order, across the slices", () => {
    const seen: number[] = [];
    atOnce(forEachSliced(set, (slot) => void seen.push(slot)));
    expect(seen).toEqual(slots);
  });

  it("lets the caller pause after each slice, before the walk goes on", async () => {
    const seen: number[] = [];
    const pausedAfter: number[] = [];
    await inTurns(
      forEachSliced(set, (slot) => void seen.push(slot)),
      async () => void pausedAfter.push(seen.length),
    );
    expect(pausedAfter).toEqual([3, 4, 5]);
  });

  it("walks a range of words only", () => {
    const seen: number[] = [];
    set.forEachIn(1, SLICE_WORDS + 1, (slot) => void seen.push(slot));
    expect(seen).toEqual([SLICE_WORDS * 32 - 1, SLICE_WORDS * 32]);
  });
});
