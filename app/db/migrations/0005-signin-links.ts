// Sign-in links (decision 005), apart from auth_tokens because the address may have no account yet.
// Older mail-magazine sessions are ended: from now on such a session proves the address.
import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

/** UserKind.mailMagazine, written out: a migration must not change when the constants do. */
const MAIL_MAGAZINE_KIND = 2;

export function signinLinksSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("signin_links")
        .addColumn("id", "integer", t.serial)
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("intent", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("redirect_to", "text", (c) => c.notNull().defaultTo("/"))
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("used_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("signin_links_email").on("signin_links").columns(["email"]).execute();
      await db
        .updateTable("auth_sessions")
        .set({ revoked_at: new Date().toISOString() })
        .where("revoked_at", "is", null)
        .where("user_id", "in", sql`(select id from users where kind = ${MAIL_MAGAZINE_KIND})`)
        .execute();
    },
  };
}
