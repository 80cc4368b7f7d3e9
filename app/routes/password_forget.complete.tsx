import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { layout: "register" };
export const meta = accountMeta("forget.completeTitle");

export default function PasswordForgetCompletePage() {
  const { t } = useTranslation("account");
  return (
    <div className="account-page">
      <PageHeading>{t("forget.completeTitle")}</PageHeading>
      <p>{t("forget.completeBody")}</p>
      <p>{t("forget.completeHint")}</p>
      <p>
        <Link to="/signin/">{t("forget.backToSignin")}</Link>
      </p>
    </div>
  );
}
