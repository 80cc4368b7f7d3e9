// Every segment's statistics from the search index, written for the pages to read. Run by the scheduled
// job; it yields to the event loop, so a server running it keeps answering.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { SKILLS } from "~/data/skills";
import type { SearchIndex } from "~/search/index";
import type { Filters } from "~/search/query";
import { inTurns } from "~/search/sliced";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { ALL_SEGMENT, jobSegment, skillSegment } from "./segment";
import {
  MARKET_STATISTICS,
  rankedMedians,
  segmentStats,
  TOP_MEDIANS,
  topIds,
  trendMonthStarts,
  type MarketStatisticId,
  type Median,
  type SegmentStats,
} from "./statistics";

export type Segment = { key: string; filters: Filters; skill?: number; job?: number };

export function marketSegments(): Segment[] {
  return [
    { key: ALL_SEGMENT, filters: {} },
    ...SKILLS.map((s) => ({ key: skillSegment(s.id), filters: { skill: [s.id] }, skill: s.id })),
    ...ENTRY_JOB_TYPES.map((j) => ({ key: jobSegment(j.id), filters: { job: [j.id] }, job: j.id })),
  ];
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The whole market's medians by skill and job come from `wholeMarket`. */
async function computeSegment(
  index: SearchIndex,
  segment: Segment,
  monthStarts: number[],
  wholeMarket?: { jobs: Median[]; skills: Median[] },
): Promise<SegmentStats> {
  const facts = await inTurns(index.marketFacts(segment.filters, monthStarts), nextTurn);
  const medians = async (ids: number[], extra: (id: number) => Filters) => {
    const candidates: Array<{ id: number; prices: number[] }> = [];
    for (const id of ids) {
      candidates.push({ id, prices: index.openPrices(segment.filters, extra(id)) });
      await nextTurn();
    }
    return rankedMedians(candidates);
  };
  // In a skill's segment: the job types it is most asked in, and the skills asked with it.
  const jobs = wholeMarket?.jobs ?? (segment.job === undefined ? await medians(topIds(facts.jobCounts, TOP_MEDIANS * 2), (id) => ({ job: [id] })) : []);
  const skills =
    wholeMarket?.skills ??
    (await medians(topIds(facts.skillCounts, TOP_MEDIANS * 2, segment.skill === undefined ? [] : [segment.skill]), (id) => ({ skill: [id] })));
  return segmentStats(facts, monthStarts, { jobs, skills }, segment.skill);
}

export async function refreshMarketStatistics(index: SearchIndex, db: Kysely<Database>, now = new Date()) {
  const monthStarts = trendMonthStarts(now);
  const rows: Array<{ segment: string; stats: SegmentStats }> = [];
  const segments = marketSegments();
  for (const segment of segments.slice(1)) {
    rows.push({ segment: segment.key, stats: await computeSegment(index, segment, monthStarts) });
    await nextTurn();
  }
  // The whole market's medians by job type and by skill are those segments' own medians.
  const medianOfSegment = (key: (id: number) => string, ids: number[]) =>
    ids
      .flatMap((id) => {
        const price = rows.find((r) => r.segment === key(id))?.stats.price;
        return price ? [{ id, median: price.median, count: price.count }] : [];
      })
      .sort((a, b) => b.median - a.median || b.count - a.count || a.id - b.id)
      .slice(0, TOP_MEDIANS);
  const whole = await computeSegment(index, segments[0], monthStarts, {
    jobs: medianOfSegment(
      jobSegment,
      ENTRY_JOB_TYPES.map((j) => j.id),
    ),
    skills: medianOfSegment(
      skillSegment,
      SKILLS.map((s) => s.id),
    ),
  });
  rows.unshift({ segment: ALL_SEGMENT, stats: whole });

  const updatedAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("market_segments").execute();
    // In batches, under SQLite's and PostgreSQL's parameter limits.
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto("market_segments")
        .values(rows.slice(i, i + 100).map((r) => ({ segment: r.segment, listing_count: r.stats.count, data: JSON.stringify(r.stats), updated_at: updatedAt })))
        .execute();
    for (const [id, { kind, key }] of Object.entries(MARKET_STATISTICS)) {
      const row = { name: key, kind, data: JSON.stringify(statisticOf(whole, Number(id) as MarketStatisticId)), updated_at: updatedAt };
      await trx
        .insertInto("market_statistics")
        .values({ id: Number(id), ...row })
        .onConflict((oc) => oc.column("id").doUpdateSet(row))
        .execute();
    }
  });
  return { segments: rows.length, listings: whole.count };
}

export function statisticOf(stats: SegmentStats, id: MarketStatisticId): unknown {
  switch (id) {
    case 1:
      return stats.count;
    case 6:
      return stats.price;
    case 7:
      return stats.distribution;
    case 11:
      return stats.trend.map(({ month, median }) => ({ month, median }));
    case 12:
      return stats.remote;
    case 13:
      return stats.workdays;
    case 14:
      return stats.prefectures;
    case 15:
      return stats.coSkills;
    case 16:
      return stats.jobMedians;
    case 17:
      return stats.skillMedians;
    case 18:
      return stats.trend.map(({ month, count }) => ({ month, count }));
    case 21:
      return stats.workdayMedians;
  }
}
