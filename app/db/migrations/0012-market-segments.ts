// Market price (issue 17): each segment's statistics (all listings, one skill, one job type) as
// the scheduled refresh computed them from the search index, so a page reads one row and never
// scans listings (market_statistics, from 0001, keeps the whole market's value of each id); a
// member's last estimate, shown on the profile; and the sign-up app type a mail-magazine link
// carries until it is opened (the market-price page signs visitors up with app type 7).
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
      await db.schema
        .createTable("market_estimates")
        .addColumn("user_id", "integer", (c) => c.primaryKey().notNull().references("users.id").onDelete("cascade"))
        .addColumn("answers", "text", (c) => c.notNull())
        .addColumn("low", "integer", (c) => c.notNull())
        .addColumn("high", "integer", (c) => c.notNull())
        .addColumn("listing_count", "integer", (c) => c.notNull())
        .addColumn("estimated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.alterTable("signin_links").addColumn("app_type", "integer").execute();
    },
  };
}
