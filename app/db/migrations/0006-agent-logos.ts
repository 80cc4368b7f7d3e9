// Agent logos: an image address, or none for a drawn mark (components/agent-logo.tsx).
import type { Kysely, Migration } from "kysely";

export const agentLogosSchema: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("agents")
      .addColumn("logo_url", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
};
