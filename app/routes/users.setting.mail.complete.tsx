// The confirmation link of a mail-address change (?token=).
import { type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { completeMailChange } from "~/models/account/account.server";
import { requireMember } from "~/models/account/session.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "simple", i18n: ["member"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("member:setting.mailComplete.title");
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { status: await completeMailChange(user, token) };
}

export default function MailCompletePage() {
  const { t } = useTranslation("member");
  const { status } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <PageHeading>{t("setting.mailComplete.title")}</PageHeading>
      {status === "changed" ? <p role="status">{t("setting.mailComplete.done")}</p> : <p className="form-alert">{t(`setting.mailComplete.${status}`)}</p>}
      <p>
        <Link to="/users/setting/">{t("setting.mailComplete.back")}</Link>
      </p>
    </div>
  );
}
