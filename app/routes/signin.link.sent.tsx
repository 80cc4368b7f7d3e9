// After a sign-in link (or a mail-magazine confirmation) was asked for: the same page for any address.
import { useTranslation } from "react-i18next";
import { accountMeta } from "~/components/account/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { AccountMessage } from "~/components/account/account-message";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["mail"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("mail:signinLink.sentTitle");

export default function SigninLinkSentPage() {
  const { t } = useTranslation("mail");
  return (
    <AccountMessage
      title={t("signinLink.sentTitle")}
      paragraphs={[t("signinLink.sentBody"), t("forget.completeHint")]}
      next={{ to: "/", label: t("signinLink.toTop"), look: "link" }}
    />
  );
}
