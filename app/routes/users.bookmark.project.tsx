import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SavedProjects } from "~/components/bookmark/saved-lists";
import { requireMember } from "~/models/account/session.server";
import { savedProjectsPage } from "~/models/bookmark/pages.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { cardStyles, formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = {
  i18n: ["listing"],
  breadcrumb: ({ t }) => ({ label: t("listing:bookmark.projectsTitle"), to: "/users/bookmark/project/" }),
};
export const links = stylesheets(formStyles, cardStyles);
export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: metaTranslator(matches)("listing:bookmark.projectsTitle"), noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  return savedProjectsPage(request, await requireMember(request));
}

export default function MemberSavedProjects() {
  return <SavedProjects {...useLoaderData<typeof loader>()} />;
}
