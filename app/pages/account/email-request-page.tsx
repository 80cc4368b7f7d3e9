import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ZodTypeAny } from "zod";
import { PageHeading } from "~/components/page-heading";
import { FormErrors, TextField, useAccountForm } from "~/components/account/form-parts";
import { HoneypotField } from "~/components/account/honeypot";

type Props = {
  formId: string;
  rules: () => Promise<ZodTypeAny>;
  result?: SubmissionResult<string[]>;
  title: string;
  lead: string;
  submit: string;
  redirectTo?: string | null;
};

export function EmailRequestPage({ formId, rules, result, title, lead, submit, redirectTo }: Props) {
  const { t } = useTranslation("account");
  const { formProps, field, formErrors, formErrorId } = useAccountForm(formId, rules, result);
  return (
    <div className="account-page">
      <PageHeading>{title}</PageHeading>
      <p>{lead}</p>
      <div className="account-card">
        <Form method="post" {...formProps} className="account-form">
          {redirectTo ? <input type="hidden" name="redirect_to" value={redirectTo} /> : null}
          <FormErrors id={formErrorId} errors={formErrors} />
          <TextField field={field("email")} label={t("fields:labels.email")} type="email" autoComplete="email" />
          <HoneypotField />
          <button type="submit" className="button button--primary button--large">
            {submit}
          </button>
        </Form>
      </div>
      <p>
        <Link to="/signin/">{t("mail:forget.backToSignin")}</Link>
      </p>
    </div>
  );
}
