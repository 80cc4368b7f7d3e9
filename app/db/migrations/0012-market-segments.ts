// Market price (decision 016): each segment's statistics, so a page reads one row and never scans
// listings; a member's last estimate; the app type a mail-magazine link carries until opened.
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
