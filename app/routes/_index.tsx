import type { MetaFunction } from "@remix-run/node";
import { Await, Form, useLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useFollowLinksInside } from "~/components/link-list";
import { DISPLAYED_PROJECT_COUNT, SEARCH_KEYWORD_MAX_LENGTH } from "~/constants";
import { getNewestProjects } from "~/models/project.server";
import { getActiveAgents, getPopularPrefectures, getPopularSkills, getSiteFigures, type PopularItem } from "~/models/site-figures.server";
import { getNewestColumns } from "~/models/column/queries.server";
import { ProjectCard } from "~/components/project-card";
import { AgentLogo } from "~/components/agent-logo";
import { ServiceIllustration } from "~/components/service-illustration";
import { ChatIcon, SearchIcon, TrendIcon } from "~/components/icons";
import { ColumnList } from "~/components/column/column-list";
import { cardStyles, columnStyles, topStyles, stylesheets } from "~/styles/sheets";
import { PageHeading } from "~/components/page-heading";
import { formatCount, formatDate } from "~/utils/format";
import { pageMeta, metaTranslator } from "~/utils/meta";
import type { Language } from "~/utils/language";
import { StreamError } from "~/components/stream-error";
import { EasySearch } from "~/components/search/easy-search";
import { usePattern } from "~/components/experiment/patterns";
import { Experiment, ExperimentKind } from "~/constants";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { i18n: ["top", "column", "listing"] };

const POPULAR_COUNT = 12;
const NEWEST_COLUMN_COUNT = 5;
const ACTIVE_AGENT_COUNT = 12;

export const links = stylesheets(cardStyles, topStyles, columnStyles);

export async function loader() {
  const [newest, figures] = await Promise.all([getNewestProjects(DISPLAYED_PROJECT_COUNT), getSiteFigures()]);
  return {
    newest,
    figures,
    now: new Date().toISOString(),
    // Streamed after the first bytes.
    activeAgents: getActiveAgents(ACTIVE_AGENT_COUNT),
    popularSkills: getPopularSkills(POPULAR_COUNT),
    popularPrefectures: getPopularPrefectures(POPULAR_COUNT),
    columns: getNewestColumns(NEWEST_COLUMN_COUNT),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("top:title") });
};

// The searches a visitor most often starts from: one tap from the top page.
const QUICK_SEARCHES = [
  ["remote", "/project/?remote=1"],
  ["fullRemote", "/project/?remote=2"],
  ["workdays3", "/project/workdays/3/"],
  ["priceOver80", "/project/price_over/80/"],
] as const;

const PATHS = [
  { key: "search", href: "/project/", Icon: SearchIcon },
  { key: "consult", href: "/service/career/", Icon: ChatIcon },
  { key: "market", href: "/project/marketprice/", Icon: TrendIcon },
] as const;

// Ranked by demand in the newest listings; the counts are of that sample, so they are not shown.
function PopularList({ items, href }: { items: PopularItem[]; href: (id: number) => string }) {
  return (
    <ol className="chip-list">
      {items.map((item) => (
        <li key={item.id}>
          <a href={href(item.id)} className="chip">
            {item.name}
          </a>
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
  const { figures } = data;
  const easySearch = usePattern(ExperimentKind.easySearch);
  const followLink = useFollowLinksInside();
  return (
    // Plain anchors followed on the client by one handler: router links cost the server each (decision 030).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="top-page" onClick={followLink}>
      <section className="hero">
        <div className="hero__body">
          <PageHeading className="hero__heading">{t("top:heading")}</PageHeading>
          <p className="hero__lead">{t("top:lead")}</p>
          <Form method="get" action="/project/" className="hero__search" role="search">
            <label htmlFor="top-keyword" className="visually-hidden">
              {t("top:searchLabel")}
            </label>
            <input id="top-keyword" type="search" name="keyword" maxLength={SEARCH_KEYWORD_MAX_LENGTH} placeholder={t("top:searchPlaceholder")} />
            <button type="submit" className="button button--primary">
              <SearchIcon />
              {t("top:searchButton")}
            </button>
          </Form>
          <nav className="hero__quick" aria-label={t("top:quickSearches")}>
            <ul className="chip-list">
              {QUICK_SEARCHES.map(([key, href]) => (
                <li key={key}>
                  <a href={href} className="chip">
                    {t(`top:quick.${key}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="hero__note">{t("top:heroNote")}</p>
        </div>
        <ServiceIllustration className="hero__visual" />
      </section>
      {easySearch === Experiment.easySearchShowPattern ? <EasySearch /> : null}

      <section className="site-figures" aria-labelledby="site-figures">
        <h2 id="site-figures" className="visually-hidden">
          {t("top:figures.title")}
        </h2>
        <dl>
          <div>
            <dt>{t("top:figures.listings")}</dt>
            <dd data-testid="figure-listings">{t("top:figures.count", { value: formatCount(figures.count, language) })}</dd>
          </div>
          <div>
            <dt>{t("top:figures.agents")}</dt>
            <dd data-testid="figure-agents">{t("top:figures.agentCount", { value: formatCount(figures.agents, language) })}</dd>
          </div>
          <div>
            <dt>{t("top:figures.addedThisWeek")}</dt>
            <dd data-testid="figure-week">{t("top:figures.count", { value: formatCount(figures.addedThisWeek, language) })}</dd>
          </div>
          <div>
            <dt>{t("top:figures.updated")}</dt>
            <dd data-testid="figure-updated">
              {figures.updated_at ? <time dateTime={figures.updated_at}>{formatDate(figures.updated_at, language)}</time> : "—"}
            </dd>
          </div>
        </dl>
      </section>

      <section className="section" aria-labelledby="paths">
        <h2 id="paths" className="section__title">
          {t("top:paths.title")}
        </h2>
        <ul className="paths">
          {PATHS.map(({ key, href, Icon }) => (
            <li key={key} className={`path path--${key}`}>
              <Icon className="path__icon" />
              <h3 className="path__title">
                <a href={href}>{t(`top:paths.${key}.title`)}</a>
              </h3>
              <p className="path__body">{t(`top:paths.${key}.body`)}</p>
              <span className="path__cta">{t(`top:paths.${key}.cta`)} ›</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="newest-projects">
        <h2 id="newest-projects" className="section__title">
          {t("top:newestProjects")}
        </h2>
        <div className="project-list">
          {data.newest.map((project) => (
            <ProjectCard key={project.id} project={project} now={now} />
          ))}
        </div>
        <p className="section__more">
          <a href="/project/?sort=created_at">{t("top:seeAllProjects")}</a>
        </p>
      </section>

      <section className="section" aria-labelledby="active-agents">
        <h2 id="active-agents" className="section__title">
          {t("top:agents.title")}
        </h2>
        <p className="section__lead">{t("top:agents.lead")}</p>
        <Suspense fallback={<p className="loading">{t("page.loading")}</p>}>
          <Await resolve={data.activeAgents} errorElement={<StreamError />}>
            {(agents) => (
              <ul className="agent-logos">
                {agents.map((agent) => (
                  <li key={agent.id}>
                    <a href={`/agent/detail/${agent.id}/`} className="agent-logos__item">
                      <AgentLogo id={agent.id} name={agent.name} logoUrl={agent.logoUrl} size={40} />
                      <span className="agent-logos__name">{agent.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </section>

      <section className="section" aria-labelledby="popular-skills">
        <h2 id="popular-skills" className="section__title">
          {t("top:popularSkills")}
        </h2>
        <Suspense fallback={<p className="loading">{t("page.loading")}</p>}>
          <Await resolve={data.popularSkills} errorElement={<StreamError />}>
            {(items) => <PopularList items={items} href={(id) => `/project/skill/${id}/`} />}
          </Await>
        </Suspense>
      </section>

      <section className="section" aria-labelledby="popular-prefectures">
        <h2 id="popular-prefectures" className="section__title">
          {t("top:popularPrefectures")}
        </h2>
        <Suspense fallback={<p className="loading">{t("page.loading")}</p>}>
          <Await resolve={data.popularPrefectures} errorElement={<StreamError />}>
            {(items) => <PopularList items={items} href={(id) => `/project/prefecture/${id}/`} />}
          </Await>
        </Suspense>
      </section>

      <section className="section" aria-labelledby="newest-columns">
        <h2 id="newest-columns" className="section__title">
          {t("top:newestColumns")}
        </h2>
        <Suspense fallback={<p className="loading">{t("page.loading")}</p>}>
          <Await resolve={data.columns} errorElement={<StreamError />}>
            {(columns) => <ColumnList columns={columns} now={now} />}
          </Await>
        </Suspense>
        <p className="section__more">
          <a href="/column/">{t("top:seeAllColumns")}</a>
        </p>
      </section>
    </div>
  );
}
