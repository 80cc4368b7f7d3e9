// Freshness: what an aggregator shows must still be open at the agent (docs/product.md, Listings, agents and members).
const DAY_MS = 86_400_000;

export const STALE_AFTER_DAYS = 30;

export const staleCutoff = (now: Date) => new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS).toISOString();

/** Its own update, or the agent's last full feed, whichever is later. */
export function lastConfirmedAt(listing: { updated_at: string }, agent: { feed_confirmed_at: string | null }): string {
  const { updated_at: updated } = listing;
  const { feed_confirmed_at: full } = agent;
  return full && Date.parse(full) > Date.parse(updated) ? full : updated;
}
