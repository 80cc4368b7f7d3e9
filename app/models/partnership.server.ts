// Partner services. The counted link goes only to the address stored for that partner.
import { sql } from "kysely";
import { getDb } from "~/db/client.server";
import { PARTNERSHIP_MIN_DISPLAY } from "~/constants";

export type Partnership = { id: number; name: string; description: string; lpTitle: string; lpBody: string };

function published() {
  return getDb().selectFrom("partnerships").select(["id", "name", "description", "lp_title as lpTitle", "lp_body as lpBody"]).where("is_published", "=", 1);
}

/** None unless at least PARTNERSHIP_MIN_DISPLAY partners exist. */
export function shownPartnerships<T>(partners: T[]): T[] {
  return partners.length >= PARTNERSHIP_MIN_DISPLAY ? partners : [];
}

export async function listPartnerships(): Promise<Partnership[]> {
  return shownPartnerships(await published().orderBy("sort_order").orderBy("id").execute());
}

export function getPartnership(id: number): Promise<Partnership | undefined> {
  return published().where("id", "=", id).executeTakeFirst();
}

/** Undefined for an unknown or unpublished partner. */
export async function followPartnership(id: number, { count }: { count: boolean }): Promise<string | undefined> {
  const row = await getDb().selectFrom("partnerships").select("redirect_url").where("id", "=", id).where("is_published", "=", 1).executeTakeFirst();
  if (!row) return undefined;
  if (count)
    await getDb()
      .updateTable("partnerships")
      .set({ click_count: sql`click_count + 1` })
      .where("id", "=", id)
      .execute();
  return row.redirect_url;
}
