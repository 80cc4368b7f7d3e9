// Freshness (issue 21): what an aggregator shows must still be open at the agent. A listing is
// confirmed when an agent's feed updates it or a full feed holds it; open but unconfirmed for
// STALE_AFTER_DAYS, it leaves search results (still reachable by its URL, marked so). The freshness
// job (jobs/scheduler.server.ts) and the imports keep projects.stale in step with these rules.
const DAY_MS = 86_400_000;

/** Open listings unconfirmed this long leave search results by default. */
export const STALE_AFTER_DAYS = 30;

/** The moment before which a confirmation is too old (a listing last confirmed earlier is stale). */
export const staleCutoff = (now: Date) => new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS).toISOString();

/** When an agent's feed last confirmed a listing: its own update, or the agent's last full feed, whichever is later. */
export function lastConfirmedAt(listing: { updated_at: string }, agent: { feed_confirmed_at: string | null }): string {
  const { updated_at: updated } = listing;
  const { feed_confirmed_at: full } = agent;
  return full && Date.parse(full) > Date.parse(updated) ? full : updated;
}
