// A long walk over the index as a generator yielding between slices, so a scheduled job lets requests
// in between (`inTurns`) while a test or a page runs it straight through (`atOnce`) (decision 016).
import type { Bitset } from "./bitset";

export type Sliced<T> = Generator<void, T, undefined>;

export const SLICE_WORDS = 4096;

export function atOnce<T>(work: Sliced<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

export async function inTurns<T>(work: Sliced<T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    await pause();
  }
}

export function* forEachSliced(set: Bitset, fn: (slot: number) => void): Sliced<void> {
  for (let from = 0; from < set.words.length; from += SLICE_WORDS) {
    set.forEachIn(from, from + SLICE_WORDS, fn);
    yield;
  }
}
