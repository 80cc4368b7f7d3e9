// Feed intake (decision 004): what an import knows of a listing it wrote before, and what it records.
import type { Kysely, Migration } from "kysely";

export function feedIntakeSchema(): Migration {
  return {
    async up(db: Kysely<any>) {
      const addText = (table: string, column: string, value = "") =>
        db.schema
          .alterTable(table)
          .addColumn(column, "text", (c) => c.notNull().defaultTo(value))
          .execute();
      const addInteger = (table: string, column: string) =>
        db.schema
          .alterTable(table)
          .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
          .execute();
      // The hash of what the feed said means unchanged rows are not written again.
      await addText("projects", "url");
      await addText("projects", "content_hash");
      await addText("projects", "dedupe_key");
      await db.schema.createIndex("projects_dedupe").on("projects").columns(["dedupe_key", "open_state"]).execute();
      await addText("feed_imports", "format");
      await addText("feed_imports", "status", "ok");
      await addInteger("feed_imports", "is_full");
      await addInteger("feed_imports", "unchanged");
      await addInteger("feed_imports", "blocked");
      await db.schema.createIndex("feed_imports_agent").on("feed_imports").columns(["agent_id", "created_at"]).execute();
      await addText("agent_feeds", "last_status");
    },
  };
}
