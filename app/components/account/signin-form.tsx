import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormErrors, HoneypotField, TextField, accountRules, useAccountForm } from "./form-parts";

export function SigninForm({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]>; redirectTo?: string }) {
  const { t } = useTranslation("account");
  const [form, fields] = useAccountForm("signin", accountRules("signinSchema"), lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="account-form">
      {redirectTo ? <input type="hidden" name="redirect_to" value={redirectTo} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
      <TextField field={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" />
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
