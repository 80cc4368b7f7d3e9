// The freshness job and the imports' part of it (models/listing/freshness.ts has the rules): open
// listings unconfirmed for STALE_AFTER_DAYS are marked stale, listings confirmed again unmarked.
// Each changes only the rows whose mark changes, so the change sequence (and every server's search
// index) hears of a listing only then.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { regroupListings } from "./grouping.server";
import { openListing } from "./queries.server";
import { staleCutoff } from "./freshness";

/**
 * Marks the open listings whose last confirmation is too old, and unmarks the ones confirmed since;
 * both leave or rejoin their groups (a stale listing is not shown, so it cannot be a group's card).
 */
export async function markStaleListings(db: Kysely<Database>, now = new Date()) {
  const cutoff = staleCutoff(now);
  const confirmedAgents = db.selectFrom("agents").select("id").where("feed_confirmed_at", ">=", cutoff);
  const marked = await db
    .updateTable("projects")
    .set({ stale: 1 })
    .where("stale", "=", 0)
    .where("updated_at", "<", cutoff)
    .where(openListing)
    .where("agent_id", "not in", confirmedAgents)
    .returning("id")
    .execute();
  const unmarked = await db
    .updateTable("projects")
    .set({ stale: 0 })
    .where("stale", "=", 1)
    .where((eb) => eb.or([eb("updated_at", ">=", cutoff), eb("agent_id", "in", confirmedAgents)]))
    .returning("id")
    .execute();
  await regroupListings(
    db,
    [...marked, ...unmarked].map((r) => r.id),
  );
  return { stale: marked.length, confirmedAgain: unmarked.length };
}

/**
 * A full feed confirms every listing of the agent that it leaves open: one row for the agent, and the
 * stale ones unmarked. Answers the ids unmarked, which the import regroups.
 */
export async function confirmAgentListings(db: Kysely<Database>, agentId: number, at: string): Promise<number[]> {
  await db.updateTable("agents").set({ feed_confirmed_at: at }).where("id", "=", agentId).execute();
  const unmarked = await db.updateTable("projects").set({ stale: 0 }).where("agent_id", "=", agentId).where("stale", "=", 1).returning("id").execute();
  return unmarked.map((r) => r.id);
}
