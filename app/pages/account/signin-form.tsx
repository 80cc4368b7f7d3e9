import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, TextField, accountRules, useAccountForm } from "~/components/account/form-parts";
import { HoneypotField } from "~/components/account/honeypot";

export function SigninForm({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]>; redirectTo?: string }) {
  const { t } = useTranslation("account");
  const { formProps, field, formErrors, formErrorId } = useAccountForm("signin", accountRules("signinSchema"), lastResult);
  return (
    <Form method="post" {...formProps} className="account-form">
      {redirectTo ? <input type="hidden" name="redirect_to" value={redirectTo} /> : null}
      <FormErrors id={formErrorId} errors={formErrors} />
      <TextField field={field("email")} label={t("fields:labels.email")} type="email" autoComplete="email" />
      <TextField field={field("password")} label={t("fields:labels.password")} type="password" autoComplete="current-password" />
      <HoneypotField />
      <button type="submit" className="button button--primary button--large">
        {t("signin.submit")}
      </button>
      <p>
        <Link to="/password_forget/input/">{t("signin.forgot")}</Link>
      </p>
      <p>
        <Link to={redirectTo && redirectTo !== "/" ? `/signin/link/?redirect_to=${encodeURIComponent(redirectTo)}` : "/signin/link/"}>
          {t("signin.byLink")}
        </Link>
      </p>
    </Form>
  );
}
