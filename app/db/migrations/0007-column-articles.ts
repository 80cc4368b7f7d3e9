// Column articles from Markdown files (issue 15): the address part of an article (slug) and the skills
// it is about, whose open listings its page shows.
import type { Kysely, Migration } from "kysely";

export const columnArticlesSchema: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("columns")
      .addColumn("slug", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("columns")
      .addColumn("skill_ids", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
};
