// The unopened-scout flag in the browser, refetched once the last fetch is UNOPENED_SCOUT_CACHE_MS old.
import { UNOPENED_SCOUT_CACHE_MS } from "~/constants";

export type UnopenedScoutCache = { isUnOpen: boolean; fetchedAt: number };

export const UNOPENED_SCOUT_STORAGE_KEY = "scout:unopened";

export function needsRefetch(cache: UnopenedScoutCache | null, now: number): boolean {
  // A clock set back makes a fetch "from the future": refetch rather than trust it for ever.
  return cache === null || now - cache.fetchedAt >= UNOPENED_SCOUT_CACHE_MS || cache.fetchedAt > now;
}

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
