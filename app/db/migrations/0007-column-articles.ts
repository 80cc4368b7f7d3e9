// Column articles from Markdown files (decision 011): the slug and the skills the article is about.
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
