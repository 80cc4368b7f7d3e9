// A guest's bookmarks in cookies, so they work without JavaScript. Not httpOnly: nothing secret, and the hook keeps them in step.
import { storableText } from "~/utils/storable-text";
import { SAVED_SEARCH_LIMIT } from "~/constants";
import { plainCookie } from "~/utils/cookies";
import type { ProjectBookmark, SearchBookmark } from "./rules";
import { isId } from "~/models/listing/ids";

export const GUEST_PROJECTS_COOKIE = "bm_projects";
export const GUEST_SEARCHES_COOKIE = "bm_searches";
/** Fits a cookie's size with room to spare. */
export const GUEST_PROJECT_LIMIT = 300;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** 2000 to 2100: anything else is a broken or made-up cookie, dropped. */
const isSavedAt = (seconds: number) => Number.isInteger(seconds) && seconds >= 946_684_800 && seconds < 4_102_444_800;

/** "id.time" pairs, newest first; seconds in base 36. */
export function encodeGuestProjects(list: ProjectBookmark[]): string {
  return list
    .slice(0, GUEST_PROJECT_LIMIT)
    .map((b) => `${b.project_id.toString(36)}.${Math.floor(Date.parse(b.bookmarked_at) / 1000).toString(36)}`)
    .join("-");
}

export function decodeGuestProjects(value: string | undefined): ProjectBookmark[] {
  if (!value) return [];
  const list: ProjectBookmark[] = [];
  for (const part of value.split("-").slice(0, GUEST_PROJECT_LIMIT)) {
    if (!/^[0-9a-z]{1,8}\.[0-9a-z]{1,8}$/.test(part)) continue;
    const [id, time] = part.split(".");
    const projectId = parseInt(id, 36);
    const seconds = parseInt(time, 36);
    if (!isId(projectId) || !isSavedAt(seconds)) continue;
    if (list.some((b) => b.project_id === projectId)) continue;
    list.push({ project_id: projectId, bookmarked_at: new Date(seconds * 1000).toISOString() });
  }
  return list;
}

/** Queries with the time they were saved: "time~query" joined by "|", URI-encoded. */
export function encodeGuestSearches(list: SearchBookmark[]): string {
  return encodeURIComponent(
    list
      .slice(0, SAVED_SEARCH_LIMIT)
      .map((b) => `${Math.floor(Date.parse(b.bookmarked_at) / 1000).toString(36)}~${b.query}`)
      .join("|"),
  );
}

export function decodeGuestSearches(value: string | undefined): Array<Pick<SearchBookmark, "query" | "bookmarked_at">> {
  if (!value) return [];
  let text: string;
  try {
    text = storableText(decodeURIComponent(value));
  } catch {
    return [];
  }
  const list: Array<Pick<SearchBookmark, "query" | "bookmarked_at">> = [];
  for (const part of text.split("|").slice(0, SAVED_SEARCH_LIMIT)) {
    const at = part.indexOf("~");
    const seconds = parseInt(part.slice(0, at), 36);
    const query = part.slice(at + 1);
    if (at <= 0 || !isSavedAt(seconds) || !query || query.length > 2_000) continue;
    list.push({ query, bookmarked_at: new Date(seconds * 1000).toISOString() });
  }
  return list;
}

/** Set-Cookie or document.cookie; an empty value clears it. `secure`: the server's rule, or whether the page came over https. */
export function guestCookie(name: string, value: string, secure: boolean): string {
  return plainCookie(name, value, { maxAgeSeconds: MAX_AGE_SECONDS, secure });
}
