import type { LoaderFunctionArgs } from "@remix-run/node";
import { AppliedList } from "~/components/entry/applied-list";
import { entryLinks, entryMeta } from "~/pages/entry/route-parts";
import { appliedListPage } from "~/models/entry/applied-page.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("applied:list.agentsTitle"), to: "/users/entry/agent/" }),
  i18n: ["applied"],
};
export const links = entryLinks;
export const meta = entryMeta("applied:list.agentsTitle");

export const loader = ({ request }: LoaderFunctionArgs) => appliedListPage(request, "agent");

export default function AppliedAgents() {
  return <AppliedList type="agent" />;
}
