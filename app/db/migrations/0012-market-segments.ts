// Market price (issue 17): each segment's statistics (all listings, one skill, one job type) as
// the scheduled refresh computed them from the search index, so a page reads one row and never
// scans listings. market_statistics (0001) keeps the definition of each statistic id.
import type { Kysely, Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

export function marketSegmentsSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("market_segments")
        // "all", "skill:{id}" or "job:{id}"
        .addColumn("segment", "text", (c) => c.primaryKey().notNull())
        .addColumn("listing_count", "integer", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
