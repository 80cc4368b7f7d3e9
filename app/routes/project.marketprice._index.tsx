// The market's rates, for all listings or one skill or job type, from the stored statistics (decision 016).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { PageHeading } from "~/components/page-heading";
import { BarChart, bandLabel, ColumnChart, DoughnutChart, LineChart } from "~/components/market/charts";
import { SKILLS } from "~/data/skills";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { readSegment } from "~/models/market/segments.server";
import { ALL_SEGMENT, segmentFromQuery, segmentKey, segmentPath, type MarketSegmentRef } from "~/models/market/segment";
import { MIN_SEGMENT_LISTINGS, type SegmentStats } from "~/models/market/statistics";
import { ESTIMATE_PATHS } from "~/models/market/paths";
import { staticCategoryName } from "~/search/categories";
import { formatDate } from "~/utils/format";
import { pageNotFound } from "~/utils/http.server";
import { searchListHref } from "~/utils/links";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, marketStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles, marketStyles);

export const handle: RouteHandle = {
  i18n: ["market"],
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("market:title"), to: "/project/marketprice/" }),
};

export async function loader({ request }: LoaderFunctionArgs) {
  const segment = segmentFromQuery(new URL(request.url).searchParams);
  if (!segment) throw pageNotFound();
  const [stored, all] = await Promise.all([readSegment(segmentKey(segment)), segment.kind === "all" ? null : readSegment(ALL_SEGMENT)]);
  // The links to other skills' pages: the skills the whole market asks for most.
  const popular = (all ?? stored)?.stats.coSkills.map((s) => s.id) ?? [];
  return { segment, stored, popular };
}

export const meta: MetaFunction<typeof loader> = ({ matches, location, data }) => {
  const t = metaTranslator(matches);
  const segment = data?.segment;
  const named = segment && segment.kind !== "all";
  return pageMeta(matches, location, {
    title: named ? t("market:titleOf", { name: segment.name }) : t("market:title"),
    description: named ? t("market:descriptionOf", { name: segment.name }) : t("market:description"),
    canonicalPath: segment ? segmentPath(segment) : undefined,
    // Too few listings for a median: nothing worth finding in a search engine.
    noindex: !data?.stored?.stats.price,
  });
};

const named = (kind: "skill" | "job" | "prefecture", id: number) => staticCategoryName(kind, id) ?? "";

export default function MarketPricePage() {
  const { t, i18n } = useTranslation();
  const { segment, stored, popular } = useLoaderData<typeof loader>();
  const name = segment.kind === "all" ? null : segment.name;
  const date = stored ? formatDate(stored.updatedAt, i18n.language === "en" ? "en" : "ja") : "";
  return (
    <div className="market-page">
      <PageHeading>{name ? t("market:titleOf", { name }) : t("market:title")}</PageHeading>
      {stored ? (
        <p className="market-page__lead">
          {name ? t("market:leadOf", { name, count: stored.stats.count, date }) : t("market:lead", { count: stored.stats.count, date })}
        </p>
      ) : (
        <p className="market-page__lead">{t("market:pending")}</p>
      )}
      <p className="market-page__estimate">
        <Link to={ESTIMATE_PATHS.input} className="button button--primary button--large">
          {t("market:estimateLink")}
        </Link>
      </p>
      <SegmentChooser segment={segment} />
      {stored ? <MarketFigures stats={stored.stats} whole={segment.kind === "all"} t={t} /> : null}
      <p className="market-page__search">
        <Link to={searchPath(segment)} className="button button--primary">
          {name ? t("market:search", { name }) : t("market:searchAll")}
        </Link>
      </p>
      <SegmentLinks
        title={t("market:popularSkills")}
        links={popular.map((id) => ({ id, name: named("skill", id), to: `/project/marketprice/?skill=${id}` }))}
      />
      <SegmentLinks title={t("market:jobTypes")} links={ENTRY_JOB_TYPES.map((j) => ({ id: j.id, name: j.name, to: `/project/marketprice/?job=${j.id}` }))} />
    </div>
  );
}

const searchPath = (segment: MarketSegmentRef) =>
  segment.kind === "skill" ? searchListHref.skill(segment.id) : segment.kind === "job" ? searchListHref.jobType(segment.id) : "/project/";

/** GET forms, so they work without JavaScript and each page has its own address. */
function SegmentChooser({ segment }: { segment: MarketSegmentRef }) {
  const { t } = useTranslation();
  return (
    <section className="market-chooser account-card" aria-labelledby="market-chooser-title">
      <h2 id="market-chooser-title" className="market-chooser__title">
        {t("market:choose")}
      </h2>
      <div className="market-chooser__forms">
        <Form method="get" action="/project/marketprice/" className="market-chooser__form">
          <label htmlFor="market-skill">{t("market:skill")}</label>
          <select id="market-skill" name="skill" className="form-field__input" defaultValue={segment.kind === "skill" ? String(segment.id) : ""} required>
            <option value="">{t("market:select")}</option>
            {SKILLS.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {t("market:show")}
          </button>
        </Form>
        <Form method="get" action="/project/marketprice/" className="market-chooser__form">
          <label htmlFor="market-job">{t("market:job")}</label>
          <select id="market-job" name="job" className="form-field__input" defaultValue={segment.kind === "job" ? String(segment.id) : ""} required>
            <option value="">{t("market:select")}</option>
            {ENTRY_JOB_TYPES.map((j) => (
              <option key={j.id} value={j.id}>
                {j.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {t("market:show")}
          </button>
        </Form>
      </div>
      {segment.kind === "all" ? null : <Link to="/project/marketprice/">{t("market:backToAll")}</Link>}
    </section>
  );
}

function MarketFigures({ stats, whole, t }: { stats: SegmentStats; whole: boolean; t: TFunction }) {
  const manYen = (value: number) => t("market:manYen", { value });
  const count = t("market:unitCount");
  const manYenUnit = t("market:unitManYen");
  const min = MIN_SEGMENT_LISTINGS;
  const monthRow = (month: string) => t("market:month", { year: month.slice(0, 4), month: Number(month.slice(5, 7)) });
  const remoteShare = stats.count === 0 ? 0 : Math.round((stats.remote.remote / stats.count) * 100);
  const peak = stats.distribution.reduce((best, band) => (band.count > best.count ? band : best), stats.distribution[0]);
  const workdaysLabel = (days: number) => (days >= 5 ? t("market:workdaysPlus") : t("market:workdays", { days }));
  const stat = (key: string, values: Record<string, unknown> = {}) => ({
    title: t(`market:stats.${key}.title`),
    description: t(`market:stats.${key}.description`, { min, ...values }),
  });
  return (
    <>
      <section className="market-figures" aria-label={t("market:figures")}>
        <dl className="market-figures__list">
          <div className="market-figure">
            <dt>{t("market:count")}</dt>
            <dd>{t("market:countValue", { count: stats.count })}</dd>
          </div>
          {stats.price ? (
            <>
              <div className="market-figure market-figure--main">
                <dt>{t("market:median")}</dt>
                <dd>{manYen(stats.price.median)}</dd>
              </div>
              <div className="market-figure">
                <dt>{t("market:range")}</dt>
                <dd>{t("market:rangeValue", { q1: stats.price.q1, q3: stats.price.q3 })}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </section>
      {stats.price ? null : (
        <section className="notice market-few" aria-labelledby="market-few">
          <h2 id="market-few">{t("market:tooFewTitle")}</h2>
          <p>{t("market:tooFewBody", { min })}</p>
        </section>
      )}
      {stats.count === 0 ? null : (
        <div className="market-charts">
          {stats.price ? (
            <ColumnChart
              {...stat("distribution", { count: stats.price.count, peak: bandLabel(t, peak) })}
              rows={stats.distribution.map((band) => ({ label: bandLabel(t, band), value: band.count }))}
              unit={count}
              valueHeading={t("market:listings")}
              touching
            />
          ) : null}
          {stats.trend.some((m) => m.median !== null) ? (
            <LineChart
              {...stat("trend")}
              rows={stats.trend.map((m) => ({ label: monthRow(m.month), value: m.median }))}
              unit={manYenUnit}
              valueHeading={t("market:medianHeading")}
            />
          ) : null}
          <LineChart
            {...stat("newListings")}
            rows={stats.trend.map((m) => ({ label: monthRow(m.month), value: m.count }))}
            unit={count}
            valueHeading={t("market:listings")}
          />
          {stats.count > 0 ? (
            <DoughnutChart
              {...stat("remote", { share: remoteShare })}
              rows={[
                { label: t("market:remote"), value: stats.remote.remote },
                { label: t("market:onSite"), value: stats.remote.onSite },
              ]}
              unit={count}
              valueHeading={t("market:listings")}
            />
          ) : null}
          <ColumnChart
            {...stat("workdays")}
            rows={stats.workdays.map((w) => ({ label: workdaysLabel(w.days), value: w.count }))}
            unit={count}
            valueHeading={t("market:listings")}
          />
          {stats.workdayMedians.length > 0 ? (
            <BarChart
              {...stat("workdayMedians")}
              rows={stats.workdayMedians.map((w) => ({ label: workdaysLabel(w.days), value: w.median }))}
              unit={manYenUnit}
              valueHeading={t("market:medianHeading")}
            />
          ) : null}
          {stats.prefectures.length > 0 ? (
            <BarChart
              {...stat("prefectures")}
              rows={stats.prefectures.map((p) => ({ label: named("prefecture", p.id), value: p.count }))}
              unit={count}
              valueHeading={t("market:listings")}
            />
          ) : null}
          {stats.coSkills.length > 0 ? (
            <BarChart
              {...stat(whole ? "coSkillsAll" : "coSkills")}
              rows={stats.coSkills.map((s) => ({ label: named("skill", s.id), value: s.count }))}
              unit={count}
              valueHeading={t("market:listings")}
            />
          ) : null}
          {stats.jobMedians.length > 0 ? (
            <BarChart
              {...stat("jobMedians")}
              rows={stats.jobMedians.map((m) => ({ label: named("job", m.id), value: m.median }))}
              unit={manYenUnit}
              valueHeading={t("market:medianHeading")}
            />
          ) : null}
          {stats.skillMedians.length > 0 ? (
            <BarChart
              {...stat("skillMedians")}
              rows={stats.skillMedians.map((m) => ({ label: named("skill", m.id), value: m.median }))}
              unit={manYenUnit}
              valueHeading={t("market:medianHeading")}
            />
          ) : null}
        </div>
      )}
    </>
  );
}

function SegmentLinks({ title, links }: { title: string; links: Array<{ id: number; name: string; to: string }> }) {
  if (links.length === 0) return null;
  return (
    <section className="market-links" aria-label={title}>
      <h2 className="market-links__title">{title}</h2>
      <ul className="chip-list">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.to} className="chip">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
