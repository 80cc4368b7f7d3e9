/** Newest first. */
export type BookmarkSummary = { projectIds: number[]; searchQueries: string[] };
export const EMPTY_BOOKMARKS: BookmarkSummary = { projectIds: [], searchQueries: [] };
