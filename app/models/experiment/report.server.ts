// A conversion counts for the patterns the visitor held when it happened.
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { PatternCounts } from "./report";

export async function patternCounts(db: Kysely<Database>): Promise<PatternCounts[]> {
  const rows = await db
    .selectFrom("experiment_assignments as a")
    .leftJoin("experiment_conversions as c", (join) => join.onRef("c.visitor_id", "=", "a.visitor_id").onRef("c.created_at", ">=", "a.created_at"))
    .select([
      "a.kind_id",
      "a.pattern_id",
      sql<number>`COUNT(DISTINCT a.visitor_id)`.as("visitors"),
      sql<number>`COUNT(DISTINCT CASE WHEN c.action = 'signup' THEN c.visitor_id END)`.as("signups"),
      sql<number>`COUNT(DISTINCT CASE WHEN c.action = 'entry' THEN c.visitor_id END)`.as("entries"),
      sql<number>`COUNT(DISTINCT c.visitor_id)`.as("converted"),
    ])
    .groupBy(["a.kind_id", "a.pattern_id"])
    .execute();
  return rows.map((r) => ({
    kind: r.kind_id,
    pattern: r.pattern_id,
    visitors: Number(r.visitors),
    signups: Number(r.signups),
    entries: Number(r.entries),
    converted: Number(r.converted),
  }));
}
