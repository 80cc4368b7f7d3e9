// My Page's profile: the account as the member sees it, with the way to settings.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { requireMember } from "~/models/account/session.server";
import { formatDate } from "~/utils/format";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "simple", breadcrumb: ({ t }) => ({ label: t("account:profile.title"), to: "/users/profile/" }) };
export const links = stylesheets(formStyles);
export const meta = accountMeta("profile.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  return { email: user.email, createdAt: user.createdAt };
}

export default function ProfilePage() {
  const { t, i18n } = useTranslation("account");
  const { email, createdAt } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <PageHeading>{t("profile.title")}</PageHeading>
      <section className="account-card">
        <dl className="settings-list">
          <dt>{t("profile.email")}</dt>
          <dd>{email}</dd>
          <dd />
          <dt>{t("profile.kind")}</dt>
          <dd>{t("profile.member")}</dd>
          <dd />
          <dt>{t("profile.since")}</dt>
          <dd>{formatDate(createdAt, i18n.language === "en" ? "en" : "ja")}</dd>
          <dd />
        </dl>
      </section>
      <p>
        <Link to="/users/setting/" className="button">
          {t("profile.settings")}
        </Link>
      </p>
    </div>
  );
}
