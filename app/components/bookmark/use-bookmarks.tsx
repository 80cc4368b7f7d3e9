// Project and search bookmarks in local storage, in step across tabs, with the server and with the
// guest cookies (decision 006); the first render uses what the server rendered.
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { AccountKind } from "~/models/account/page-frame";
import {
  GUEST_PROJECTS_COOKIE,
  GUEST_SEARCHES_COOKIE,
  decodeGuestProjects,
  decodeGuestSearches,
  encodeGuestProjects,
  encodeGuestSearches,
  guestCookie,
} from "~/models/bookmark/guest-cookie";
import {
  addProject,
  addSearch,
  mergeProjects,
  mergeSearches,
  normalizeQueryString,
  removeProject,
  removeSearch,
  type ProjectBookmark,
  type SearchBookmark,
} from "~/models/bookmark/rules";
import type { BookmarkSummary } from "~/models/bookmark/summary";
import { reportClientError } from "~/utils/client-report";
import { readLocalList, writeLocalList } from "~/utils/local-list";
import { readCookie } from "~/utils/cookies";

export const PROJECTS_KEY = "bookmark:projects";
export const SEARCHES_KEY = "bookmark:searches";

type State = { projects: ProjectBookmark[]; searches: SearchBookmark[] };
export type SaveSearchStatus = "added" | "exists" | "full" | "empty" | "failed";

export type Bookmarks = {
  projectIds: Set<number>;
  projectCount: number;
  searchCount: number;
  hasSearch: (query: string) => boolean;
  /** Once loaded, the buttons act here instead of posting the form. */
  ready: boolean;
  onSubmitWhenReady: (act: () => void) => (event: FormEvent) => void;
  toggleProject: (projectId: number) => Promise<void>;
  saveSearch: (query: string, searchWords: string) => Promise<SaveSearchStatus>;
  removeSearch: (query: string) => Promise<void>;
};

const Context = createContext<Bookmarks | null>(null);

function fromSummary(summary: BookmarkSummary): State {
  const at = new Date(0).toISOString();
  return {
    projects: summary.projectIds.map((project_id) => ({ project_id, bookmarked_at: at })),
    searches: summary.searchQueries.map((query) => ({ query, count: 0, search_words: "", bookmarked_at: at, mail_send_flag: 0 })),
  };
}

function store(state: State, guest: { projects: boolean; searches: boolean }) {
  writeLocalList(PROJECTS_KEY, state.projects);
  writeLocalList(SEARCHES_KEY, state.searches);
  // The cookies carry a guest's lists to the server (pages rendered there, forms without JavaScript).
  const secure = window.location.protocol === "https:";
  if (guest.projects) document.cookie = guestCookie(GUEST_PROJECTS_COOKIE, encodeGuestProjects(state.projects), secure);
  if (guest.searches) document.cookie = guestCookie(GUEST_SEARCHES_COOKIE, encodeGuestSearches(state.searches), secure);
}

function clearStored() {
  store({ projects: [], searches: [] }, { projects: true, searches: true });
}

async function call<T>(path: string, init?: { body: unknown }): Promise<T> {
  const response = await fetch(
    path,
    init
      ? { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(init.body) }
      : { headers: { Accept: "application/json" } },
  );
  if (!response.ok) throw new Error(`${init ? "POST" : "GET"} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const api = {
  projectIds: () => call<ProjectBookmark[]>("/api/users/bookmark/project/ids/"),
  uploadProjects: (bookmarks: ProjectBookmark[]) => call("/api/users/bookmark/project/bulk_create/", { body: { bookmarks } }),
  searches: () => call<SearchBookmark[]>("/api/users/bookmark/search/datas/"),
  uploadSearches: (bookmarks: SearchBookmark[]) => call("/api/users/bookmark/search/bulk_create/", { body: { bookmarks } }),
  setProject: (projectId: number, on: boolean) => call("/bookmark/project/", { body: { project_id: projectId, intent: on ? "add" : "remove" } }),
  setSearch: (query: string, on: boolean) => call<{ result: SaveSearchStatus }>("/bookmark/search/", { body: { query, intent: on ? "add" : "remove" } }),
};

export function BookmarksProvider({ account, summary, children }: { account: AccountKind; summary: BookmarkSummary; children: ReactNode }) {
  const [state, setState] = useState<State>(() => fromSummary(summary));
  const [ready, setReady] = useState(false);
  const kind = useRef(account);
  kind.current = account;
  const guest = () => ({ projects: kind.current !== "member", searches: kind.current === "guest" });
  const stateRef = useRef(state);
  stateRef.current = state;

  const update = useCallback((next: State) => {
    setState(next);
    store(next, guest());
  }, []);

  /** Failures of these calls are reported, never shown (docs/product.md, Errors). */
  const quietly = useCallback(async (what: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (error) {
      reportClientError(error, `bookmarks: ${what}`);
    }
  }, []);

  /** Counts the visitor's own changes, so a server list fetched before one of them does not undo it. */
  const changes = useRef(0);

  const loadFromServer = useCallback(
    async (upload: boolean) => {
      const changesBefore = changes.current;
      let next: State = { projects: readLocalList(PROJECTS_KEY), searches: readLocalList(SEARCHES_KEY) };
      if (kind.current === "member") {
        await quietly("projects", async () => {
          if (upload && next.projects.length > 0) await api.uploadProjects(next.projects);
          next = { ...next, projects: await api.projectIds() };
        });
      }
      if (kind.current !== "guest") {
        await quietly("searches", async () => {
          if (upload && next.searches.length > 0) await api.uploadSearches(next.searches);
          next = { ...next, searches: await api.searches() };
        });
      }
      // Saved or removed meanwhile: that call brings the server in step; the lists on screen stay.
      if (changes.current !== changesBefore) return;
      // A transition: an urgent update arriving while a streamed section hydrates would break it (React #421).
      startTransition(() => update(next));
    },
    [quietly, update],
  );

  // At start: the browser's lists with the guest cookies merged in, then the server's for a logged-in user.
  useEffect(() => {
    const cookies = document.cookie;
    const local: State = {
      projects: mergeProjects(readLocalList(PROJECTS_KEY), decodeGuestProjects(readCookie(cookies, GUEST_PROJECTS_COOKIE))),
      searches: mergeSearches(
        readLocalList(SEARCHES_KEY),
        decodeGuestSearches(readCookie(cookies, GUEST_SEARCHES_COOKIE)).map((s) => ({ ...s, count: 0, search_words: "", mail_send_flag: 0 as const })),
      ),
    };
    // A transition, as above.
    startTransition(() => {
      if (kind.current === "guest") update(local);
      // A logged-in user's lists are the server's; a mail-magazine user's projects stay in the browser.
      else update({ projects: kind.current === "member" ? fromSummary(summary).projects : local.projects, searches: fromSummary(summary).searches });
      setReady(true);
    });
    if (kind.current !== "guest") void loadFromServer(false);
    // Only once; login changes come through the events below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== PROJECTS_KEY && event.key !== SEARCHES_KEY && event.key !== null) return;
      startTransition(() => setState({ projects: readLocalList(PROJECTS_KEY), searches: readLocalList(SEARCHES_KEY) }));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const summaryRef = useRef(summary);
  summaryRef.current = summary;

  // At login the local lists are uploaded and the server's replace them; at logout they are cleared
  // (docs/product.md, States).
  useEffect(() => {
    const onLogin = () => {
      const rendered = fromSummary(summaryRef.current);
      update({ projects: mergeProjects(stateRef.current.projects, rendered.projects), searches: mergeSearches(stateRef.current.searches, rendered.searches) });
      void loadFromServer(true);
    };
    const onLogout = () => {
      clearStored();
      setState({ projects: [], searches: [] });
    };
    window.addEventListener("logged-in", onLogin);
    window.addEventListener("mailmag-logged-in", onLogin);
    window.addEventListener("logged-out", onLogout);
    window.addEventListener("mailmag-logged-out", onLogout);
    return () => {
      window.removeEventListener("logged-in", onLogin);
      window.removeEventListener("mailmag-logged-in", onLogin);
      window.removeEventListener("logged-out", onLogout);
      window.removeEventListener("mailmag-logged-out", onLogout);
    };
  }, [loadFromServer, update]);

  const toggleProject = useCallback(
    async (projectId: number) => {
      const before = stateRef.current;
      changes.current++;
      const on = !before.projects.some((p) => p.project_id === projectId);
      const projects = on
        ? addProject(before.projects, { project_id: projectId, bookmarked_at: new Date().toISOString() })
        : removeProject(before.projects, projectId);
      update({ ...before, projects });
      if (kind.current !== "member") return;
      try {
        await api.setProject(projectId, on);
      } catch (error) {
        reportClientError(error, "bookmarks: project");
        update({ ...stateRef.current, projects: before.projects });
      }
    },
    [update],
  );

  const saveSearch = useCallback(
    async (query: string, searchWords: string): Promise<SaveSearchStatus> => {
      const before = stateRef.current;
      changes.current++;
      const added = addSearch(before.searches, { query, count: 0, search_words: searchWords, bookmarked_at: new Date().toISOString(), mail_send_flag: 0 });
      if (added.status !== "added") return added.status;
      update({ ...before, searches: added.list });
      if (kind.current === "guest") return "added";
      try {
        const { result } = await api.setSearch(query, true);
        if (result !== "added" && result !== "exists") update({ ...stateRef.current, searches: before.searches });
        return result;
      } catch (error) {
        reportClientError(error, "bookmarks: search");
        update({ ...stateRef.current, searches: before.searches });
        return "failed";
      }
    },
    [update],
  );

  const removeSearchBookmark = useCallback(
    async (query: string) => {
      const before = stateRef.current;
      changes.current++;
      update({ ...before, searches: removeSearch(before.searches, query) });
      if (kind.current === "guest") return;
      await quietly("search", async () => {
        await api.setSearch(query, false);
      });
    },
    [update, quietly],
  );

  const value = useMemo<Bookmarks>(() => {
    const queries = new Set(state.searches.map((s) => normalizeQueryString(s.query)));
    return {
      projectIds: new Set(state.projects.map((p) => p.project_id)),
      projectCount: state.projects.length,
      searchCount: state.searches.length,
      hasSearch: (query: string) => queries.has(normalizeQueryString(query)),
      ready,
      onSubmitWhenReady: (act) => (event) => {
        if (!ready) return;
        event.preventDefault();
        act();
      },
      toggleProject,
      saveSearch,
      removeSearch: removeSearchBookmark,
    };
  }, [state, ready, toggleProject, saveSearch, removeSearchBookmark]);

  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useBookmarks(): Bookmarks {
  const value = useContext(Context);
  if (!value) throw new Error("useBookmarks needs a BookmarksProvider");
  return value;
}
