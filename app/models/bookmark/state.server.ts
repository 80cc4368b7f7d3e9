// A member's projects and a logged-in user's searches live on the server; the rest in the guest cookies.
import { UserKind } from "~/constants";
import { readCookie } from "~/utils/cookies";
import { secureCookies } from "~/utils/cookies.server";
import type { User } from "~/models/account/user.server";
import type { BookmarkSummary } from "./summary";
import {
  GUEST_PROJECTS_COOKIE,
  GUEST_SEARCHES_COOKIE,
  decodeGuestProjects,
  decodeGuestSearches,
  encodeGuestProjects,
  encodeGuestSearches,
  guestCookie as browserGuestCookie,
} from "./guest-cookie";
import { addProjectBookmarks, listProjectBookmarks, removeProjectBookmark } from "./project-bookmarks.server";
import { addProject, addSearch, removeProject, removeSearch, type ProjectBookmark, type SearchBookmark } from "./rules";
import { listSavedSearches, removeSavedSearch, saveSearches, wordsFor, type SaveResult } from "./search-bookmarks.server";

const guestCookie = (name: string, value: string) => browserGuestCookie(name, value, secureCookies());

export const projectsOnServer = (user: User | null) => user?.kind === UserKind.member;
export const searchesOnServer = (user: User | null) => user !== null;

export function guestProjects(request: Request): ProjectBookmark[] {
  return decodeGuestProjects(readCookie(request.headers.get("Cookie"), GUEST_PROJECTS_COOKIE));
}

export function guestSearches(request: Request): SearchBookmark[] {
  return decodeGuestSearches(readCookie(request.headers.get("Cookie"), GUEST_SEARCHES_COOKIE)).map((s) => ({
    ...s,
    count: 0,
    search_words: "",
    mail_send_flag: 0,
  }));
}

export async function bookmarkSummary(request: Request, user: User | null): Promise<BookmarkSummary> {
  const [projects, searches] = await Promise.all([
    projectsOnServer(user) ? listProjectBookmarks(user!.id) : guestProjects(request),
    searchesOnServer(user) ? listSavedSearches(user!.id) : guestSearches(request),
  ]);
  return { projectIds: projects.map((p) => p.project_id), searchQueries: searches.map((s) => s.query) };
}

/** The Set-Cookie to send when the list is the guest cookie. */
export async function setProjectBookmark(request: Request, user: User | null, projectId: number, on: boolean): Promise<string | null> {
  if (projectsOnServer(user)) {
    if (on) await addProjectBookmarks(user!.id, [{ project_id: projectId, bookmarked_at: new Date().toISOString() }]);
    else await removeProjectBookmark(user!.id, projectId);
    return null;
  }
  const list = guestProjects(request);
  const next = on ? addProject(list, { project_id: projectId, bookmarked_at: new Date().toISOString() }) : removeProject(list, projectId);
  return guestCookie(GUEST_PROJECTS_COOKIE, encodeGuestProjects(next));
}

export async function setSearchBookmark(
  request: Request,
  user: User | null,
  query: string,
  on: boolean,
): Promise<{ result: SaveResult | "removed"; setCookie: string | null }> {
  if (searchesOnServer(user)) {
    if (!on) {
      await removeSavedSearch(user!.id, query);
      return { result: "removed", setCookie: null };
    }
    const [result] = await saveSearches(user!.id, [{ query }]);
    return { result, setCookie: null };
  }
  const list = guestSearches(request);
  if (!on) return { result: "removed", setCookie: guestCookie(GUEST_SEARCHES_COOKIE, encodeGuestSearches(removeSearch(list, query))) };
  const added = addSearch(list, { query, count: 0, search_words: await wordsFor(query), bookmarked_at: new Date().toISOString(), mail_send_flag: 0 });
  return { result: added.status, setCookie: added.status === "added" ? guestCookie(GUEST_SEARCHES_COOKIE, encodeGuestSearches(added.list)) : null };
}

/** At login the guest's bookmarks join the account's; the cookies stay, unread, until logout clears them. */
export async function mergeGuestBookmarks(request: Request, user: User) {
  if (projectsOnServer(user)) {
    const projects = guestProjects(request);
    if (projects.length > 0) await addProjectBookmarks(user.id, projects);
  }
  const searches = guestSearches(request);
  if (searches.length > 0) await saveSearches(user.id, searches);
}

/** Logout and leaving forget the browser's bookmarks. */
export const clearGuestBookmarks = () => [guestCookie(GUEST_PROJECTS_COOKIE, ""), guestCookie(GUEST_SEARCHES_COOKIE, "")];
