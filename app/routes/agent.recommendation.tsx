// Agents recommended for the visitor, from a member's profile or else the browser's history (?based_on=ids).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { PageHeading } from "~/components/page-heading";
import { AgentCard } from "~/components/agent/agent-card";
import { readBrowsedProjectIds } from "~/components/search/search-history";
import { recommendedAgents } from "~/models/agent/directory.server";
import { historyPreferences, profilePreferences, type PreferenceSource } from "~/models/agent/preferences.server";
import { ratingText } from "~/models/agent/reviews";
import { toManYen } from "~/models/agent/numbers";
import type { Reason } from "~/models/agent/recommendation";
import { getUser } from "~/models/account/session.server";
import { UserKind } from "~/constants";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { agentStyles, stylesheets } from "~/styles/sheets";

const HISTORY_SENT = 20;

export const links = stylesheets(agentStyles);
export const handle: RouteHandle = {
  i18n: ["agent"],
  breadcrumb: ({ t }) => [
    { label: t("nav.agents"), to: "/agent/" },
    { label: t("agent:recommendation.title"), to: "/agent/recommendation/" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const isMember = user?.kind === UserKind.member;
  const fromProfile = isMember ? await profilePreferences(user.id) : null;
  const fromHistory = fromProfile ? null : await historyPreferences(new URL(request.url).searchParams.get("based_on"));
  const preferences = fromProfile ?? fromHistory;
  const matched = preferences ? await recommendedAgents(preferences) : [];
  // Nothing fits (a rare skill): the agents with the most listings, said as such.
  if (matched.length > 0) return { source: (fromProfile ? "profile" : "history") as PreferenceSource, isMember, recommendations: matched };
  return { source: "none" as PreferenceSource, isMember, recommendations: await recommendedAgents({ skills: [], minPrice: null, remote: false }) };
}

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  // Different for every visitor: not a page for search engines.
  return pageMeta(matches, location, { title: t("agent:recommendation.title"), description: t("agent:recommendation.metaDescription"), noindex: true });
};

function reasonText(t: TFunction, reason: Reason) {
  switch (reason.kind) {
    case "skill":
      return t("agent:recommendation.reason.skill", { skill: reason.skill });
    case "price":
      return t("agent:recommendation.reason.price", { price: toManYen(reason.price) });
    case "rating":
      return t("agent:recommendation.reason.rating", { average: ratingText(reason.average) });
    default:
      return t(`agent:recommendation.reason.${reason.kind}`);
  }
}

export default function AgentRecommendation() {
  const { source, isMember, recommendations } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (source === "profile" || searchParams.has("based_on")) return;
    const browsed = readBrowsedProjectIds().slice(0, HISTORY_SENT);
    if (browsed.length > 0) navigate(`?based_on=${browsed.join(",")}`, { replace: true, preventScrollReset: true });
  }, [source, searchParams, navigate]);
  const lead = { profile: "fromProfile", history: "fromHistory", none: "noBasis" }[source];
  return (
    <div className="agent-page">
      <PageHeading>{t("agent:recommendation.title")}</PageHeading>
      <p className="agent-page__lead">{t(`agent:recommendation.${lead}`)}</p>
      {source !== "profile" ? (
        <p className="agent-page__links">
          {isMember ? <Link to="/users/profile/">{t("agent:recommendation.editProfile")}</Link> : <Link to="/signup/">{t("agent:recommendation.signup")}</Link>}
        </p>
      ) : null}
      <div className="agent-list">
        {recommendations.map(({ card, reasons }) => (
          <AgentCard key={card.id} agent={card}>
            <div className="agent-reasons">
              <p className="agent-reasons__label">{t("agent:recommendation.reasonsLabel")}</p>
              <ul>
                {reasons.map((reason) => (
                  <li key={reason.kind + ("skill" in reason ? reason.skill : "")}>{reasonText(t, reason)}</li>
                ))}
              </ul>
            </div>
          </AgentCard>
        ))}
      </div>
      <p className="section__more">
        <Link to="/agent/">{t("agent:recommendation.allAgents")}</Link>
      </p>
    </div>
  );
}
