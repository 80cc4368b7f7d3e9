import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { openListing } from "~/models/listing/queries.server";
import { UNCHANGED_DAYS, type FeedReportRow } from "./feed-report";

export async function feedReport(db: Kysely<Database>, now = new Date()): Promise<FeedReportRow[]> {
  const unchangedSince = new Date(now.getTime() - UNCHANGED_DAYS * 86_400_000).toISOString();
  const count = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  const rows = await db
    .selectFrom("projects")
    .innerJoin("agents", "agents.id", "projects.agent_id")
    .select((eb) => [
      "agents.id as agentId",
      "agents.name as name",
      "agents.feed_confirmed_at as feedConfirmedAt",
      eb.fn.countAll<number>().as("open"),
      count(sql`projects.stale = 1`).as("stale"),
      count(sql`projects.updated_at < ${unchangedSince}`).as("unchangedForMonths"),
      count(sql`projects.reopened_at is not null`).as("reopened"),
      count(sql`projects.group_id is not null`).as("duplicated"),
    ])
    .where(openListing)
    .groupBy(["agents.id", "agents.name", "agents.feed_confirmed_at"])
    .orderBy("agents.id")
    .execute();
  return rows.map((r) => ({
    ...r,
    open: Number(r.open),
    stale: Number(r.stale),
    unchangedForMonths: Number(r.unchangedForMonths),
    reopened: Number(r.reopened),
    duplicated: Number(r.duplicated),
  }));
}
