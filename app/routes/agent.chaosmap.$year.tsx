// The year's map of agents as an HTML grid of labelled groups (decision 013); a year without one is 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { AgentLogo } from "~/components/agent-logo";
import { chaosmapYears, getChaosmap } from "~/models/agent/chaosmap.server";
import { pageNotFound } from "~/utils/http.server";
import { formatCount } from "~/utils/format";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { agentStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(agentStyles);
export const handle: RouteHandle = {
  i18n: ["agent"],
  breadcrumb: ({ t, data }) => [
    { label: t("nav.agents"), to: "/agent/" },
    ...(data ? [{ label: t("agent:chaosmap.title", { year: data.year }), to: `/agent/chaosmap/${data.year}/` }] : []),
  ],
};

export async function loader({ params }: LoaderFunctionArgs) {
  const year = /^\d{4}$/.test(params.year ?? "") ? Number(params.year) : null;
  const years = await chaosmapYears();
  if (year === null || !years.includes(year)) throw pageNotFound();
  const groups = await getChaosmap(year);
  return { year, years, groups, agentCount: new Set(groups.flatMap((g) => g.agents.map((a) => a.id))).size };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  const t = metaTranslator(matches);
  return pageMeta(matches, location, {
    title: t("agent:chaosmap.title", { year: data.year }),
    description: t("agent:chaosmap.metaDescription", { year: data.year, value: formatCount(data.agentCount) }),
  });
};

export default function Chaosmap() {
  const { year, years, groups, agentCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const others = years.filter((y) => y !== year);
  return (
    <div className="agent-page chaosmap-page">
      <PageHeading>{t("agent:chaosmap.title", { year })}</PageHeading>
      <p className="agent-page__lead">{t("agent:chaosmap.lead", { year, value: formatCount(agentCount) })}</p>
      <div className="chaosmap">
        {groups.map((group) => (
          <section key={group.id} className={`chaosmap__group chaosmap__group--${group.id}`} aria-labelledby={`chaosmap-${group.id}`}>
            <h2 id={`chaosmap-${group.id}`} className="chaosmap__title">
              {group.name}
              <span className="chaosmap__count">{t("agent:chaosmap.groupCount", { value: group.agents.length })}</span>
            </h2>
            <p className="chaosmap__lead">{group.lead}</p>
            <ul className="chaosmap__agents">
              {group.agents.map((agent) => (
                <li key={agent.id}>
                  <Link to={`/agent/detail/${agent.id}/`} className="chaosmap__agent">
                    <AgentLogo id={agent.id} name={agent.name} logoUrl={agent.logoUrl} size={28} />
                    <span>{agent.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="agent-section__note">{t("agent:chaosmap.note")}</p>
      {others.length > 0 ? (
        <nav className="chaosmap-years" aria-label={t("agent:chaosmap.years")}>
          <h2 className="section__title">{t("agent:chaosmap.years")}</h2>
          <ul>
            {others.map((y) => (
              <li key={y}>
                <Link to={`/agent/chaosmap/${y}/`}>{t("agent:chaosmap.yearLink", { year: y })}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
