import { PROJECT_PAGE_SIZE } from "~/constants";
import { getProjectCards } from "~/models/project.server";
import type { User } from "~/models/account/user.server";
import { pageNumberFrom } from "~/utils/page-number";
import { listProjectBookmarks } from "./project-bookmarks.server";
import { savedSearchesWithCounts, withCounts } from "./saved-search-list.server";
import { guestProjects, guestSearches } from "./state.server";

export async function savedProjectsPage(request: Request, user: User | null) {
  const url = new URL(request.url);
  const list = user ? await listProjectBookmarks(user.id) : guestProjects(request);
  const pageCount = Math.max(1, Math.ceil(list.length / PROJECT_PAGE_SIZE));
  const page = Math.min(pageNumberFrom(url.searchParams), pageCount);
  const ids = list.slice((page - 1) * PROJECT_PAGE_SIZE, page * PROJECT_PAGE_SIZE).map((b) => b.project_id);
  return { cards: await getProjectCards(ids), page, pageCount, now: new Date().toISOString(), guest: !user };
}

export async function savedSearchesPage(request: Request, user: User | null) {
  const searches = user ? await savedSearchesWithCounts(user.id) : await withCounts(guestSearches(request));
  return { searches, showAll: new URL(request.url).searchParams.get("all") === "1", guest: !user };
}
