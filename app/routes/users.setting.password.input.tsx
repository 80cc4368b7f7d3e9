import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { FormErrors, TextField, accountRules, useAccountForm } from "~/components/account/form-parts";
import { changePassword } from "~/models/account/account.server";
import { passwordChangeSchema } from "~/models/account/forms.server";
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
  breadcrumb: ({ t }) => ({ label: t("member:setting.passwordInput.title"), to: "/users/setting/password/input/" }),
};
export const meta = accountMeta("member:setting.passwordInput.title");

export async function loader({ request }: LoaderFunctionArgs) {
  return { hasPassword: (await requireMember(request)).hasPassword, ...formConstraints({ "password-change": passwordChangeSchema }) };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireMember(request);
  const submission = parseForm(await readFormData(request), passwordChangeSchema);
  if (submission.status !== "success") return replyWith(submission);
  const outcome = await changePassword(request, user, submission.value);
  if (!outcome.ok) return replyWith(submission, outcome);
  return redirect("/users/setting/", { headers: { "Set-Cookie": outcome.setCookie! } });
}

export default function PasswordInputPage() {
  const { t } = useTranslation("account");
  const { hasPassword } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { formProps, field, formErrors, formErrorId } = useAccountForm("password-change", accountRules("passwordChangeSchema"), actionData?.result);
  return (
    <div className="account-page">
      <PageHeading>{t("member:setting.passwordInput.title")}</PageHeading>
      <p>{t(hasPassword ? "member:setting.passwordInput.lead" : "member:setting.passwordInput.leadSocial")}</p>
      <section className="account-card">
        <Form method="post" {...formProps} className="account-form">
          <FormErrors id={formErrorId} errors={formErrors} />
          {hasPassword ? (
            <TextField field={field("current_password")} label={t("fields.currentPassword")} type="password" autoComplete="current-password" />
          ) : null}
          <TextField field={field("password")} label={t("fields.passwordNew")} type="password" autoComplete="new-password" help={t("fields:help.password")} />
          <TextField field={field("password_confirm")} label={t("fields.passwordConfirm")} type="password" autoComplete="new-password" />
          <button type="submit" className="button button--primary">
            {t("member:setting.passwordInput.submit")}
          </button>
        </Form>
      </section>
      <p>
        <Link to="/users/setting/">{t("member:setting.mailComplete.back")}</Link>
      </p>
    </div>
  );
}
