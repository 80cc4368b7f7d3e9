// The unopened-scout flag in the browser (spec §4, §9): the header's mark is refetched from
// GET /api/scout/getIsUnOpen only when the last fetch is absent or at least 10 minutes old.
import { UNOPENED_SCOUT_CACHE_MS } from "~/constants";

/** What the browser keeps of the last fetch. */
export type UnopenedScoutCache = { isUnOpen: boolean; fetchedAt: number };

export const UNOPENED_SCOUT_STORAGE_KEY = "scout:unopened";

export function needsRefetch(cache: UnopenedScoutCache | null, now: number): boolean {
  // A clock set back makes a fetch "from the future": refetch rather than trust it for ever.
  return cache === null || now - cache.fetchedAt >= UNOPENED_SCOUT_CACHE_MS || cache.fetchedAt > now;
}

/** The stored cache, or null when there is none or it is not one of ours. */
export function parseUnopenedScoutCache(text: string | null): UnopenedScoutCache | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object") {
      const { isUnOpen, fetchedAt } = value as Record<string, unknown>;
      if (typeof isUnOpen === "boolean" && typeof fetchedAt === "number" && Number.isFinite(fetchedAt)) return { isUnOpen, fetchedAt };
    }
  } catch {
    // Not ours: treated as absent.
  }
  return null;
}
