import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MAX_PROJECTS_PER_ENTRY, SAVED_SEARCH_DISPLAY_COUNT, SAVED_SEARCH_LIMIT } from "~/constants";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import type { SearchBookmark } from "~/models/bookmark/rules";
import { formatDate, formatCount } from "~/utils/format";
import type { Language } from "~/utils/language";
import { PageHeading } from "../page-heading";
import { ProjectCard } from "../project-card";
import { Pagination } from "../pagination";
import { useBookmarks } from "./use-bookmarks";
import { useEntryTargets } from "../entry/entry-targets";
import { entryFormPath } from "~/models/entry/links";
import { EmptyState } from "../empty-state";
import { SearchIcon, StarIcon } from "../icons";

export function SavedProjects({
  cards,
  now,
  page,
  pageCount,
  guest,
}: {
  cards: ProjectCardData[];
  now: string;
  page: number;
  pageCount: number;
  guest: boolean;
}) {
  const { t } = useTranslation("listing");
  const { projectIds, ready } = useBookmarks();
  // With JavaScript, a card whose bookmark was just removed leaves the list at once.
  const shown = ready ? cards.filter((card) => projectIds.has(card.id)) : cards;
  return (
    <div className="account-page">
      <PageHeading>{t("bookmark.projectsTitle")}</PageHeading>
      <p>{t("bookmark.projectsLead")}</p>
      {guest ? <GuestNote /> : null}
      {shown.length === 0 ? <NothingSaved icon={<StarIcon />}>{t("bookmark.projectsEmpty")}</NothingSaved> : <BulkEntry cards={shown} now={now} />}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} /> : null}
    </div>
  );
}

/** Applying to several saved projects in one entry (docs/product.md, Limits): a GET form the cards' checkboxes belong to. */
function BulkEntry({ cards, now }: { cards: ProjectCardData[]; now: string }) {
  const { t } = useTranslation("listing");
  const { isMember } = useEntryTargets();
  const action = entryFormPath(isMember ? "member" : "signup", { type: "project" });
  const open = cards.filter((card) => !card.closed);
  return (
    <>
      {open.length > 1 ? (
        <p id="bulk-entry-lead" className="form-field__help">
          {t("entryButton.bulkLead", { limit: MAX_PROJECTS_PER_ENTRY })}
        </p>
      ) : null}
      {cards.map((card) => (
        <ProjectCard key={card.id} project={card} now={new Date(now)} selectForm={open.length > 1 ? "bulk-entry" : undefined} />
      ))}
      {open.length > 1 ? (
        <form id="bulk-entry" method="get" action={action} className="bulk-entry" aria-describedby="bulk-entry-lead">
          <button type="submit" className="button button--primary button--large">
            {t("entryButton.bulk")}
          </button>
        </form>
      ) : null}
    </>
  );
}

function GuestNote() {
  const { t } = useTranslation("listing");
  return (
    <p className="notice">
      {t("bookmark.guestNote")} <Link to="/signin/">{t("bookmark.toLogin")}</Link>
    </p>
  );
}

export function SavedSearches({ searches, showAll, guest }: { searches: SearchBookmark[]; showAll: boolean; guest: boolean }) {
  const { t, i18n } = useTranslation("listing");
  const { hasSearch, ready, onSubmitWhenReady, removeSearch } = useBookmarks();
  const { pathname } = useLocation();
  const language = (i18n.language === "en" ? "en" : "ja") as Language;
  const live = ready ? searches.filter((s) => hasSearch(s.query)) : searches;
  const shown = showAll ? live : live.slice(0, SAVED_SEARCH_DISPLAY_COUNT);
  return (
    <div className="account-page">
      <PageHeading>{t("bookmark.searchesTitle")}</PageHeading>
      <p>{t("bookmark.searchesLead", { limit: SAVED_SEARCH_LIMIT })}</p>
      {guest ? <GuestNote /> : null}
      {live.length === 0 ? (
        <NothingSaved icon={<SearchIcon />}>{t("bookmark.searchesEmpty")}</NothingSaved>
      ) : (
        <ul className="saved-searches">
          {shown.map((search) => (
            <li key={search.query} className="account-card saved-search">
              <p className="saved-search__words">{search.search_words}</p>
              <p className="saved-search__meta">
                {t("bookmark.hits", { count: search.count, formatted: formatCount(search.count, language) })}・
                {t("bookmark.savedAt", { date: formatDate(search.bookmarked_at, language) })}
              </p>
              <div className="saved-search__actions">
                <Link to={`/project/?${search.query}`} className="button button--primary">
                  {t("bookmark.open")}
                </Link>
                {guest ? null : <MailSwitch search={search} back={pathname} />}
                <form method="post" action="/bookmark/search/" className="bookmark-form" onSubmit={onSubmitWhenReady(() => void removeSearch(search.query))}>
                  <input type="hidden" name="query" value={search.query} />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="redirect_to" value={pathname} />
                  <button type="submit" className="link-button">
                    {t("bookmark.removeSearch")}
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!showAll && live.length > SAVED_SEARCH_DISPLAY_COUNT ? (
        <p>
          <Link to="?all=1">{t("bookmark.showAll", { count: live.length })}</Link>
        </p>
      ) : null}
      {guest ? <p>{t("bookmark.guestMail")}</p> : null}
    </div>
  );
}

/** The mail alert switch: a form posting its new state, so it works without JavaScript. */
function MailSwitch({ search, back }: { search: SearchBookmark; back: string }) {
  const { t } = useTranslation("listing");
  const on = search.mail_send_flag === 1;
  return (
    <Form method="post" action="/bookmark/search/" className="bookmark-form" preventScrollReset>
      <input type="hidden" name="query" value={search.query} />
      <input type="hidden" name="intent" value="mail" />
      <input type="hidden" name="mail_send_flag" value={on ? "0" : "1"} />
      <input type="hidden" name="redirect_to" value={back} />
      <span id={`mail-${search.query}`}>{t("bookmark.mail")}</span>
      <button type="submit" role="switch" aria-checked={on} aria-labelledby={`mail-${search.query}`} className="bookmark-button">
        {t(on ? "bookmark.mailOn" : "bookmark.mailOff")}
      </button>
    </Form>
  );
}

function NothingSaved({ icon, children }: { icon: ReactNode; children: string }) {
  const { t } = useTranslation("listing");
  return (
    <EmptyState
      icon={icon}
      action={
        <Link to="/project/" className="button button--primary">
          {t("common:nav.projects")}
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}
