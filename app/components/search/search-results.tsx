import { Link } from "@remix-run/react";
import NoResults from "./no-results";
import { Pagination, useHrefWith } from "~/components/pagination";
import { useTranslation } from "react-i18next";
import { PROJECT_PAGE_SIZE, SORT_OPTIONS, type SortOption } from "~/constants";
import { ProjectCard } from "~/components/project-card";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import { formatCount } from "~/utils/format";
import type { Language } from "~/utils/language";

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

type Relaxed = Parameters<typeof NoResults>[0]["relaxed"];

export function SearchResults({
  cards,
  total,
  page,
  pageCount,
  sort,
  now,
  clearHref = null,
  relaxed = null,
  nearby = [],
}: {
  cards: ProjectCardData[];
  total: number;
  page: number;
  pageCount: number;
  sort: SortOption;
  now: Date;
  clearHref?: string | null;
  relaxed?: Relaxed;
  nearby?: Array<{ id: number; name: string }>;
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
        <NoResults clearHref={clearHref} relaxed={relaxed} nearby={nearby} now={now} />
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
