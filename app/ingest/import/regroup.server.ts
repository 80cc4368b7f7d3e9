// Duplicate grouping: the same project posted by several agents shares a duplicate key, and its
// open listings form one group, so search shows it once: as its best offer, whose id names the group.
import { sql, type Kysely } from "kysely";
import type { DialectName } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { bestOffer, isOpenListing } from "~/models/listing/rules";
import { CHUNK, POSTGRES_CHUNK } from "./write.server";

/**
 * Open listings that share a duplicate key form a group, named by its best offer's id
 * (models/listing/rules.ts); a listing alone, or closed, has none. Only rows whose group changes are written.
 */
export async function regroup(db: Kysely<Database>, keys: string[], dialect: DialectName = "sqlite") {
  // PostgreSQL takes the keys as one array parameter, so far more of them a query.
  const size = dialect === "postgres" ? POSTGRES_CHUNK * 5 : CHUNK * 2;
  for (let i = 0; i < keys.length; i += size) {
    const chunk = keys.slice(i, i + size);
    const rows = await db
      .selectFrom("projects")
      .select([
        "id",
        "dedupe_key",
        "group_id",
        "open_state",
        "delete_flag",
        "price_min as priceMin",
        "price_max as priceMax",
        "price_unit as priceUnit",
        "published_at as publishedAt",
      ])
      .where("dedupe_key", dialect === "postgres" ? "=" : "in", dialect === "postgres" ? sql<string>`any(${chunk}::text[])` : chunk)
      .execute();
    const members = new Map<string, typeof rows>();
    for (const row of rows) {
      if (!isOpenListing(row)) continue;
      const list = members.get(row.dedupe_key) ?? [];
      list.push(row);
      members.set(row.dedupe_key, list);
    }
    const leaders = new Map([...members].filter(([, group]) => group.length > 1).map(([key, group]) => [key, bestOffer(group).id]));
    const changes = new Map<number | null, number[]>();
    for (const row of rows) {
      const wanted = (isOpenListing(row) && leaders.get(row.dedupe_key)) || null;
      if (row.group_id === wanted) continue;
      if (!changes.has(wanted)) changes.set(wanted, []);
      changes.get(wanted)!.push(row.id);
    }
    for (const [groupId, ids] of changes) {
      for (let k = 0; k < ids.length; k += CHUNK * 2) {
        await db
          .updateTable("projects")
          .set({ group_id: groupId })
          .where("id", "in", ids.slice(k, k + CHUNK * 2))
          .execute();
      }
    }
  }
}
