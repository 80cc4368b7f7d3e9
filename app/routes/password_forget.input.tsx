import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { accountMeta } from "~/components/account/meta";
import { EmailRequestPage } from "~/pages/account/email-request-page";
import { accountRules } from "~/components/account/form-parts";
import { requestPasswordReset } from "~/models/account/account.server";
import { passwordForgetSchema } from "~/models/account/forms.server";
import { honeypotFailure, isRobot, replyWith } from "~/utils/form-reply.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formConstraints, parseForm } from "~/utils/form-rules.server";
import { readFormData } from "~/utils/form-body.server";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["account", "fields", "mail"] };
export const links = stylesheets(formStyles);
export const loader = () => formConstraints({ "password-forget": passwordForgetSchema });

export const meta = accountMeta("mail:forget.title");

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseForm(formData, passwordForgetSchema);
  if (submission.status !== "success") return replyWith(submission);
  if (isRobot(formData)) return replyWith(submission, honeypotFailure);
  const sent = await requestPasswordReset(context.clientIp, submission.value.email);
  if (!sent.ok) return replyWith(submission, { status: 429, formErrors: ["errors.tooManyAttempts"] });
  // The same page whether or not the address is registered.
  return redirect("/password_forget/complete/");
}

export default function PasswordForgetPage() {
  const { t } = useTranslation("mail");
  return (
    <EmailRequestPage
      formId="password-forget"
      rules={accountRules("passwordForgetSchema")}
      result={useActionData<typeof action>()?.result}
      title={t("forget.title")}
      lead={t("forget.lead")}
      submit={t("forget.submit")}
    />
  );
}
