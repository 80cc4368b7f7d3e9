// Saved searches as the lists show them: with their hit count now and their words in Japanese.
import { getSearchEngine } from "~/search/engine.server";
import { parseSearchQuery } from "~/search/query";
import { withConditionWords } from "~/search/keyword-meaning";
import type { SearchBookmark } from "./rules";
import { listSavedSearches, wordsFor } from "./search-bookmarks.server";

export async function withCounts(list: Array<Pick<SearchBookmark, "query" | "bookmarked_at"> & Partial<SearchBookmark>>): Promise<SearchBookmark[]> {
  const engine = await getSearchEngine();
  return Promise.all(
    list.map(async (item) => {
      const { filters, keyword } = withConditionWords(parseSearchQuery(new URLSearchParams(item.query)));
      return {
        query: item.query,
        count: engine.count(filters, keyword),
        search_words: item.search_words || (await wordsFor(item.query)),
        bookmarked_at: item.bookmarked_at,
        mail_send_flag: item.mail_send_flag === 1 ? 1 : 0,
      } satisfies SearchBookmark;
    }),
  );
}

export async function savedSearchesWithCounts(userId: number): Promise<SearchBookmark[]> {
  return withCounts(await listSavedSearches(userId));
}
