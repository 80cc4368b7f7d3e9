// Agent pages (decision 013): company profiles, members' reviews and the yearly chaos maps.
import type { Kysely, Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

export function agentProfilesSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      for (const column of ["company_name", "head_office", "offices", "strengths"])
        await db.schema
          .alterTable("agents")
          .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
          .execute();
      // Only where the agent publishes it: null is "not published", never 0.
      await db.schema.alterTable("agents").addColumn("margin_percent", "real").execute();

      await db.schema
        .createTable("agent_reviews")
        .addColumn("id", "integer", t.serial)
        .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id").onDelete("cascade"))
        // Null for the demo reviews; a member's reviews leave with the member.
        .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("rating", "integer", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("reviewer", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("agent_reviews_member").unique().on("agent_reviews").columns(["agent_id", "user_id"]).execute();
      await db.schema.createIndex("agent_reviews_shown").on("agent_reviews").columns(["agent_id", "status", "created_at"]).execute();

      await db.schema
        .createTable("agent_chaosmap_entries")
        .addColumn("year", "integer", (c) => c.notNull())
        .addColumn("focus_id", "text", (c) => c.notNull())
        .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id").onDelete("cascade"))
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("agent_chaosmap_entries_pk", ["year", "focus_id", "agent_id"])
        .execute();
    },
  };
}
