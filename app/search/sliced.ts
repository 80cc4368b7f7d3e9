// Work done a slice at a time (issue 17): a generator that yields between the slices of a long walk
// over the index, so a scheduled job lets the event loop answer requests in between (`inTurns`),
// while a test or a page runs the same code straight through (`atOnce`).
import type { Bitset } from "./bitset";

export type Sliced<T> = Generator<void, T, undefined>;

/** Words of a bitset walked between two yields: 4,096 words are 131,072 slots, a few milliseconds. */
export const SLICE_WORDS = 4096;

export function atOnce<T>(work: Sliced<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** Runs `work`, awaiting `pause` at each of its yields. */
export async function inTurns<T>(work: Sliced<T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** Bitset.forEach, yielding after each SLICE_WORDS words. */
export function* forEachSliced(set: Bitset, fn: (slot: number) => void): Sliced<void> {
  for (let from = 0; from < set.words.length; from += SLICE_WORDS) {
    set.forEachIn(from, from + SLICE_WORDS, fn);
    yield;
  }
}
