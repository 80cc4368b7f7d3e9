import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SavedProjects } from "~/components/bookmark/saved-lists";
import { getUser } from "~/models/account/session.server";
import { savedProjectsPage } from "~/models/bookmark/pages.server";
import { projectsOnServer } from "~/models/bookmark/state.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { cardStyles, formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = {
  i18n: ["listing"],
  breadcrumb: ({ t }) => ({ label: t("listing:bookmark.projectsTitle"), to: "/guest/bookmark/project/" }),
};
export const links = stylesheets(formStyles, cardStyles);
export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: metaTranslator(matches)("listing:bookmark.projectsTitle"), noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  // A member's list is the account's.
  if (projectsOnServer(user)) throw redirect("/users/bookmark/project/");
  return savedProjectsPage(request, null);
}

export default function GuestSavedProjects() {
  return <SavedProjects {...useLoaderData<typeof loader>()} />;
}
