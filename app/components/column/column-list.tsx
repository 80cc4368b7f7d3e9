import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NEW_COLUMN_DAYS } from "~/constants";
import { ResponsiveImage } from "../responsive-image";
import type { ColumnSummary, ColumnTopic } from "~/models/column/queries.server";
import { formatDate, isWithinDays } from "~/utils/format";
import type { Language } from "~/utils/language";
import { PageHeading } from "../page-heading";
import { Pagination } from "../pagination";

const THUMBNAIL_SIZES = "(min-width: 1024px) 128px, 96px";

/** The picture says nothing the title does not, so its alt is empty; lazy, as most cards are below the first screen. */
export function ColumnList({
  columns,
  now,
  headingLevel = 3,
  thumbnails = false,
}: {
  columns: ColumnSummary[];
  now: Date;
  headingLevel?: 2 | 3;
  thumbnails?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="column-list">
      {columns.map((column) => (
        <li key={column.id} className={thumbnails && column.hero ? "column-item column-item--thumbnail" : "column-item"}>
          {thumbnails && column.hero ? <ResponsiveImage image={column.hero} sizes={THUMBNAIL_SIZES} alt="" className="column-item__thumbnail" /> : null}
          <Heading className="column-item__title">
            <Link to={`/column/detail/${column.id}/`}>
              {isWithinDays(column.publishedAt, NEW_COLUMN_DAYS, now) ? <span className="badge badge--new">{t("column:new")}</span> : null}
              {column.title}
            </Link>
          </Heading>
          <p className="column-item__meta">
            <time dateTime={column.publishedAt}>{formatDate(column.publishedAt, i18n.language as Language)}</time>
            <span className="column-item__category">{column.categoryName}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ColumnTopics({ topics, href }: { topics: ColumnTopic[]; href: (id: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="chip-list">
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link to={href(topic.id)} className="chip">
            {topic.name}
            <span className="chip__count">{t("column:count", { count: topic.count })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ColumnListPage({
  heading,
  lead,
  columns,
  page,
  pageCount,
  now,
}: {
  heading: string;
  lead: string;
  columns: ColumnSummary[];
  page: number;
  pageCount: number;
  now: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="column-page">
      <PageHeading>{heading}</PageHeading>
      <p className="column-page__lead">{lead}</p>
      {columns.length > 0 ? <ColumnList columns={columns} now={new Date(now)} headingLevel={2} thumbnails /> : <p>{t("column:empty")}</p>}
      <Pagination page={page} pageCount={pageCount} />
    </div>
  );
}
