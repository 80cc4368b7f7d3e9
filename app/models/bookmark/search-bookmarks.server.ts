// Saved searches kept on the server, in their normalised form.
import { getDb } from "~/db/client.server";
import { SAVED_SEARCH_LIMIT } from "~/constants";
import { getAgentNames } from "~/models/agent/profile.server";
import { parseSearchQuery } from "~/search/query";
import { normalizeQueryString } from "./rules";
import { validTime } from "./project-bookmarks.server";
import { searchWords } from "./search-words";

export type SavedSearch = { id: number; query: string; search_words: string; mail_send_flag: 0 | 1; bookmarked_at: string };

export async function listSavedSearches(userId: number): Promise<SavedSearch[]> {
  const rows = await getDb()
    .selectFrom("search_bookmarks")
    .select(["id", "query", "search_words", "mail_send_flag", "bookmarked_at"])
    .where("user_id", "=", userId)
    .orderBy("bookmarked_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => ({ ...r, mail_send_flag: r.mail_send_flag === 1 ? 1 : 0 }));
}

export async function wordsFor(query: string): Promise<string> {
  const agentIds = parseSearchQuery(new URLSearchParams(query)).filters.agent ?? [];
  const names = agentIds.length > 0 ? await getAgentNames(agentIds) : new Map<number, string>();
  return searchWords(query, (id) => names.get(id));
}

export type SaveResult = "added" | "exists" | "full" | "empty";

/** Newest first until the user has SAVED_SEARCH_LIMIT; returns what happened to each. */
export async function saveSearches(userId: number, items: Array<{ query: string; bookmarked_at?: string; mail_send_flag?: number }>): Promise<SaveResult[]> {
  const db = getDb();
  const saved = new Set((await db.selectFrom("search_bookmarks").select("query").where("user_id", "=", userId).execute()).map((r) => r.query));
  const results: SaveResult[] = [];
  for (const item of items) {
    const query = normalizeQueryString(item.query ?? "");
    if (!query) results.push("empty");
    else if (saved.has(query)) results.push("exists");
    else if (saved.size >= SAVED_SEARCH_LIMIT) results.push("full");
    else {
      const inserted = await db
        .insertInto("search_bookmarks")
        .values({
          user_id: userId,
          query,
          search_words: await wordsFor(query),
          mail_send_flag: item.mail_send_flag === 1 ? 1 : 0,
          bookmarked_at: validTime(item.bookmarked_at),
        })
        .onConflict((oc) => oc.columns(["user_id", "query"]).doNothing())
        .executeTakeFirst();
      saved.add(query);
      results.push(Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? "added" : "exists");
    }
  }
  return results;
}

export async function removeSavedSearch(userId: number, query: string) {
  await getDb().deleteFrom("search_bookmarks").where("user_id", "=", userId).where("query", "=", normalizeQueryString(query)).execute();
}

export async function setSearchMail(userId: number, query: string, on: boolean) {
  await getDb()
    .updateTable("search_bookmarks")
    .set({ mail_send_flag: on ? 1 : 0 })
    .where("user_id", "=", userId)
    .where("query", "=", normalizeQueryString(query))
    .execute();
}
