// Entries (decision 007): the unused first entries table made again with what applying needs, and the
// drafts of visitors without JavaScript.
import type { Kysely, Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

export function entriesSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.dropTable("entries").execute();
      await db.schema
        .createTable("entries")
        .addColumn("id", "integer", t.serial)
        .addColumn("request_id", "text", (c) => c.notNull())
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("entry_type", "text", (c) => c.notNull())
        // 'project:12', 'agent:3', or 'agent:' for a consultation with no agent chosen.
        .addColumn("target_key", "text", (c) => c.notNull())
        .addColumn("project_id", "integer", (c) => c.references("projects.id"))
        .addColumn("agent_id", "integer", (c) => c.references("agents.id"))
        .addColumn("app_type", "integer", (c) => c.notNull().defaultTo(99))
        .addColumn("answers", "text", (c) => c.notNull().defaultTo("{}"))
        // A blocked contact of the monitoring kind: accepted, and marked for a person to look at.
        .addColumn("flagged", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("entries_target").unique().on("entries").columns(["user_id", "target_key"]).execute();
      await db.schema.createIndex("entries_user").on("entries").columns(["user_id", "created_at"]).execute();
      await db.schema.createIndex("entries_request").on("entries").columns(["request_id"]).execute();

      await db.schema
        .createTable("entry_drafts")
        .addColumn("draft_id", "text", (c) => c.notNull())
        .addColumn("form", "text", (c) => c.notNull())
        .addColumn("answers", "text", (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("entry_drafts_pk", ["draft_id", "form"])
        .execute();
      await db.schema.createIndex("entry_drafts_updated").on("entry_drafts").columns(["updated_at"]).execute();

      await db.schema
        .createTable("entry_refusals")
        .addColumn("id", "integer", t.serial)
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("contact_type", "integer", (c) => c.notNull())
        .addColumn("target_key", "text", (c) => c.notNull())
        .addColumn("ip", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .alterTable("agents")
        .addColumn("contact_email", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      for (const column of ["company_name", "nearest_station"]) {
        await db.schema
          .alterTable("profiles")
          .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
          .execute();
      }
      await db.schema.alterTable("profiles").addColumn("contract_status", "integer").execute();
    },
  };
}
