// Freshness (decision 021): a full feed confirms all its listings in one agent row, so confirming
// writes nothing else; `stale` changes only when freshness does, so the index hears of little.
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
