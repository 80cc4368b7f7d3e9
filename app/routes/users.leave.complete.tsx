import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { readFlag } from "~/models/account/session.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "simple", i18n: ["member"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("member:leave.completeTitle");

/** Shown once, right after leaving; otherwise there is nothing to complete. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { set: left, setCookie } = await readFlag(request, "left");
  if (!left) throw redirect("/");
  return data(null, { headers: { "Set-Cookie": setCookie } });
}

export default function LeaveCompletePage() {
  const { t } = useTranslation("member");
  return (
    <div className="account-page">
      <PageHeading>{t("leave.completeTitle")}</PageHeading>
      <p role="status">{t("leave.completeBody")}</p>
      <p>
        <Link to="/" className="button">
          {t("leave.toTop")}
        </Link>
      </p>
    </div>
  );
}
