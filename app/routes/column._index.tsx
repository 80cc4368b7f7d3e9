import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { ColumnList, ColumnTopics } from "~/components/column/column-list";
import { getColumnCategories, getColumnTags, getNewestColumns } from "~/models/column/queries.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { columnStyles, stylesheets } from "~/styles/sheets";

const FEATURED_COUNT = 3;
const NEWEST_COUNT = 10;

export const links = stylesheets(columnStyles);
export const handle: RouteHandle = { breadcrumb: ({ t }) => ({ label: t("column:title"), to: "/column/" }), i18n: ["column"] };

export async function loader() {
  const [newest, categories, tags] = await Promise.all([getNewestColumns(FEATURED_COUNT + NEWEST_COUNT), getColumnCategories(), getColumnTags()]);
  return { featured: newest.slice(0, FEATURED_COUNT), newest: newest.slice(FEATURED_COUNT), categories, tags, now: new Date().toISOString() };
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("column:title"), description: t("column:description") });
};

export default function ColumnHome() {
  const { featured, newest, categories, tags, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="column-page column-home">
      <PageHeading>{t("column:title")}</PageHeading>
      <p className="column-page__lead">{t("column:lead")}</p>
      <section className="section column-home__featured" aria-labelledby="column-featured">
        <h2 id="column-featured" className="section__title">
          {t("column:featured")}
        </h2>
        <ColumnList columns={featured} now={new Date(now)} thumbnails />
      </section>
      <section className="section" aria-labelledby="column-newest">
        <h2 id="column-newest" className="section__title">
          {t("column:newest")}
        </h2>
        <ColumnList columns={newest} now={new Date(now)} thumbnails />
        <p className="section__more">
          <Link to="/column/list/">{t("column:seeAll")}</Link>
        </p>
      </section>
      <section className="section" aria-labelledby="column-categories">
        <h2 id="column-categories" className="section__title">
          {t("column:categories")}
        </h2>
        <ColumnTopics topics={categories} href={(id) => `/column/category/${id}/`} />
      </section>
      <section className="section" aria-labelledby="column-tags">
        <h2 id="column-tags" className="section__title">
          {t("column:tags")}
        </h2>
        <ColumnTopics topics={tags} href={(id) => `/column/tag/${id}/`} />
      </section>
    </div>
  );
}
