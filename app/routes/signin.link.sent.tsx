// After a sign-in link (or a mail-magazine confirmation) was asked for: the same page for any address.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { layout: "register" };
export const meta = accountMeta("signinLink.sentTitle");

export default function SigninLinkSentPage() {
  const { t } = useTranslation("account");
  return (
    <div className="account-page">
      <PageHeading>{t("signinLink.sentTitle")}</PageHeading>
      <p>{t("signinLink.sentBody")}</p>
      <p>{t("forget.completeHint")}</p>
      <p>
        <Link to="/">{t("signinLink.toTop")}</Link>
      </p>
    </div>
  );
}
