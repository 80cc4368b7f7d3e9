// Stops the mail magazine or scout mail from a mail's link, without logging in: a confirmation
// page first, so that a link opened by a mail scanner changes nothing.
import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { stopMail } from "~/models/account/account.server";
import { stopKindOf, stopPurpose } from "~/models/account/stop-link.server";
import { findToken } from "~/models/account/token.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "simple", i18n: ["mail"] };
export const links = stylesheets(formStyles);
export const meta: MetaFunction<typeof loader> = (args) => accountMeta(`mail:stop.${args.data?.kind ?? "mail"}.title`)(args);
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export async function loader({ params }: LoaderFunctionArgs) {
  const kind = stopKindOf(params.kind);
  return { kind, valid: !!(await findToken(params.token ?? "", stopPurpose(kind))) };
}

export async function action({ params }: ActionFunctionArgs) {
  const kind = stopKindOf(params.kind);
  const token = params.token ?? "";
  await stopMail(kind, token);
  return redirect(`/stop/${kind}/${encodeURIComponent(token)}/complete/`);
}

export default function StopConfirmPage() {
  const { t } = useTranslation("mail");
  const { kind, valid } = useLoaderData<typeof loader>();
  return (
    <div className="account-page">
      <PageHeading>{t(`stop.${kind}.title`)}</PageHeading>
      {valid ? (
        <Form method="post" className="account-card account-form">
          <p>{t(`stop.${kind}.confirm`)}</p>
          <button type="submit" className="button button--primary">
            {t(`stop.${kind}.submit`)}
          </button>
        </Form>
      ) : (
        <p className="form-alert">{t("stop.invalid")}</p>
      )}
      <p>
        <Link to="/">{t("stop.toTop")}</Link>
      </p>
    </div>
  );
}
