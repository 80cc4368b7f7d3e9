import type { MetaFunction } from "@remix-run/node";
import { Await, Form, Link, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { DISPLAYED_PROJECT_COUNT, NEW_COLUMN_DAYS, SEARCH_KEYWORD_MAX_LENGTH } from "~/constants";
import { getNewestProjects, getPopularPrefectures, getPopularSkills, getProjectCount, type PopularItem } from "~/models/project.server";
import { getNewestColumns } from "~/models/column.server";
import { ProjectCard } from "~/components/project-card";
import { ListingCount } from "~/components/layout/footer";
import { PageHeading } from "~/components/page-heading";
import { formatDate, isWithinDays } from "~/utils/format";
import { pageMeta, metaTranslator } from "~/utils/meta";
import type { Language } from "~/utils/language";
import { StreamError } from "~/components/stream-error";

const POPULAR_COUNT = 12;
const NEWEST_COLUMN_COUNT = 5;

export async function loader() {
  const [newest, count] = await Promise.all([getNewestProjects(DISPLAYED_PROJECT_COUNT), getProjectCount()]);
  return {
    newest,
    total: count.count,
    updatedAt: count.updated_at,
    now: new Date().toISOString(),
    // Streamed after the first bytes.
    popularSkills: getPopularSkills(POPULAR_COUNT),
    popularPrefectures: getPopularPrefectures(POPULAR_COUNT),
    columns: getNewestColumns(NEWEST_COLUMN_COUNT),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("top.title") });
};

// Ranked by demand in the newest listings; the counts are of that sample, so they are not shown.
function PopularList({ items, href }: { items: PopularItem[]; href: (id: number) => string }) {
  return (
    <ol className="chip-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={href(item.id)} className="chip">
            {item.name}
          </Link>
        </li>
      ))}
    </ol>
  );
}

export default function TopPage() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const now = new Date(data.now);
  const language = i18n.language as Language;
  return (
    <div className="top-page">
      <section className="hero">
        <PageHeading className="hero__heading">{t("top.heading")}</PageHeading>
        <p className="hero__lead">{t("top.lead")}</p>
        <ListingCount total={data.total} />
        {data.updatedAt ? <p className="hero__updated">{t("top.updatedAt", { date: formatDate(data.updatedAt, language) })}</p> : null}
        <Form method="get" action="/project/" className="hero__search" role="search">
          <label htmlFor="top-keyword" className="visually-hidden">
            {t("top.searchLabel")}
          </label>
          <input id="top-keyword" type="search" name="keyword" maxLength={SEARCH_KEYWORD_MAX_LENGTH} placeholder={t("top.searchPlaceholder")} />
          <button type="submit" className="button button--primary">
            {t("top.searchButton")}
          </button>
        </Form>
      </section>

      <section className="section" aria-labelledby="newest-projects">
        <h2 id="newest-projects" className="section__title">
          {t("top.newestProjects")}
        </h2>
        <div className="project-list">
          {data.newest.map((project) => (
            <ProjectCard key={project.id} project={project} now={now} />
          ))}
        </div>
        <p className="section__more">
          <Link to="/project/?sort=created_at">{t("top.seeAllProjects")}</Link>
        </p>
      </section>

      <section className="section" aria-labelledby="popular-skills">
        <h2 id="popular-skills" className="section__title">
          {t("top.popularSkills")}
        </h2>
        <Suspense fallback={<p className="loading">{t("top.loading")}</p>}>
          <Await resolve={data.popularSkills} errorElement={<StreamError />}>
            {(items) => <PopularList items={items} href={(id) => `/project/skill/${id}/`} />}
          </Await>
        </Suspense>
      </section>

      <section className="section" aria-labelledby="popular-prefectures">
        <h2 id="popular-prefectures" className="section__title">
          {t("top.popularPrefectures")}
        </h2>
        <Suspense fallback={<p className="loading">{t("top.loading")}</p>}>
          <Await resolve={data.popularPrefectures} errorElement={<StreamError />}>
            {(items) => <PopularList items={items} href={(id) => `/project/prefecture/${id}/`} />}
          </Await>
        </Suspense>
      </section>

      <section className="section" aria-labelledby="newest-columns">
        <h2 id="newest-columns" className="section__title">
          {t("top.newestColumns")}
        </h2>
        <Suspense fallback={<p className="loading">{t("top.loading")}</p>}>
          <Await resolve={data.columns} errorElement={<StreamError />}>
            {(columns) => (
              <ul className="column-list">
                {columns.map((column) => (
                  <li key={column.id} className="column-item">
                    <Link to={`/column/detail/${column.id}/`} className="column-item__title">
                      {isWithinDays(column.publishedAt, NEW_COLUMN_DAYS, now) ? <span className="badge badge--new">{t("column.new")}</span> : null}
                      {column.title}
                    </Link>
                    <p className="column-item__meta">
                      <time dateTime={column.publishedAt}>{formatDate(column.publishedAt, language)}</time>
                      <span className="column-item__category">{column.categoryName}</span>
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
        <p className="section__more">
          <Link to="/column/">{t("top.seeAllColumns")}</Link>
        </p>
      </section>
    </div>
  );
}
