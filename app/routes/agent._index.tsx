// Every agent with its numbers (decision 013); the filters are a GET form, so no JavaScript is needed.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { EmptyState } from "~/components/empty-state";
import { SearchIcon } from "~/components/icons";
import { AgentCard } from "~/components/agent/agent-card";
import { Pagination, useHrefWith } from "~/components/pagination";
import { AGENT_SORTS, parseAgentQuery, type AgentSort } from "~/models/agent/directory";
import { agentListPage } from "~/models/agent/directory.server";
import { chaosmapYears } from "~/models/agent/chaosmap.server";
import { getSearchEngine } from "~/search/engine.server";
import { SKILLS } from "~/data/skills";
import { PREFECTURES } from "~/data/prefectures";
import { formatCount } from "~/utils/format";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { agentStyles, searchStyles, stylesheets } from "~/styles/sheets";

const FILTER_SKILL_COUNT = 40;
const skillName = new Map(SKILLS.map((s) => [s.id, s.name]));
const prefectureName = new Map(PREFECTURES.map((p) => [p.id, p.name]));

// search.css for the sort links and the pagination, which the list shares with the search pages.
export const links = stylesheets(searchStyles, agentStyles);
export const handle: RouteHandle = {
  i18n: ["agent"],
  breadcrumb: ({ t }) => [{ label: t("nav.agents"), to: "/agent/" }],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseAgentQuery(new URL(request.url).searchParams);
  const [list, years, engine] = await Promise.all([agentListPage(query), chaosmapYears(), getSearchEngine()]);
  const popular = engine.index.popularValues("skill", FILTER_SKILL_COUNT);
  const skillIds = query.skill && !popular.includes(query.skill) ? [query.skill, ...popular] : popular;
  return {
    ...list,
    query,
    skills: skillIds.filter((id) => skillName.has(id)).map((id) => ({ id, name: skillName.get(id)! })),
    chaosmapYear: years[0] ?? null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const t = metaTranslator(matches);
  const filtered = Boolean(data?.query.skill || data?.query.prefecture || data?.query.sort !== "listings");
  return pageMeta(matches, location, {
    title: t("agent:title"),
    description: t("agent:description", { value: formatCount(data?.total ?? 0) }),
    // The filtered and re-sorted lists are the same agents again: only the plain list is indexed.
    noindex: filtered || (data?.total ?? 0) === 0,
  });
};

function AgentSortLinks({ sort }: { sort: AgentSort }) {
  const { t } = useTranslation();
  const hrefWith = useHrefWith();
  return (
    <nav className="sort-links" aria-label={t("agent:sortLabel")}>
      <ul>
        {AGENT_SORTS.map((option) => (
          <li key={option}>
            {option === sort ? (
              <span aria-current="true">{t(`agent:sort.${option}`)}</span>
            ) : (
              <Link to={hrefWith({ sort: option === "listings" ? null : option })} preventScrollReset>
                {t(`agent:sort.${option}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AgentList() {
  const { cards, total, page, pageCount, query, skills, chaosmapYear } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const condition = [query.skill ? skillName.get(query.skill) : null, query.prefecture ? prefectureName.get(query.prefecture) : null]
    .filter(Boolean)
    .join("・");
  return (
    <div className="agent-page">
      <PageHeading>{t("agent:title")}</PageHeading>
      <p className="agent-page__lead">{t("agent:lead")}</p>
      <p className="agent-page__links">
        <Link to="/agent/recommendation/">{t("agent:recommendationLink")}</Link>
        {chaosmapYear ? <Link to={`/agent/chaosmap/${chaosmapYear}/`}>{t("agent:chaosmapLink", { year: chaosmapYear })}</Link> : null}
      </p>
      <Form method="get" className="agent-filter" aria-labelledby="agent-filter-title">
        <h2 id="agent-filter-title" className="agent-filter__title">
          {t("agent:filterTitle")}
        </h2>
        {query.sort !== "listings" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        <div className="agent-filter__fields">
          <label className="agent-filter__field">
            <span>{t("agent:skill")}</span>
            <select name="skill" defaultValue={query.skill ?? ""} className="agent-filter__select">
              <option value="">{t("agent:any")}</option>
              {skills.map((skill) => (
                <option key={skill.id} value={skill.id}>
                  {skill.name}
                </option>
              ))}
            </select>
          </label>
          <label className="agent-filter__field">
            <span>{t("agent:prefecture")}</span>
            <select name="prefecture" defaultValue={query.prefecture ?? ""} className="agent-filter__select">
              <option value="">{t("agent:any")}</option>
              {PREFECTURES.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            {t("agent:apply")}
          </button>
        </div>
        {condition ? (
          <p className="agent-filter__clear">
            <Link to={query.sort !== "listings" ? `/agent/?sort=${query.sort}` : "/agent/"}>{t("agent:clear")}</Link>
          </p>
        ) : null}
      </Form>
      <div className="agent-list__bar">
        <p className="agent-list__total" role="status">
          {condition ? t("agent:filteredTotal", { condition, value: formatCount(total) }) : t("agent:total", { value: formatCount(total) })}
        </p>
        <AgentSortLinks sort={query.sort} />
      </div>
      {cards.length === 0 ? (
        <EmptyState icon={<SearchIcon />} action={<Link to="/agent/">{t("agent:clear")}</Link>}>
          {t("agent:none")} {t("agent:noneHint")}
        </EmptyState>
      ) : (
        <div className="agent-list">
          {cards.map((card) => (
            <AgentCard key={card.id} agent={card} matched={card.matched} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </div>
  );
}
