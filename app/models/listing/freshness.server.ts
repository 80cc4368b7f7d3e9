// Marks stale listings and unmarks confirmed ones (rules in freshness.ts). Only rows whose mark changes
// are written, so the change sequence, and every server's search index, hears of a listing only then.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { regroupListings } from "./grouping.server";
import { openListing } from "./queries.server";
import { staleCutoff } from "./freshness";

/** Both leave or rejoin their groups: a stale listing is not shown, so it cannot be a group's card. */
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

/** A full feed confirms every listing of the agent it leaves open. Answers the ids unmarked, for the import to regroup. */
export async function confirmAgentListings(db: Kysely<Database>, agentId: number, at: string): Promise<number[]> {
  await db.updateTable("agents").set({ feed_confirmed_at: at }).where("id", "=", agentId).execute();
  const unmarked = await db.updateTable("projects").set({ stale: 0 }).where("agent_id", "=", agentId).where("stale", "=", 1).returning("id").execute();
  return unmarked.map((r) => r.id);
}
