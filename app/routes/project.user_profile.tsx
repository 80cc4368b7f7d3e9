import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { ProjectCard } from "~/components/project-card";
import { readBrowsedProjectIds } from "~/components/search/search-history";
import { getProjectCards } from "~/models/project.server";
import { profileMatches } from "~/search/user-profile.server";
import { searchParamsFor } from "~/search/query";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { cardStyles, searchStyles, stylesheets } from "~/styles/sheets";

const HISTORY_SENT = 20;

export const links = stylesheets(cardStyles, searchStyles);

export const handle: RouteHandle = {
  breadcrumb: ({ t }) => [
    { label: t("nav.projects"), to: "/project/" },
    { label: t("userProfile.title"), to: "/project/user_profile/" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { ids, filters, basedOnHistory } = await profileMatches(new URL(request.url).searchParams.get("based_on"));
  return { cards: await getProjectCards(ids), filters, basedOnHistory, now: new Date().toISOString() };
}

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("userProfile.title"), noindex: true });
};

export default function UserProfileProjects() {
  const { cards, filters, basedOnHistory, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    // The history lives in this browser: hand it to the server once.
    if (searchParams.has("based_on")) return;
    const browsed = readBrowsedProjectIds().slice(0, HISTORY_SENT);
    if (browsed.length > 0) navigate(`?based_on=${browsed.join(",")}`, { replace: true, preventScrollReset: true });
  }, [searchParams, navigate]);
  const more = searchParamsFor({ filters, keyword: "" }).toString();
  return (
    <div className="search-page">
      <PageHeading>{t("userProfile.title")}</PageHeading>
      <p className="search-page__lead">{basedOnHistory ? t("userProfile.fromHistory") : t("userProfile.noHistory")}</p>
      <div className="project-list project-list--results">
        {cards.map((card) => (
          <ProjectCard key={card.id} project={card} now={new Date(now)} titleLevel={2} />
        ))}
      </div>
      <p className="section__more">
        <Link to={`/project/${more ? `?${more}` : ""}`}>{t("userProfile.more")}</Link>
      </p>
    </div>
  );
}
