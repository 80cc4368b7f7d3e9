import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { ProjectCard } from "~/components/project-card";
import { readBrowsedProjectIds } from "~/components/search/search-history";
import { getProjectCards } from "~/models/project.server";
import { memberDesires, memberMatches, profileMatches } from "~/search/user-profile.server";
import { getUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import { searchParamsFor } from "~/search/query";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { cardStyles, searchStyles, stylesheets } from "~/styles/sheets";

const HISTORY_SENT = 20;

export const links = stylesheets(cardStyles, searchStyles);

export const handle: RouteHandle = {
  i18n: ["search", "listing"],
  breadcrumb: ({ t }) => [
    { label: t("nav.projects"), to: "/project/" },
    { label: t("search:userProfile.title"), to: "/project/user_profile/" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const desires = isMember(user) ? await memberDesires(user!.id) : null;
  const now = new Date().toISOString();
  if (desires) {
    const { ids, reasons } = await memberMatches(desires);
    return { basis: "profile" as const, cards: await getProjectCards(ids), reasons, filters: {}, isMember: true, now };
  }
  const { ids, filters, basedOnHistory } = await profileMatches(new URL(request.url).searchParams.get("based_on"));
  const basis = basedOnHistory ? ("history" as const) : ("none" as const);
  return { basis, cards: await getProjectCards(ids), reasons: {} as Record<string, string[]>, filters, isMember: isMember(user), now };
}

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("search:userProfile.title"), noindex: true });
};

export default function UserProfileProjects() {
  const { basis, cards, reasons, filters, isMember, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (basis === "profile" || searchParams.has("based_on")) return;
    const browsed = readBrowsedProjectIds().slice(0, HISTORY_SENT);
    if (browsed.length > 0) navigate(`?based_on=${browsed.join(",")}`, { replace: true, preventScrollReset: true });
  }, [basis, searchParams, navigate]);
  const more = searchParamsFor({ filters, keyword: "" }).toString();
  return (
    <div className="search-page">
      <PageHeading>{t("search:userProfile.title")}</PageHeading>
      <p className="search-page__lead">
        {basis === "profile"
          ? t("search:userProfile.fromProfile")
          : basis === "history"
            ? t("search:userProfile.fromHistory")
            : t("search:userProfile.noHistory")}{" "}
        {basis === "profile" ? (
          <Link to="/users/profile/working/edit/">{t("search:userProfile.editDesires")}</Link>
        ) : isMember ? (
          <Link to="/users/profile/working/edit/">{t("search:userProfile.fillDesires")}</Link>
        ) : basis === "history" ? (
          t("search:userProfile.signupHint")
        ) : null}
      </p>
      <div className="project-list project-list--results">
        {cards.map((card) => (
          <div key={card.id} className="match">
            {reasons[String(card.id)]?.length ? (
              <p className="match__reasons">
                <span className="match__label">{t("search:userProfile.reasons")}</span>
                {reasons[String(card.id)].join("・")}
              </p>
            ) : null}
            <ProjectCard project={card} now={new Date(now)} titleLevel={2} />
          </div>
        ))}
      </div>
      {basis === "profile" ? null : (
        <p className="section__more">
          <Link to={`/project/${more ? `?${more}` : ""}`}>{t("search:userProfile.more")}</Link>
        </p>
      )}
    </div>
  );
}
