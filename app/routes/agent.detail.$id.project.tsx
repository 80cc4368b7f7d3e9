// The agent's listings: the same page as /project/agent/{id}/, which is canonical.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SearchPage } from "~/components/search/search-page";
import { loadSearchPage } from "~/search/search-page.server";
import { searchPageMeta } from "~/search/search-meta";
import { categoryFilters } from "~/search/categories";
import { getAgentName } from "~/models/agent/profile.server";
import { parseId } from "~/models/listing/ids";
import { pageNotFound } from "~/utils/http.server";
import type { RouteHandle } from "~/utils/route-handle";
import { cardStyles, searchStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(cardStyles, searchStyles);
export const handle: RouteHandle = {
  i18n: ["agent", "search", "listing"],
  breadcrumb: ({ t, data }) => [
    { label: t("nav.agents"), to: "/agent/" },
    ...(data
      ? [
          { label: data.name, to: `/agent/detail/${data.id}/` },
          { label: t("agent:detail.listingsTitle", { name: data.name }), to: `/agent/detail/${data.id}/project/` },
        ]
      : []),
  ],
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const name = id === null ? undefined : await getAgentName(id);
  if (id === null || !name) throw pageNotFound();
  return { id, name, ...(await loadSearchPage(request, categoryFilters("agent", id))) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? searchPageMeta(matches, location, data, (t) => t("agent:detail.listingsTitle", { name: data.name }), true, `/project/agent/${data.id}/`) : [];

export default function AgentProjects() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const heading = t("agent:detail.listingsTitle", { name: data.name });
  return <SearchPage data={data} heading={heading} lead={t("search:categoryLead", { name: heading })} />;
}
