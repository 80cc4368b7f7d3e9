import { useTranslation } from "react-i18next";
import { accountMeta } from "~/components/account/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { AccountMessage } from "~/components/account/account-message";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["mail"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("mail:forget.completeTitle");

export default function PasswordForgetCompletePage() {
  const { t } = useTranslation("mail");
  return (
    <AccountMessage
      title={t("forget.completeTitle")}
      paragraphs={[t("forget.completeBody"), t("forget.completeHint")]}
      next={{ to: "/signin/", label: t("forget.backToSignin"), look: "link" }}
    />
  );
}
