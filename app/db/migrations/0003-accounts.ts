// Accounts (decision 005): rate-limit counters shared by every app server, and what a token carries.
import type { Kysely, Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

export function accountsSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey().notNull())
        .addColumn("window_started_at", t.timestamp, (c) => c.notNull())
        .addColumn("hits", "integer", (c) => c.notNull())
        .execute();
      await db.schema
        .alterTable("auth_tokens")
        .addColumn("payload", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("auth_tokens_user").on("auth_tokens").columns(["user_id", "purpose"]).execute();
      await db.schema.createIndex("auth_sessions_user").on("auth_sessions").columns(["user_id"]).execute();
    },
  };
}
