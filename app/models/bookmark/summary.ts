/** What the page knows of the visitor's bookmarks when it is rendered: the ids and queries, newest first. */
export type BookmarkSummary = { projectIds: number[]; searchQueries: string[] };
export const EMPTY_BOOKMARKS: BookmarkSummary = { projectIds: [], searchQueries: [] };
