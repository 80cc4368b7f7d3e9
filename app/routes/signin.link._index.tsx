// Sign-in by a mailed link: mail-magazine users' way in, and members' while password sign-in is locked.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { accountMeta } from "~/components/account/meta";
import { EmailRequestPage } from "~/pages/account/email-request-page";
import { accountRules } from "~/components/account/form-parts";
import { signinLinkSchema } from "~/models/account/forms.server";
import { redirectQuery } from "~/models/account/query";
import { honeypotFailure, isRobot, replyWith } from "~/utils/form-reply.server";
import { requestSigninLink, SIGNIN_LINK_SENT_PATH } from "~/models/account/signin-link.server";
import type { RouteHandle } from "~/utils/route-handle";
import { readFormData } from "~/utils/form-body.server";
import { formConstraints, parseForm } from "~/utils/form-rules.server";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["account", "fields", "mail"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("mail:signinLink.title");

export function loader({ request }: LoaderFunctionArgs) {
  return { redirectTo: redirectQuery(new URL(request.url)), ...formConstraints({ "signin-link": signinLinkSchema }) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseForm(formData, signinLinkSchema);
  if (submission.status !== "success") return replyWith(submission);
  if (isRobot(formData)) return replyWith(submission, honeypotFailure);
  const { email, redirect_to } = submission.value;
  if (!(await requestSigninLink(context.clientIp, { email, intent: "signin", redirectTo: redirect_to }))) {
    return replyWith(submission, { status: 429, formErrors: ["errors.tooManyAttempts"] });
  }
  return redirect(SIGNIN_LINK_SENT_PATH);
}

export default function SigninLinkPage() {
  const { t } = useTranslation("mail");
  const { redirectTo } = useLoaderData<typeof loader>();
  return (
    <EmailRequestPage
      formId="signin-link"
      rules={accountRules("signinLinkSchema")}
      result={useActionData<typeof action>()?.result}
      title={t("signinLink.title")}
      lead={t("signinLink.lead")}
      submit={t("signinLink.submit")}
      redirectTo={redirectTo}
    />
  );
}
