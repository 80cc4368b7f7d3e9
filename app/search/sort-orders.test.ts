import { describe, expect, it } from "vitest";
import { createRandom } from "~/seed/random";
import { firstInOrder } from "./sort-orders";

describe("firstInOrder", () => {
  const random = createRandom(7);
  // Few distinct keys, so ties are common; the slot breaks them, as the real orders' listing id does.
  const key = Array.from({ length: 5_000 }, () => random.int(0, 50));
  const compare = (a: number, b: number) => key[b] - key[a] || b - a;

  it("gives what a full sort gives, for a page near the start (heap) and deep in (sort)", () => {
    for (const length of [0, 1, 7, 300, 4_000]) {
      const slots = random.sample(
        Array.from({ length: 5_000 }, (_, i) => i),
        length,
      );
      slots.sort((a, b) => a - b);
      const sorted = [...slots].sort(compare);
      for (const count of [1, 7, 31, 330, 4_000]) {
        expect([...firstInOrder(slots, count, compare)], `${length} slots, first ${count}`).toEqual(sorted.slice(0, count));
      }
    }
  });

  it("leaves the slots it is given as they were", () => {
    const slots = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17];
    firstInOrder(slots, 2, compare);
    expect(slots).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });
});
