// A sign-in link from a mail: mail scanners open links too, so the login happens on the button, once.
import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { findSigninLink, openSigninLink } from "~/models/account/signin-link.server";
import type { RouteHandle } from "~/utils/route-handle";
import { readFormData } from "~/utils/form-body.server";
import { AccountMessage } from "~/components/account/account-message";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["mail"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("mail:signinLink.confirmTitle");
/** The token is in the URL: it must not travel to another site in a Referer header. */
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await findSigninLink(params.token ?? "");
  return { link: link ? { email: link.email, signsUp: link.intent === "mailmag" && link.isNew } : null };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await readFormData(request);
  const opened = await openSigninLink(request, params.token ?? "");
  if (!opened) return redirect(new URL(request.url).pathname, 303);
  return redirect(opened.redirectTo, { status: 303, headers: { "Set-Cookie": opened.setCookie } });
}

export default function SigninLinkConfirmPage() {
  const { t } = useTranslation("mail");
  const { link } = useLoaderData<typeof loader>();
  if (!link) {
    return (
      <AccountMessage
        title={t("reset.invalidTitle")}
        paragraphs={[t("signinLink.invalidBody")]}
        next={{ to: "/signin/link/", label: t("signinLink.again"), look: "button" }}
      />
    );
  }
  const key = link.signsUp ? "mailmagConfirm" : "confirm";
  return (
    <div className="account-page">
      <PageHeading>{t(`signinLink.${key}Title`)}</PageHeading>
      <p>{t(`signinLink.${key}Body`, { email: link.email })}</p>
      <Form method="post">
        <button type="submit" className="button button--primary button--large">
          {t(`signinLink.${key}Submit`)}
        </button>
      </Form>
    </div>
  );
}
