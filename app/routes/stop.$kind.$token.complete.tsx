import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { stopKindOf, stopPurpose } from "~/models/account/stop-link.server";
import { wasUsed } from "~/models/account/token.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "simple", i18n: ["mail"] };
export const links = stylesheets(formStyles);
export const meta: MetaFunction<typeof loader> = (args) => accountMeta(`mail:stop.${args.data?.kind ?? "mail"}.title`)(args);
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export async function loader({ params }: LoaderFunctionArgs) {
  const kind = stopKindOf(params.kind);
  return { kind, done: await wasUsed(params.token ?? "", stopPurpose(kind)) };
}

export default function StopCompletePage() {
  const { t } = useTranslation("mail");
  const { kind, done } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <PageHeading>{t(`stop.${kind}.title`)}</PageHeading>
      {done ? (
        <>
          <p role="status">{t(`stop.${kind}.done`)}</p>
          <p>{t("stop.resume")}</p>
        </>
      ) : (
        <p className="form-alert">{t("stop.invalid")}</p>
      )}
      <p>
        <Link to="/">{t("stop.toTop")}</Link>
      </p>
    </div>
  );
}
