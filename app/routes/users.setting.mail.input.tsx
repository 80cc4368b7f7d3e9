// Changing the login address: a confirmation link goes to the new address first.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { FormErrors, TextField, accountRules, useAccountForm } from "~/components/account/form-parts";
import { requestMailChange } from "~/models/account/account.server";
import { mailChangeSchema } from "~/models/account/forms.server";
import { replyWith } from "~/utils/form-reply.server";
import { requireMember } from "~/models/account/session.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formConstraints, parseForm } from "~/utils/form-rules.server";
import { readFormData } from "~/utils/form-body.server";
import { formStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles);

export const handle: RouteHandle = {
  i18n: ["account", "fields", "member"],
  layout: "simple",
  breadcrumb: ({ t }) => ({ label: t("member:setting.mailInput.title"), to: "/users/setting/mail/input/" }),
};
export const meta = accountMeta("member:setting.mailInput.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  return { email: user.email, hasPassword: user.hasPassword, ...formConstraints({ "mail-change": mailChangeSchema }) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireMember(request);
  const submission = parseForm(await readFormData(request), mailChangeSchema);
  if (submission.status !== "success") return replyWith(submission);
  const outcome = await requestMailChange(user, submission.value.email, submission.value.current_password);
  if (!outcome.ok) return replyWith(submission, outcome);
  return data({ result: submission.reply({ resetForm: true }), sentTo: submission.value.email });
}

export default function MailInputPage() {
  const { t } = useTranslation("account");
  const { email, hasPassword } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { formProps, field, formErrors, formErrorId } = useAccountForm("mail-change", accountRules("mailChangeSchema"), actionData?.result);
  const sentTo = actionData && "sentTo" in actionData ? actionData.sentTo : null;
  if (sentTo) {
    return (
      <div className="account-page">
        <PageHeading>{t("member:setting.mailInput.sentTitle")}</PageHeading>
        <p role="status">{t("member:setting.mailInput.sentBody", { email: sentTo })}</p>
        <p>
          <Link to="/users/setting/">{t("member:setting.mailComplete.back")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="account-page">
      <PageHeading>{t("member:setting.mailInput.title")}</PageHeading>
      <p>{t("member:setting.mailInput.lead")}</p>
      <p>{t("member:setting.mailInput.current", { email })}</p>
      <div className="account-card">
        <Form method="post" {...formProps} className="account-form">
          <FormErrors id={formErrorId} errors={formErrors} />
          <TextField field={field("email")} label={t("fields.emailNew")} type="email" autoComplete="email" />
          {hasPassword ? (
            <TextField field={field("current_password")} label={t("fields.currentPassword")} type="password" autoComplete="current-password" />
          ) : null}
          <button type="submit" className="button button--primary">
            {t("member:setting.mailInput.submit")}
          </button>
        </Form>
      </div>
      <p>
        <Link to="/users/setting/">{t("member:setting.mailComplete.back")}</Link>
      </p>
    </div>
  );
}
