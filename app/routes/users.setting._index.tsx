import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { settingsHref } from "~/models/account/page-frame";
import { requireUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = {
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("member:setting.title"), to: "/users/setting/" }),
  i18n: ["member"],
};
export const links = stylesheets(formStyles);
export const meta = accountMeta("member:setting.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // Mail-magazine users' settings are the mail setting (docs/product.md, Pages).
  if (!isMember(user)) throw redirect(settingsHref("mailMagazine"));
  return { email: user.email, hasPassword: user.hasPassword, mailMagazine: user.mailMagazine, scoutMail: user.scoutMail };
}

export default function SettingsPage() {
  const { t } = useTranslation("member");
  const user = useLoaderData<typeof loader>();
  const onOff = (on: boolean) => t(on ? "setting.on" : "setting.off");
  return (
    <div className="account-page">
      <PageHeading>{t("setting.title")}</PageHeading>
      <section className="account-card">
        <h2>{t("setting.account")}</h2>
        <dl className="settings-list">
          <dt>{t("setting.email")}</dt>
          <dd>{user.email}</dd>
          <dd>
            <Link to="/users/setting/mail/input/">{t("setting.change")}</Link>
          </dd>
          <dt>{t("setting.password")}</dt>
          <dd>{t(user.hasPassword ? "setting.passwordSet" : "setting.passwordUnset")}</dd>
          <dd>
            <Link to="/users/setting/password/input/">{t("setting.change")}</Link>
          </dd>
          <dt>{t("setting.mail")}</dt>
          <dd>{onOff(user.mailMagazine)}</dd>
          <dd>
            <Link to="/users/setting/mail/setting/">{t("setting.change")}</Link>
          </dd>
          <dt>{t("setting.scout")}</dt>
          <dd>{onOff(user.scoutMail)}</dd>
          <dd>
            <Link to="/users/setting/scout/">{t("setting.change")}</Link>
          </dd>
        </dl>
      </section>
      <p>
        <Link to="/users/leave/">{t("setting.leave")}</Link>
      </p>
    </div>
  );
}
