// The stored market statistics, one row a segment; a new database gets its first set at start, so pages never scan listings.
import { getDb } from "~/db/client.server";
import { getSearchEngine } from "~/search/engine.server";
import { cached } from "~/utils/cache.server";
import { logger } from "~/utils/logger.server";
import { refreshMarketStatistics } from "./refresh.server";
import type { SegmentStats } from "./statistics";

const SEGMENT_TTL_MS = 60_000;
export const MARKET_REFRESH_MINUTES = 30;

export type StoredSegment = { stats: SegmentStats; updatedAt: string };

export function readSegment(key: string): Promise<StoredSegment | null> {
  return cached(`market-segment:${key}`, SEGMENT_TTL_MS, async () => {
    const row = await getDb().selectFrom("market_segments").select(["data", "updated_at"]).where("segment", "=", key).executeTakeFirst();
    return row ? { stats: JSON.parse(row.data) as SegmentStats, updatedAt: row.updated_at } : null;
  });
}

export async function refreshMarket() {
  return refreshMarketStatistics((await getSearchEngine()).index, getDb());
}

export async function ensureMarketStatistics() {
  const any = await getDb().selectFrom("market_segments").select("segment").limit(1).executeTakeFirst();
  if (any) return;
  const started = Date.now();
  const result = await refreshMarket();
  logger.info("market statistics computed", { ...result, ms: Date.now() - started });
}
