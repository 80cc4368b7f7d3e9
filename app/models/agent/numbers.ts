// An agent's numbers as its pages show them, from the facts the search index gathers of its open listings.
import { SKILLS } from "~/data/skills";
import { JOB_TYPES } from "~/data/job-types";

/** Each grouped project once. */
export type AgentListingFacts = {
  count: number;
  prices: number[];
  remoteCount: number;
  skillCounts: Map<number, number>;
  jobCounts: Map<number, number>;
};

export type PriceQuartiles = { q1: number; median: number; q3: number };
export type Speciality = { id: number; name: string; count: number };

export type AgentNumbers = {
  listingCount: number;
  price: PriceQuartiles | null;
  remoteShare: number | null;
  topSkills: Speciality[];
  topJobs: Speciality[];
};

export const TOP_SKILLS_SHOWN = 5;
export const TOP_JOBS_SHOWN = 3;

const skillName = new Map(SKILLS.map((s) => [s.id, s.name]));
const jobName = new Map(JOB_TYPES.map((j) => [j.id, j.name]));

/** Interpolates between the two nearest ranks, as Excel's QUARTILE.INC and R's default. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) throw new Error("percentile of nothing");
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

/** Below this many values a native sort beats the radix sort. */
const RADIX_FROM = 20_000;

/** Non-negative whole yen, ascending. A radix sort for large sets keeps the market refresh from holding the event loop (decision 016). */
export function sortedPrices(prices: ArrayLike<number>): Uint32Array {
  let from = Uint32Array.from(prices);
  if (from.length < RADIX_FROM) return from.sort();
  let to = new Uint32Array(from.length);
  const starts = new Uint32Array(0x10000);
  for (const shift of [0, 16]) {
    starts.fill(0);
    for (let i = 0; i < from.length; i++) starts[(from[i] >>> shift) & 0xffff]++;
    let sum = 0;
    for (let bucket = 0; bucket < starts.length; bucket++) {
      const count = starts[bucket];
      starts[bucket] = sum;
      sum += count;
    }
    for (let i = 0; i < from.length; i++) {
      const value = from[i];
      to[starts[(value >>> shift) & 0xffff]++] = value;
    }
    [from, to] = [to, from];
  }
  return from;
}

export function priceQuartiles(prices: readonly number[]): PriceQuartiles | null {
  if (prices.length === 0) return null;
  const sorted = sortedPrices(prices);
  return { q1: percentile(sorted, 0.25), median: percentile(sorted, 0.5), q3: percentile(sorted, 0.75) };
}

/** Most held first; ties by id, so the order is stable. */
export function topValues(counts: Map<number, number>, names: Map<number, string>, limit: number): Speciality[] {
  return [...counts]
    .filter(([id, count]) => count > 0 && names.has(id))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id, count]) => ({ id, name: names.get(id)!, count }));
}

export function agentNumbers(facts: AgentListingFacts): AgentNumbers {
  return {
    listingCount: facts.count,
    price: priceQuartiles(facts.prices),
    remoteShare: facts.count === 0 ? null : facts.remoteCount / facts.count,
    topSkills: topValues(facts.skillCounts, skillName, TOP_SKILLS_SHOWN),
    topJobs: topValues(facts.jobCounts, jobName, TOP_JOBS_SHOWN),
  };
}

export const toManYen = (yen: number) => Math.round(yen / 10_000);
