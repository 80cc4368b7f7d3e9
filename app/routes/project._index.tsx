import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SearchPage } from "~/components/search/search-page";
import { loadSearchPage } from "~/search/search-page.server";
import { searchPageMeta } from "~/search/search-meta";
import type { RouteHandle } from "~/utils/route-handle";
import { cardStyles, searchStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(cardStyles, searchStyles);

export const handle: RouteHandle = {
  i18n: ["search", "listing"],
  breadcrumb: ({ t }) => ({ label: t("nav.projects"), to: "/project/" }),
};

export async function loader({ request }: LoaderFunctionArgs) {
  return loadSearchPage(request);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => searchPageMeta(matches, location, data, (t) => t("search:title"));

export default function ProjectSearch() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return <SearchPage data={data} heading={t("search:title")} />;
}
