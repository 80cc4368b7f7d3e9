// The bookmark buttons (decision 006): a plain form the server handles without JavaScript; with it the hook does.
import { useLocation } from "@remix-run/react";
import { useState, type FormEventHandler } from "react";
import { useTranslation } from "react-i18next";
import { SAVED_SEARCH_LIMIT } from "~/constants";
import { StarIcon } from "../icons";
import { useBookmarks, type SaveSearchStatus } from "./use-bookmarks";

export function useHere() {
  const location = useLocation();
  return location.pathname + location.search;
}

export function ProjectBookmarkButton({ projectId, title }: { projectId: number; title: string }) {
  const { projectIds, onSubmitWhenReady, toggleProject } = useBookmarks();
  const here = useHere();
  return (
    <ProjectBookmarkForm
      projectId={projectId}
      title={title}
      saved={projectIds.has(projectId)}
      here={here}
      onSubmit={onSubmitWhenReady(() => void toggleProject(projectId))}
    />
  );
}

/** Without the hooks, so a kept listing card can render it. */
export function ProjectBookmarkForm({
  projectId,
  title,
  saved,
  here,
  onSubmit,
}: {
  projectId: number;
  title: string;
  saved: boolean;
  here: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  const { t } = useTranslation("listing");
  return (
    <form method="post" action="/bookmark/project/" className="bookmark-form" onSubmit={onSubmit}>
      <input type="hidden" name="project_id" value={projectId} />
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="redirect_to" value={here} />
      <button type="submit" className="bookmark-button" aria-pressed={saved} title={t(saved ? "bookmark.savedLabel" : "bookmark.saveLabel", { title })}>
        <StarIcon className="bookmark-button__icon" />
        {t(saved ? "bookmark.saved" : "bookmark.save")}
      </button>
    </form>
  );
}

const STATUS_NOTICE: Record<Exclude<SaveSearchStatus, "added">, string> = {
  exists: "bookmark.notices.exists",
  full: "bookmark.notices.full",
  empty: "bookmark.notices.empty",
  failed: "bookmark.notices.failed",
};

export function SaveSearchButton({ query, searchWords }: { query: string; searchWords: string }) {
  const { t } = useTranslation("listing");
  const { hasSearch, onSubmitWhenReady, saveSearch } = useBookmarks();
  const here = useHere();
  const [message, setMessage] = useState<string | null>(null);
  const saved = hasSearch(query);
  return (
    <form
      method="post"
      action="/bookmark/search/"
      className="bookmark-form save-search"
      onSubmit={onSubmitWhenReady(() => {
        if (!saved) void saveSearch(query, searchWords).then((status) => setMessage(status === "added" ? "bookmark.notices.saved" : STATUS_NOTICE[status]));
      })}
    >
      <input type="hidden" name="query" value={query} />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="redirect_to" value={here} />
      <button type="submit" className="button" disabled={saved} aria-pressed={saved}>
        <StarIcon className="bookmark-button__icon" />
        {t(saved ? "bookmark.searchSaved" : "bookmark.saveSearch")}
      </button>
      {message ? (
        <p role={message === "bookmark.notices.saved" ? "status" : "alert"} className="save-search__message">
          {t(message, { limit: SAVED_SEARCH_LIMIT })}
        </p>
      ) : null}
    </form>
  );
}
