// A reset link from the mail: valid for a short time, once (decision 005).
import { redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { FormErrors, TextField, accountRules, useAccountForm } from "~/components/account/form-parts";
import { resetPassword } from "~/models/account/account.server";
import { passwordResetSchema } from "~/models/account/forms.server";
import { replyWith } from "~/utils/form-reply.server";
import { findToken } from "~/models/account/token.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formConstraints, parseForm } from "~/utils/form-rules.server";
import { readFormData } from "~/utils/form-body.server";
import { AccountMessage } from "~/components/account/account-message";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["account", "fields", "mail"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("mail:reset.title");
/** The token is in the URL: it must not travel to another site in a Referer header. */
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

export async function loader({ params }: LoaderFunctionArgs) {
  return { valid: !!(await findToken(params.token ?? "", "password_reset")), ...formConstraints({ "password-reset": passwordResetSchema }) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const submission = parseForm(await readFormData(request), passwordResetSchema);
  if (submission.status !== "success") return replyWith(submission);
  if (!(await resetPassword(params.token ?? "", submission.value.password)))
    return replyWith(submission, { status: 400, formErrors: ["mail:reset.invalidBody"] });
  return redirect("/password_reset/complete/");
}

export default function PasswordResetPage() {
  const { t } = useTranslation("account");
  const { valid } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { formProps, field, formErrors, formErrorId } = useAccountForm("password-reset", accountRules("passwordResetSchema"), actionData?.result);
  if (!valid) {
    return (
      <AccountMessage
        title={t("mail:reset.invalidTitle")}
        paragraphs={[t("mail:reset.invalidBody")]}
        next={{ to: "/password_forget/input/", label: t("mail:reset.again"), look: "button" }}
      />
    );
  }
  return (
    <div className="account-page">
      <PageHeading>{t("mail:reset.title")}</PageHeading>
      <section className="account-card">
        <Form method="post" {...formProps} className="account-form">
          <FormErrors id={formErrorId} errors={formErrors} />
          <TextField field={field("password")} label={t("fields.passwordNew")} type="password" autoComplete="new-password" help={t("fields:help.password")} />
          <TextField field={field("password_confirm")} label={t("fields.passwordConfirm")} type="password" autoComplete="new-password" />
          <button type="submit" className="button button--primary button--large">
            {t("mail:reset.submit")}
          </button>
        </Form>
      </section>
    </div>
  );
}
