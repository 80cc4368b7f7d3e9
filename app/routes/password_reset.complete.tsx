import { useTranslation } from "react-i18next";
import { accountMeta } from "~/components/account/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { AccountMessage } from "~/components/account/account-message";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["mail"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("mail:reset.completeTitle");

export default function PasswordResetCompletePage() {
  const { t } = useTranslation("mail");
  return (
    <AccountMessage
      title={t("reset.completeTitle")}
      paragraphs={[t("reset.completeBody")]}
      next={{ to: "/signin/", label: t("reset.toSignin"), look: "primary" }}
    />
  );
}
