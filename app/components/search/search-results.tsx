import { Link, useLocation } from "@remix-run/react";
import { Pagination, useHrefWith } from "~/components/pagination";
import { useTranslation } from "react-i18next";
import { PROJECT_PAGE_SIZE, SORT_OPTIONS, type SortOption } from "~/constants";
import { ProjectCard } from "~/components/project-card";
import { EmptyState } from "~/components/empty-state";
import { SearchIcon } from "~/components/icons";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import { formatCount } from "~/utils/format";
import type { Language } from "~/utils/language";
import type { RemovedCondition } from "~/search/search-page.server";
import { nameOf } from "~/search/categories";
import { conditionChips } from "./search-conditions";

export function SortLinks({ sort }: { sort: SortOption }) {
  const { t } = useTranslation();
  const hrefWith = useHrefWith();
  return (
    <nav className="sort-links" aria-label={t("search:sortLabel")}>
      <ul>
        {SORT_OPTIONS.map((option) => (
          <li key={option}>
            {option === sort ? (
              <span aria-current="true">{t(`search:sort.${option}`)}</span>
            ) : (
              <Link to={hrefWith({ sort: option === "suggest" ? null : option })} preventScrollReset>
                {t(`search:sort.${option}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

type Relaxed = { removed: RemovedCondition; total: number; cards: ProjectCardData[]; search: string } | null;

/** What a search with no result offers: the search without one condition and its first cards, or the skills with the most listings. */
function NoResults({ hasConditions, relaxed, nearby, now }: { hasConditions: boolean; relaxed: Relaxed; nearby: number[]; now: Date }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language = i18n.language as Language;
  const label = relaxed
    ? relaxed.removed.key === "keyword"
      ? `「${relaxed.removed.word}」`
      : conditionChips({ [relaxed.removed.key]: relaxed.removed.values }, "", t)
          .map((c) => c.label)
          .join("・")
    : "";
  return (
    <>
      <EmptyState
        icon={<SearchIcon />}
        action={
          hasConditions ? (
            <Link to={location.pathname} className="button">
              {t("search:clear")}
            </Link>
          ) : undefined
        }
      >
        {hasConditions ? `${t("search:noResults")}${relaxed ? "" : t("search:noResultsHint")}` : t("search:noListings")}
      </EmptyState>
      {relaxed ? (
        <section className="relaxed-results" aria-labelledby="relaxed-heading">
          <h3 id="relaxed-heading">{t("search:relaxed", { label, total: formatCount(relaxed.total, language) })}</h3>
          <div className="project-list project-list--results">
            {relaxed.cards.map((card) => (
              <ProjectCard key={card.id} project={card} now={now} />
            ))}
          </div>
          <p>
            <Link to={`${location.pathname}${relaxed.search ? `?${relaxed.search}` : ""}`} className="button">
              {t("search:relaxedLink", { label, total: formatCount(relaxed.total, language) })}
            </Link>
          </p>
        </section>
      ) : null}
      {nearby.length > 0 ? (
        <nav className="nearby-searches" aria-labelledby="nearby-heading">
          <h3 id="nearby-heading">{t("search:nearby")}</h3>
          <ul className="chip-list">
            {nearby.map((id) => (
              <li key={id}>
                <Link className="chip" to={`/project/skill/${id}/`}>
                  {nameOf("skill", id)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}

export function SearchResults({
  cards,
  total,
  page,
  pageCount,
  sort,
  now,
  hasConditions = false,
  relaxed = null,
  nearby = [],
}: {
  cards: ProjectCardData[];
  total: number;
  page: number;
  pageCount: number;
  sort: SortOption;
  now: Date;
  hasConditions?: boolean;
  relaxed?: Relaxed;
  nearby?: number[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const from = total === 0 ? 0 : (page - 1) * PROJECT_PAGE_SIZE + 1;
  const to = Math.min(total, page * PROJECT_PAGE_SIZE);
  return (
    <section className="search-results" aria-labelledby="result-count">
      <div className="search-results__head">
        <h2 id="result-count" className="result-count" aria-live="polite">
          {t("search:total", { total: formatCount(total, language) })}
          {total > 0 ? <span className="result-range">{t("search:range", { from: formatCount(from, language), to: formatCount(to, language) })}</span> : null}
        </h2>
        <SortLinks sort={sort} />
      </div>
      {cards.length === 0 ? (
        <NoResults hasConditions={hasConditions} relaxed={relaxed} nearby={nearby} now={now} />
      ) : (
        <div className="project-list project-list--results">
          {cards.map((card) => (
            <ProjectCard key={card.id} project={card} now={now} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}
