// One project, one card (decision 021): the keys under which an open listing's look-alikes are found;
// `npm run regroup` then regroups the listings already here.
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
        // So candidates are sifted before they are read.
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
