import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AppliedEntry } from "~/models/entry/applied.server";
import { formatDate } from "~/utils/format";
import type { Language } from "~/utils/language";
import { PageHeading } from "../page-heading";
import { Pagination } from "../pagination";
import { EmptyState } from "../empty-state";
import { SearchIcon } from "../icons";

export function AppliedList({ type }: { type: "project" | "agent" }) {
  const { t, i18n } = useTranslation("applied");
  const { entries, page, pageCount } = useLoaderData() as { entries: AppliedEntry[]; page: number; pageCount: number };
  const language = i18n.language as Language;
  return (
    <div className="account-page">
      <PageHeading>{t(type === "project" ? "list.projectsTitle" : "list.agentsTitle")}</PageHeading>
      <p>{t(type === "project" ? "list.projectsLead" : "list.agentsLead")}</p>
      {entries.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          action={
            <>
              <Link to="/project/" className="button button--primary">
                {t("list.search")}
              </Link>
              {type === "agent" ? (
                <Link to="/entry/input/agent/" className="button">
                  {t("list.agentEntry")}
                </Link>
              ) : null}
            </>
          }
        >
          {t(type === "project" ? "list.projectsEmpty" : "list.agentsEmpty")}
        </EmptyState>
      ) : (
        <ul className="entry-list">
          {entries.map((entry) => (
            <li key={entry.id} className="entry-list__item">
              {entry.projectId ? (
                <Link to={`/project/detail/${entry.projectId}/`} className="entry-list__title">
                  {entry.title}
                </Link>
              ) : entry.agentId ? (
                <Link to={`/agent/detail/${entry.agentId}/`} className="entry-list__title">
                  {entry.agentName}
                </Link>
              ) : (
                <span className="entry-list__title">{t("list.consultation")}</span>
              )}
              <span className="entry-list__meta">
                {entry.projectId ? <span>{entry.agentName}</span> : null}
                <span>{t("list.appliedAt", { date: formatDate(entry.createdAt, language) })}</span>
                {entry.type === "project" ? (
                  <span className={`entry-state entry-state--${entry.open ? "open" : "closed"}`}>{t(entry.open ? "list.open" : "list.closed")}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </div>
  );
}
