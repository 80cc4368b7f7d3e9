import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, TextField, accountRules, useAccountForm } from "./form-parts";
import { HoneypotField } from "./honeypot";

type Hidden = { redirectTo?: string; appType?: number; isPaidUser?: boolean; linkId?: string | null };
type ActionData = { result: SubmissionResult<string[]> } | undefined;

const intentOf = (data: ActionData) => (data?.result.initialValue as Record<string, unknown> | undefined)?.intent;

export function SignupForm({ actionData, hidden }: { actionData: ActionData; hidden: Hidden }) {
  const { t } = useTranslation("account");
  const { formProps, field, formErrors, formErrorId } = useAccountForm(
    "signup",
    accountRules("signupSchema"),
    intentOf(actionData) === "signup" ? actionData?.result : undefined,
  );
  return (
    <Form method="post" {...formProps} className="account-form">
      <input type="hidden" name="intent" value="signup" />
      {hidden.redirectTo ? <input type="hidden" name="redirect_to" value={hidden.redirectTo} /> : null}
      {hidden.appType !== undefined ? <input type="hidden" name="app_type" value={hidden.appType} /> : null}
      {hidden.isPaidUser !== undefined ? <input type="hidden" name="is_paid_user" value={hidden.isPaidUser ? "1" : "0"} /> : null}
      {hidden.linkId ? <input type="hidden" name="link_id" value={hidden.linkId} /> : null}
      <FormErrors id={formErrorId} errors={formErrors} />
      <TextField field={field("email")} label={t("fields:labels.email")} type="email" autoComplete="email" />
      <TextField field={field("password")} label={t("fields:labels.password")} type="password" autoComplete="new-password" help={t("fields:help.password")} />
      <HoneypotField />
      <p className="form-field__help">
        {t("signup.termsNote")} <Link to="/legal/1/">{t("signup.termsLink")}</Link>
      </p>
      <button type="submit" className="button button--primary button--large">
        {t("signup.submit")}
      </button>
    </Form>
  );
}

export function MailMagazineForm({
  actionData,
  redirectTo,
  appType,
  copy,
}: {
  actionData: ActionData;
  redirectTo?: string;
  appType?: number;
  copy?: { title: string; lead: string; submit: string };
}) {
  const { t } = useTranslation("account");
  const { formProps, field, formErrors, formErrorId } = useAccountForm(
    "mailmag",
    accountRules("mailMagazineSchema"),
    intentOf(actionData) === "mailmag" ? actionData?.result : undefined,
  );
  return (
    <section className="account-card" aria-labelledby="mailmag-heading">
      <h2 id="mailmag-heading">{copy?.title ?? t("mailmag.title")}</h2>
      <p>{copy?.lead ?? t("mailmag.lead")}</p>
      <Form method="post" {...formProps} className="account-form">
        <input type="hidden" name="intent" value="mailmag" />
        {redirectTo ? <input type="hidden" name="redirect_to" value={redirectTo} /> : null}
        {appType !== undefined ? <input type="hidden" name="app_type" value={appType} /> : null}
        <FormErrors id={formErrorId} errors={formErrors} />
        <TextField field={field("email")} label={t("fields:labels.email")} type="email" autoComplete="email" />
        <HoneypotField />
        <button type="submit" className={copy ? "button button--primary" : "button"}>
          {copy?.submit ?? t("mailmag.submit")}
        </button>
      </Form>
    </section>
  );
}
