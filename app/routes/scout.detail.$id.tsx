import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { EntryButton } from "~/components/entry/entry-button";
import { SCOUT_OPENED_EVENT } from "~/components/scout/unopened-scout";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { requireMember } from "~/models/account/session.server";
import { openScout } from "~/models/scout/scouts.server";
import { parseId } from "~/models/listing/ids";
import { formatDate } from "~/utils/format";
import { pageNotFound } from "~/utils/http.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("member:scout.title"), to: "/scout/" }),
  i18n: ["member", "listing"],
};
export const links = stylesheets(formStyles);
export const meta = accountMeta("member:scout.title");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const id = parseId(params.id);
  if (id === null) throw pageNotFound();
  const scout = await openScout(user.id, id);
  if (!scout) throw pageNotFound();
  return { scout };
}

export default function ScoutDetailPage() {
  const { t, i18n } = useTranslation("member");
  const { scout } = useLoaderData<typeof loader>();
  // This visit opened it: the header's mark may have to go.
  useEffect(() => {
    window.dispatchEvent(new Event(SCOUT_OPENED_EVENT));
  }, [scout.id]);
  return (
    <article className="account-page">
      <PageHeading>{scout.title}</PageHeading>
      <p>
        {t("scout.from", { agent: scout.agentName })}・{t("scout.sentAt")} {formatDate(scout.sentAt, i18n.language === "en" ? "en" : "ja")}
      </p>
      <div className="account-card scout-body">{scout.body}</div>
      <p className="scout-entry">
        {scout.projectId ? (
          <EntryButton target={{ type: "project", id: scout.projectId }} label={t("scout.entryProject")} />
        ) : (
          <EntryButton target={{ type: "agent", id: scout.agentId }} label={t("scout.entryAgent", { agent: scout.agentName })} />
        )}
      </p>
      <ul className="account-links">
        {scout.projectId ? (
          <li>
            <Link to={`/project/detail/${scout.projectId}/`}>{t("scout.projectLink")}</Link>
          </li>
        ) : null}
        <li>
          <Link to={`/project/agent/${scout.agentId}/`}>{t("scout.agentLink", { agent: scout.agentName })}</Link>
        </li>
        <li>
          <Link to="/scout/">{t("scout.back")}</Link>
        </li>
      </ul>
    </article>
  );
}
