// Members' project bookmarks, kept on the server.
import { getDb } from "~/db/client.server";
import { isId } from "~/models/listing/ids";
import type { ProjectBookmark } from "./rules";

/** Newest first. */
export async function listProjectBookmarks(userId: number): Promise<ProjectBookmark[]> {
  const rows = await getDb()
    .selectFrom("project_bookmarks")
    .select(["project_id", "bookmarked_at"])
    .where("user_id", "=", userId)
    .orderBy("bookmarked_at", "desc")
    .orderBy("project_id", "desc")
    .execute();
  return rows;
}

/** Ids of listings that do not exist are left out. */
export async function addProjectBookmarks(userId: number, items: ProjectBookmark[]): Promise<number> {
  const unique = new Map<number, ProjectBookmark>();
  for (const item of items) if (isId(item.project_id) && !unique.has(item.project_id)) unique.set(item.project_id, item);
  if (unique.size === 0) return 0;
  const db = getDb();
  let added = 0;
  const all = [...unique.values()];
  for (let i = 0; i < all.length; i += 500) {
    const chunk = all.slice(i, i + 500);
    const existing = new Set(
      (
        await db
          .selectFrom("projects")
          .select("id")
          .where(
            "id",
            "in",
            chunk.map((c) => c.project_id),
          )
          .execute()
      ).map((r) => r.id),
    );
    const rows = chunk
      .filter((c) => existing.has(c.project_id))
      .map((c) => ({ user_id: userId, project_id: c.project_id, bookmarked_at: validTime(c.bookmarked_at) }));
    if (rows.length === 0) continue;
    const result = await db
      .insertInto("project_bookmarks")
      .values(rows)
      .onConflict((oc) => oc.columns(["user_id", "project_id"]).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

export async function removeProjectBookmark(userId: number, projectId: number) {
  await getDb().deleteFrom("project_bookmarks").where("user_id", "=", userId).where("project_id", "=", projectId).execute();
}

export function validTime(value: string | undefined): string {
  const time = value ? Date.parse(value) : NaN;
  const now = Date.now();
  return Number.isFinite(time) && time <= now ? new Date(time).toISOString() : new Date(now).toISOString();
}
