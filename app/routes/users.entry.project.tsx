import type { LoaderFunctionArgs } from "@remix-run/node";
import { AppliedList } from "~/components/entry/applied-list";
import { entryLinks, entryMeta } from "~/pages/entry/route-parts";
import { appliedListPage } from "~/models/entry/applied-page.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("applied:list.projectsTitle"), to: "/users/entry/project/" }),
  i18n: ["applied"],
};
export const links = entryLinks;
export const meta = entryMeta("applied:list.projectsTitle");

export const loader = ({ request }: LoaderFunctionArgs) => appliedListPage(request, "project");

export default function AppliedProjects() {
  return <AppliedList type="project" />;
}
