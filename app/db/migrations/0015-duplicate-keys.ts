// One project, one card (issue 21): the keys under which each open listing's look-alikes are found
// (models/listing/grouping.server.ts), replacing the exact duplicate key the imports used to compare.
// The keys of the listings already here are written now; `npm run regroup` then regroups them by the
// rules (until it runs, the groups made by the old key stay as they were).
import { sql, type Kysely, type Migration } from "kysely";
import type { DialectName } from "../dialect";
import { storeEveryListingsKeys } from "~/models/listing/grouping-keys.server";

export function duplicateKeysSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("project_duplicate_keys")
        .addColumn("key", "integer", (c) => c.notNull())
        // The listing's prefecture, 0 when it names none: look-alikes are looked for in the same one.
        .addColumn("prefecture_id", "integer", (c) => c.notNull())
        .addColumn("project_id", "integer", (c) => c.notNull())
        // The listing's agent: one agent's other listings are never the same project.
        .addColumn("agent_id", "integer", (c) => c.notNull())
        // Its price (a monthly range in yen) and start day, so candidates are sifted before they are read.
        .addColumn("price_low", "integer")
        .addColumn("price_high", "integer")
        .addColumn("start_day", "integer")
        .addPrimaryKeyConstraint("project_duplicate_keys_pk", ["key", "prefecture_id", "project_id"])
        .modifyEnd(dialect === "sqlite" ? sql`WITHOUT ROWID` : sql``)
        .execute();
      await db.schema.createIndex("project_duplicate_keys_project").on("project_duplicate_keys").column("project_id").execute();
      await db.schema.dropIndex("projects_dedupe").execute();
      await db.schema.alterTable("projects").dropColumn("dedupe_key").execute();

      // Written as imports write them, so an import finds the listings already here.
      await storeEveryListingsKeys(db);
    },
  };
}
