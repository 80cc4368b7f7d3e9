import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { layout: "register" };
export const meta = accountMeta("reset.completeTitle");

export default function PasswordResetCompletePage() {
  const { t } = useTranslation("account");
  return (
    <div className="account-page">
      <PageHeading>{t("reset.completeTitle")}</PageHeading>
      <p>{t("reset.completeBody")}</p>
      <p>
        <Link to="/signin/" className="button button--primary">
          {t("reset.toSignin")}
        </Link>
      </p>
    </div>
  );
}
