// Reading the market-price statistics (issue 17): one stored row a segment, kept a minute per
// process. The refresh writes them (refresh.server.ts); a new database gets its first set when the
// server starts, so the pages never wait for one and never scan listings.
import { getDb } from "~/db/client.server";
import { getSearchEngine } from "~/search/engine.server";
import { cached } from "~/utils/cache.server";
import { logger } from "~/utils/logger.server";
import { refreshMarketStatistics } from "./refresh.server";
import type { SegmentStats } from "./statistics";

const SEGMENT_TTL_MS = 60_000;
/** How often the scheduled job recomputes every segment. */
export const MARKET_REFRESH_MINUTES = 30;

export type StoredSegment = { stats: SegmentStats; updatedAt: string };

export function readSegment(key: string): Promise<StoredSegment | null> {
  return cached(`market-segment:${key}`, SEGMENT_TTL_MS, async () => {
    const row = await getDb().selectFrom("market_segments").select(["data", "updated_at"]).where("segment", "=", key).executeTakeFirst();
    return row ? { stats: JSON.parse(row.data) as SegmentStats, updatedAt: row.updated_at } : null;
  });
}

/** The scheduled job's work: every segment from the index as it is now. */
export async function refreshMarket() {
  return refreshMarketStatistics((await getSearchEngine()).index, getDb());
}

/** At start: a database with no statistics yet gets them before the first page asks. */
export async function ensureMarketStatistics() {
  const any = await getDb().selectFrom("market_segments").select("segment").limit(1).executeTakeFirst();
  if (any) return;
  const started = Date.now();
  const result = await refreshMarket();
  logger.info("market statistics computed", { ...result, ms: Date.now() - started });
}
