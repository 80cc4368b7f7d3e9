// Freshness (issue 21): when an agent's feed last confirmed its listings, and which open listings
// have gone unconfirmed so long that search leaves them out. A full feed confirms every listing it
// holds at once (the agent's feed_confirmed_at, one row, so confirming 100,000 listings writes
// nothing else); an update confirms its own listing (updated_at). `stale` is set and cleared by the
// freshness job and the imports, so the search index hears of a listing only when that changes.
// `reopened_at`: when a feed last opened again a listing it had closed (npm run feed:report).
import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

export function listingFreshnessSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("agents").addColumn("feed_confirmed_at", t.timestamp).execute();
      await db.schema
        .alterTable("projects")
        .addColumn("stale", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("projects").addColumn("reopened_at", t.timestamp).execute();
      // The freshness job looks for open listings not updated since a day, and for stale ones.
      await db.schema.createIndex("projects_freshness").on("projects").columns(["stale", "updated_at"]).execute();
      // Listings already here were confirmed as far as anyone knows when this ran.
      await sql`UPDATE agents SET feed_confirmed_at = ${new Date().toISOString()}`.execute(db);
    },
  };
}
