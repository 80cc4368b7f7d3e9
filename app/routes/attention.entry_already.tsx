// Applying again to a project or agent lands here, never on a second entry.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { entryLinks, entryMeta } from "~/pages/entry/route-parts";
import { loadTarget } from "~/models/entry/entry.server";
import { appliedListPath } from "~/models/entry/links";
import { parseTarget } from "~/models/entry/target";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("applied:already.title"), to: "/attention/entry_already/" }),
  i18n: ["applied"],
};
export const links = entryLinks;
export const meta = entryMeta("applied:already.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const type = search.get("type") === "agent" ? "agent" : "project";
  const id = search.get("id") ?? undefined;
  // The page names what was applied to when the query says so; a made-up query only loses the name.
  const parsed = id ? parseTarget(type, id, search) : null;
  const target = parsed?.ok ? await loadTarget(parsed.ref).catch(() => null) : null;
  return { type, title: target?.projects[0]?.title ?? null, agentName: target?.agent?.name ?? null } as const;
}

export default function EntryAlreadyPage() {
  const { t } = useTranslation("applied");
  const { type, title, agentName } = useLoaderData<typeof loader>();
  const lead =
    type === "project"
      ? title
        ? t("already.leadProject", { title })
        : t("already.leadProjectGeneric")
      : agentName
        ? t("already.leadAgent", { name: agentName })
        : t("already.leadAgentGeneric");
  return (
    <div className="entry-page">
      <PageHeading>{t("already.title")}</PageHeading>
      <p className="notice" role="status">
        {lead}
      </p>
      <p>{t("already.hint")}</p>
      <p className="entry-actions">
        <Link to={appliedListPath(type)} className="button button--primary">
          {t(type === "project" ? "already.toList" : "already.toAgentList")}
        </Link>{" "}
        <Link to="/project/" className="button">
          {t("already.search")}
        </Link>
      </p>
    </div>
  );
}
