// How many visitors followed each partner's link.
import type { Kysely, Migration } from "kysely";

export const partnershipClicksSchema: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("partnerships")
      .addColumn("click_count", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
