// The market statistics: what each id shows, and a segment's figures from the index's facts. Prices are
// monthly, as search converts them, and shown in 万円.
import type { MARKET_STATISTIC_IDS } from "~/constants";
import { percentile, sortedPrices } from "~/models/agent/numbers";

export type MarketStatisticId = (typeof MARKET_STATISTIC_IDS)[number];
export type ChartKind = "figure" | "histogram" | "line" | "bar" | "doughnut";

/** `key`: its title in common.json market.stats. */
export const MARKET_STATISTICS: Record<MarketStatisticId, { kind: ChartKind; key: string }> = {
  1: { kind: "figure", key: "count" }, // open listings (件)
  6: { kind: "figure", key: "price" }, // median and quartiles of the monthly price (万円)
  7: { kind: "histogram", key: "distribution" }, // listings per 5万円 band
  11: { kind: "line", key: "trend" }, // the median price of each of the last 12 months' listings
  12: { kind: "doughnut", key: "remote" }, // remote possible vs on site
  13: { kind: "bar", key: "workdays" }, // listings by the days a week they need
  14: { kind: "bar", key: "prefectures" }, // the prefectures with the most listings
  15: { kind: "bar", key: "coSkills" }, // the skills asked for most often with this one (or overall)
  16: { kind: "bar", key: "jobMedians" }, // median price by job type
  17: { kind: "bar", key: "skillMedians" }, // median price by skill (with this one, in a skill's page)
  18: { kind: "line", key: "newListings" }, // listings published in each of the last 12 months
  21: { kind: "bar", key: "workdayMedians" }, // median price by days a week
};

/** Fewer listings than this give no median: it would mislead. */
export const MIN_SEGMENT_LISTINGS = 20;
/** 万円. */
export const PRICE_BAND = 5;
/** The first and last bands are open-ended. */
export const DISTRIBUTION_RANGE = { from: 30, to: 130 } as const;
export const TREND_MONTHS = 12;
const TOP_PREFECTURES = 5;
const TOP_CO_SKILLS = 8;
export const TOP_MEDIANS = 8;

/** SearchIndex.marketFacts; prices in yen a month. */
export type MarketFacts = {
  count: number;
  prices: number[];
  /** By days a week: 1, 2, 3, 4, and 5 or more. */
  pricesByWorkdays: number[][];
  remoteCount: number;
  workdays: number[];
  prefectureCounts: Map<number, number>;
  skillCounts: Map<number, number>;
  jobCounts: Map<number, number>;
  /** Oldest month first. */
  monthly: number[][];
};

export type Quartiles = { q1: number; median: number; q3: number };
export type Median = { id: number; median: number; count: number };

/** As stored (market_segments.data); prices in 万円 with one decimal. */
export type SegmentStats = {
  count: number;
  /** Null below MIN_SEGMENT_LISTINGS listings stating a price. */
  price: (Quartiles & { count: number }) | null;
  distribution: Array<{ from: number | null; to: number | null; count: number }>;
  trend: Array<{ month: string; median: number | null; count: number }>;
  remote: { remote: number; onSite: number };
  workdays: Array<{ days: number; count: number }>;
  prefectures: Array<{ id: number; count: number }>;
  coSkills: Array<{ id: number; count: number }>;
  jobMedians: Median[];
  skillMedians: Median[];
  workdayMedians: Array<{ days: number; median: number; count: number }>;
};

export const manYen = (yen: number) => Math.round(yen / 1_000) / 10;

export function quartiles(prices: readonly number[]): Quartiles | null {
  if (prices.length < MIN_SEGMENT_LISTINGS) return null;
  const sorted = sortedPrices(prices);
  return { q1: manYen(percentile(sorted, 0.25)), median: manYen(percentile(sorted, 0.5)), q3: manYen(percentile(sorted, 0.75)) };
}

export const medianOf = (prices: readonly number[]) => quartiles(prices)?.median ?? null;

export function distribution(prices: readonly number[]): SegmentStats["distribution"] {
  const { from, to } = DISTRIBUTION_RANGE;
  const bands: SegmentStats["distribution"] = [{ from: null, to: from, count: 0 }];
  for (let lower = from; lower < to; lower += PRICE_BAND) bands.push({ from: lower, to: lower + PRICE_BAND, count: 0 });
  bands.push({ from: to, to: null, count: 0 });
  for (const yen of prices) {
    const man = yen / 10_000;
    const i = man < from ? 0 : man >= to ? bands.length - 1 : 1 + Math.floor((man - from) / PRICE_BAND);
    bands[i].count++;
  }
  return bands;
}

/** Months in Japan's calendar, and one past the last: TREND_MONTHS + 1 values. */
export function trendMonthStarts(now: Date): number[] {
  const japan = new Date(now.getTime() + 9 * 3_600_000);
  const year = japan.getUTCFullYear();
  const month = japan.getUTCMonth();
  return Array.from({ length: TREND_MONTHS + 1 }, (_, i) => Date.UTC(year, month - TREND_MONTHS + 1 + i, 1) - 9 * 3_600_000);
}

const monthLabel = (start: number) => new Date(start + 9 * 3_600_000).toISOString().slice(0, 7);

const top = (counts: Map<number, number>, limit: number, except: number[] = []) =>
  [...counts]
    .filter(([id, count]) => count > 0 && !except.includes(id))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id, count]) => ({ id, count }));

/** The medians by job type and by skill need other segments' prices: the caller gives them (`medians`). */
export function segmentStats(facts: MarketFacts, monthStarts: number[], medians: { jobs: Median[]; skills: Median[] }, segmentSkill?: number): SegmentStats {
  const price = quartiles(facts.prices);
  return {
    count: facts.count,
    price: price && { ...price, count: facts.prices.length },
    distribution: distribution(facts.prices),
    trend: facts.monthly.map((prices, i) => ({ month: monthLabel(monthStarts[i]), median: medianOf(prices), count: prices.length })),
    remote: { remote: facts.remoteCount, onSite: facts.count - facts.remoteCount },
    workdays: facts.workdays.map((count, i) => ({ days: i + 1, count })),
    prefectures: top(facts.prefectureCounts, TOP_PREFECTURES),
    coSkills: top(facts.skillCounts, TOP_CO_SKILLS, segmentSkill === undefined ? [] : [segmentSkill]),
    jobMedians: medians.jobs,
    skillMedians: medians.skills,
    workdayMedians: facts.pricesByWorkdays.flatMap((prices, i) => {
      const median = medianOf(prices);
      return median === null ? [] : [{ days: i + 1, median, count: prices.length }];
    }),
  };
}

export const topIds = (counts: Map<number, number>, limit: number, except: number[] = []) => top(counts, limit, except).map((v) => v.id);

export function rankedMedians(candidates: Array<{ id: number; prices: number[] }>): Median[] {
  return candidates
    .flatMap(({ id, prices }) => {
      const median = medianOf(prices);
      return median === null ? [] : [{ id, median, count: prices.length }];
    })
    .sort((a, b) => b.median - a.median || b.count - a.count || a.id - b.id)
    .slice(0, TOP_MEDIANS);
}
