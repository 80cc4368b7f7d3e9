import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PROJECT_PAGE_SIZE, SORT_OPTIONS, type SortOption } from "~/constants";
import { ProjectCard } from "~/components/project-card";
import { EmptyState } from "~/components/empty-state";
import { SearchIcon } from "~/components/icons";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import { formatCount } from "~/utils/format";
import type { Language } from "~/utils/language";

/** The current URL with some parameters changed (null removes one); page resets unless given. */
export function useHrefWith() {
  const location = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(location.search);
    if (!("page" in changes)) params.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
}

/** Page numbers around the current one, with the first and last always present. */
export function pageWindow(page: number, pageCount: number, radius = 2): Array<number | "gap"> {
  const pages = new Set([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | "gap"> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

export function SortLinks({ sort }: { sort: SortOption }) {
  const { t } = useTranslation();
  const hrefWith = useHrefWith();
  return (
    <nav className="sort-links" aria-label={t("search.sortLabel")}>
      <ul>
        {SORT_OPTIONS.map((option) => (
          <li key={option}>
            {option === sort ? (
              <span aria-current="true">{t(`search.sort.${option}`)}</span>
            ) : (
              <Link to={hrefWith({ sort: option === "suggest" ? null : option })} preventScrollReset>
                {t(`search.sort.${option}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  const hrefWith = useHrefWith();
  if (pageCount <= 1) return null;
  const href = (p: number) => hrefWith({ page: p === 1 ? null : String(p) });
  return (
    <nav className="pagination" aria-label={t("search.pagination")}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t("search.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page">{p}</span>
              ) : (
                <Link to={href(p)} aria-label={t("search.pageN", { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t("search.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export function SearchResults({
  cards,
  total,
  page,
  pageCount,
  sort,
  now,
}: {
  cards: ProjectCardData[];
  total: number;
  page: number;
  pageCount: number;
  sort: SortOption;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const from = total === 0 ? 0 : (page - 1) * PROJECT_PAGE_SIZE + 1;
  const to = Math.min(total, page * PROJECT_PAGE_SIZE);
  return (
    <section className="search-results" aria-labelledby="result-count">
      <div className="search-results__head">
        <h2 id="result-count" className="result-count" aria-live="polite">
          {t("search.total", { total: formatCount(total, language) })}
          {total > 0 ? <span className="result-range">{t("search.range", { from: formatCount(from, language), to: formatCount(to, language) })}</span> : null}
        </h2>
        <SortLinks sort={sort} />
      </div>
      {cards.length === 0 ? (
        <EmptyState
          icon={<SearchIcon />}
          action={
            <Link to="/project/" className="button">
              {t("search.clear")}
            </Link>
          }
        >
          {t("search.noResults")}
        </EmptyState>
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
