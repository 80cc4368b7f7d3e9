// One column article; no heading over the header here (docs/product.md, Pages).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { DISPLAYED_PROJECT_COUNT, NEW_COLUMN_DAYS } from "~/constants";
import { ColumnList } from "~/components/column/column-list";
import { ProjectCard } from "~/components/project-card";
import { ResponsiveImage } from "~/components/responsive-image";
import { StreamError } from "~/components/stream-error";
import { renderArticle, type TocEntry } from "~/models/column/article";
import { getColumn, getRelatedColumns } from "~/models/column/queries.server";
import { parseId } from "~/models/listing/ids";
import { getNewestProjects, getProjectCards } from "~/models/project.server";
import { getSearchEngine } from "~/search/engine.server";
import { formatDate, isWithinDays } from "~/utils/format";
import { imageVariantUrl } from "~/utils/image";
import { pageNotFound } from "~/utils/http.server";
import type { Language } from "~/utils/language";
import { pageMeta, SHARE_IMAGE } from "~/utils/meta";
import { useNonce } from "~/utils/nonce";
import type { RouteHandle } from "~/utils/route-handle";
import { siteOrigin } from "~/utils/site-origin.server";
import { cardStyles, columnStyles, stylesheets } from "~/styles/sheets";

const RELATED_COLUMN_COUNT = 4;
const RELATED_PROJECT_COUNT = 6;
/** The hero's width: the article's column, or the screen, less the paddings. */
const HERO_SIZES = "(min-width: 1024px) 716px, (min-width: 860px) 804px, calc(100vw - 56px)";

export const links = stylesheets(columnStyles, cardStyles);
export const handle: RouteHandle = {
  i18n: ["column", "listing"],
  layout: "article",
  breadcrumb: ({ t, data }) => [
    { label: t("column:title"), to: "/column/" },
    ...(data
      ? [
          { label: data.column.categoryName, to: `/column/category/${data.column.categoryId}/` },
          { label: data.column.title, to: `/column/detail/${data.column.id}/` },
        ]
      : []),
  ],
};

async function relatedProjects(skillIds: number[]) {
  if (skillIds.length === 0) return getNewestProjects(RELATED_PROJECT_COUNT);
  const engine = await getSearchEngine();
  // The skill filter also finds listings that only welcome a skill: a few more are read to put the ones requiring it first.
  const { ids } = engine.search({ filters: { skill: skillIds }, keyword: "", sort: "suggest", page: 1 }, RELATED_PROJECT_COUNT * 3);
  const cards = await getProjectCards(ids);
  const requires = (card: (typeof cards)[number]) => card.skills.some((skill) => skillIds.includes(skill.id));
  return [...cards.filter(requires), ...cards.filter((card) => !requires(card))].slice(0, RELATED_PROJECT_COUNT);
}

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const column = id === null ? undefined : await getColumn(id);
  if (!column) throw pageNotFound();
  const { html, toc } = renderArticle(column.body);
  const origin = siteOrigin();
  return {
    column: { ...column, body: undefined },
    html,
    toc,
    now: new Date().toISOString(),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: column.title,
      description: column.lead,
      datePublished: column.publishedAt,
      dateModified: column.updatedAt,
      author: { "@type": "Organization", name: column.author },
      publisher: { "@type": "Organization", name: "案件ファインダー", url: `${origin}/` },
      mainEntityOfPage: `${origin}/column/detail/${column.id}/`,
      image: column.hero ? [`${origin}${imageVariantUrl(column.hero, 1280)}`, `${origin}${SHARE_IMAGE.path}`] : `${origin}${SHARE_IMAGE.path}`,
      articleSection: column.categoryName,
      keywords: column.tags.map((t) => t.name).join(","),
    },
    // Streamed after the first bytes.
    related: getRelatedColumns(column, RELATED_COLUMN_COUNT),
    projects: relatedProjects(column.skillIds),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  return pageMeta(matches, location, { title: data.column.title, description: data.column.lead, type: "article" });
};

function sections(toc: TocEntry[]) {
  const out: Array<{ entry: TocEntry; subsections: TocEntry[] }> = [];
  for (const entry of toc) {
    if (entry.level === 3 && out.length > 0) out.at(-1)!.subsections.push(entry);
    else out.push({ entry, subsections: [] });
  }
  return out;
}

export default function ColumnDetail() {
  const { column, html, toc, now, jsonLd, related, projects } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const nonce = useNonce();
  const language = i18n.language as Language;
  return (
    <article className="article">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
      <p className="article__meta">
        <Link to={`/column/category/${column.categoryId}/`}>{column.categoryName}</Link>
        <span>
          {t("column:published")} <time dateTime={column.publishedAt}>{formatDate(column.publishedAt, language)}</time>
        </span>
        {column.updatedAt > column.publishedAt ? (
          <span>
            {t("column:updated")} <time dateTime={column.updatedAt}>{formatDate(column.updatedAt, language)}</time>
          </span>
        ) : null}
      </p>
      {/* No heading over the header on column detail (docs/product.md, Pages), so a plain h1. */}
      <h1 className="article__title">
        {isWithinDays(column.publishedAt, NEW_COLUMN_DAYS, new Date(now)) ? <span className="badge badge--new">{t("column:new")}</span> : null}
        {column.title}
      </h1>
      {column.hero ? (
        <div className="article__hero">
          <ResponsiveImage image={column.hero} sizes={HERO_SIZES} className="article__hero-image" priority />
        </div>
      ) : null}
      <p className="article__lead">{column.lead}</p>
      <nav className="toc" aria-labelledby="toc-title">
        <h2 id="toc-title" className="toc__title">
          {t("column:toc")}
        </h2>
        <ol>
          {sections(toc).map(({ entry, subsections }) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.text}</a>
              {subsections.length > 0 ? (
                <ul className="toc__sub">
                  {subsections.map((sub) => (
                    <li key={sub.id}>
                      <a href={`#${sub.id}`}>{sub.text}</a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      </nav>
      {/* Markdown from our own repository, rendered with raw HTML off (models/column/article.ts). */}
      <div className="article__body" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="article__meta">
        {t("column:author")}: {column.author}
      </p>
      <div className="article__tags">
        <h2 className="visually-hidden">{t("column:tagsLabel")}</h2>
        <ul className="chip-list">
          {column.tags.map((tag) => (
            <li key={tag.id}>
              <Link to={`/column/tag/${tag.id}/`} className="chip">
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <section className="section" aria-labelledby="related-projects">
        <h2 id="related-projects" className="section__title">
          {column.skillIds.length > 0 ? t("column:relatedProjects") : t("column:newProjects")}
        </h2>
        <Suspense fallback={<p className="loading">{t("page.loading")}</p>}>
          <Await resolve={projects} errorElement={<StreamError />}>
            {(cards) => (
              <div className="project-list">
                {cards.slice(0, DISPLAYED_PROJECT_COUNT).map((card) => (
                  <ProjectCard key={card.id} project={card} now={new Date(now)} />
                ))}
              </div>
            )}
          </Await>
        </Suspense>
        <p className="section__more">
          <Link to="/project/">{t("column:searchProjects")}</Link>
        </p>
      </section>

      <section className="section" aria-labelledby="related-columns">
        <h2 id="related-columns" className="section__title">
          {t("column:relatedColumns")}
        </h2>
        <Suspense fallback={<p className="loading">{t("page.loading")}</p>}>
          <Await resolve={related} errorElement={<StreamError />}>
            {(columns) => <ColumnList columns={columns} now={new Date(now)} thumbnails />}
          </Await>
        </Suspense>
      </section>
    </article>
  );
}
