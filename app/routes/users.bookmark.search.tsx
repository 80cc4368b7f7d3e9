import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SavedSearches } from "~/components/bookmark/saved-lists";
import { requireUser } from "~/models/account/session.server";
import { savedSearchesPage } from "~/models/bookmark/pages.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = {
  i18n: ["listing"],
  breadcrumb: ({ t }) => ({ label: t("listing:bookmark.searchesTitle"), to: "/users/bookmark/search/" }),
};
export const links = stylesheets(formStyles);
export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: metaTranslator(matches)("listing:bookmark.searchesTitle"), noindex: true });

/** Members and mail-magazine users (docs/product.md, Who may do what). */
export async function loader({ request }: LoaderFunctionArgs) {
  return savedSearchesPage(request, await requireUser(request));
}

export default function UserSavedSearches() {
  return <SavedSearches {...useLoaderData<typeof loader>()} />;
}
