import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SavedSearches } from "~/components/bookmark/saved-lists";
import { getUser } from "~/models/account/session.server";
import { savedSearchesPage } from "~/models/bookmark/pages.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = {
  i18n: ["listing"],
  breadcrumb: ({ t }) => ({ label: t("listing:bookmark.searchesTitle"), to: "/guest/bookmark/search/" }),
};
export const links = stylesheets(formStyles);
export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: metaTranslator(matches)("listing:bookmark.searchesTitle"), noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  // Members' and mail-magazine users' searches are the account's.
  if (await getUser(request)) throw redirect("/users/bookmark/search/");
  return savedSearchesPage(request, null);
}

export default function GuestSavedSearches() {
  return <SavedSearches {...useLoaderData<typeof loader>()} />;
}
