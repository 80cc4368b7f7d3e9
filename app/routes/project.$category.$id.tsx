// The category pages: /project/{agent|characteristic|cross|industry|job|prefecture|price_over|skill|workdays}/{id}/.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { SearchPage } from "~/components/search/search-page";
import { loadSearchPage } from "~/search/search-page.server";
import { searchPageMeta } from "~/search/search-meta";
import { categoryFilters, isCategoryKey, staticCategoryName, type CategoryKey } from "~/search/categories";
import { getAgentName } from "~/models/agent/profile.server";
import { parseId } from "~/models/listing/ids";
import { pageNotFound } from "~/utils/http.server";
import type { RouteHandle } from "~/utils/route-handle";
import { cardStyles, searchStyles, stylesheets } from "~/styles/sheets";

function categoryTitle(t: TFunction, category: CategoryKey, name: string) {
  return t(`search:categoryTitle.${category}`, { name });
}

export const links = stylesheets(cardStyles, searchStyles);

export const handle: RouteHandle = {
  i18n: ["search", "listing"],
  breadcrumb: ({ t, data }) => [
    { label: t("nav.projects"), to: "/project/" },
    ...(data ? [{ label: categoryTitle(t, data.category, data.name), to: `/project/${data.category}/${data.id}/` }] : []),
  ],
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const category = params.category;
  const id = parseId(params.id);
  if (!isCategoryKey(category) || id === null) throw pageNotFound();
  const name = category === "agent" ? await getAgentName(id) : staticCategoryName(category, id);
  if (!name) throw pageNotFound();
  return { category, id, name, ...(await loadSearchPage(request, categoryFilters(category, id))) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? searchPageMeta(matches, location, data, (t) => categoryTitle(t, data.category, data.name), true) : [];

export default function CategoryPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <SearchPage
      data={data}
      heading={categoryTitle(t, data.category, data.name)}
      lead={t("search:categoryLead", { name: categoryTitle(t, data.category, data.name) })}
    />
  );
}
