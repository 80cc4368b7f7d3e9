// Scouts from agents (decision 015). The résumé file is kept in the database, so every app server can
// serve it and nothing lands in a public folder.
import crypto from "node:crypto";
import type { Kysely, Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

/** Random and long enough that profile ids cannot be walked; the same shape as newPublicProfileId. */
const publicId = () => crypto.randomBytes(9).toString("base64url");

export function agentScoutsSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("agent_api_tokens")
        .addColumn("id", "integer", t.serial)
        .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id").onDelete("cascade"))
        // SHA-256 of the token, hex: a leaked table does not leak a usable token.
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("last_used_at", t.timestamp)
        .addColumn("revoked_at", t.timestamp)
        .execute();
      await db.schema.createIndex("agent_api_tokens_agent").on("agent_api_tokens").column("agent_id").execute();

      await db.schema.alterTable("profiles").addColumn("public_id", "text").execute();
      const rows: { user_id: number }[] = await db.selectFrom("profiles").select("user_id").execute();
      for (const row of rows) await db.updateTable("profiles").set({ public_id: publicId() }).where("user_id", "=", row.user_id).execute();
      await db.schema.createIndex("profiles_public_id").unique().on("profiles").column("public_id").execute();

      await db.schema.createIndex("scouts_user_unopened").on("scouts").columns(["user_id", "opened_at"]).execute();
      // When the member was mailed about the scout (the notice limit counts these); null: not mailed.
      await db.schema.alterTable("scouts").addColumn("notified_at", t.timestamp).execute();

      await db.schema
        .createTable("resume_files")
        .addColumn("user_id", "integer", (c) => c.primaryKey().notNull().references("users.id").onDelete("cascade"))
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size", "integer", (c) => c.notNull())
        .addColumn("content", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
        .addColumn("uploaded_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      for (const [table, column] of [
        ["profile_job_types", "job_type_id"],
        ["profile_stations", "station_id"],
      ])
        await db.schema
          .createTable(table)
          .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
          .addColumn(column, "integer", (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ["user_id", column])
          .execute();
    },
  };
}
