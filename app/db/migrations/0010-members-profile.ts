// What the profile pages add to what the entry forms keep (decision 014).
import type { Kysely, Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

export function membersProfileSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("profiles").addColumn("gender", "integer").execute();
      await db.schema.alterTable("profiles").addColumn("education", "integer").execute();
      await db.schema
        .createTable("profile_qualifications")
        .addColumn("id", "integer", t.serial)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("name", "text", (c) => c.notNull())
        // YYYY-MM: a certificate states the month.
        .addColumn("obtained_on", "text", (c) => c.notNull())
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex("profile_qualifications_user").on("profile_qualifications").columns(["user_id", "sort_order"]).execute();
      // An engagement of the work history: the client's kind, the team, the phases (codes, comma-separated).
      await db.schema.alterTable("career_experiences").addColumn("client_type", "integer").execute();
      await db.schema.alterTable("career_experiences").addColumn("team_size", "integer").execute();
      await db.schema
        .alterTable("career_experiences")
        .addColumn("phases", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      // The token is the link: random and long enough that it cannot be guessed; turning sharing off clears it.
      await db.schema.alterTable("career_documents").addColumn("share_token", "text").execute();
      await db.schema.createIndex("career_documents_share").unique().on("career_documents").column("share_token").execute();
    },
  };
}
