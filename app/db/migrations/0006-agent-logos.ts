// Agent logos (issue 14): a real agent's logo is an image address set here (an https URL or a path
// under public/); without one, the site draws the agent a mark of its own (components/agent-logo).
import type { Kysely, Migration } from "kysely";

export const agentLogosSchema: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("agents")
      .addColumn("logo_url", "text", (c) => c.notNull().defaultTo(""))
      .execute();
  },
};
