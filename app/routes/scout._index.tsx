import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { requireMember } from "~/models/account/session.server";
import { listScouts } from "~/models/scout/scouts.server";
import { formatDate } from "~/utils/format";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("member:scout.title"), to: "/scout/" }),
  i18n: ["member"],
};
export const links = stylesheets(formStyles);
export const meta = accountMeta("member:scout.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  return { scouts: await listScouts(user.id) };
}

export default function ScoutListPage() {
  const { t, i18n } = useTranslation("member");
  const { scouts } = useLoaderData<typeof loader>();
  const language = i18n.language === "en" ? "en" : "ja";
  return (
    <div className="account-page">
      <PageHeading>{t("scout.title")}</PageHeading>
      <p>{t("scout.lead")}</p>
      {scouts.length === 0 ? (
        <p className="account-card">{t("scout.empty")}</p>
      ) : (
        <ul className="account-links">
          {scouts.map((scout) => (
            <li key={scout.id} className="account-card">
              {scout.isUnopened ? <span className="badge badge--new">{t("scout.unopened")}</span> : null}
              <Link to={`/scout/detail/${scout.id}/`}>{scout.title}</Link>
              <p>
                {t("scout.from", { agent: scout.agentName })}・{formatDate(scout.sentAt, language)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/users/setting/scout/">{t("scout.settings")}</Link>
      </p>
    </div>
  );
}
