import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { FormErrors, HoneypotField, TextField, useAccountForm } from "~/components/account/form-parts";
import { requestPasswordReset } from "~/models/account/account.server";
import { passwordForgetSchema } from "~/models/account/forms";
import { honeypotFailure, isRobot, replyWith } from "~/models/account/reply.server";
import type { RouteHandle } from "~/utils/route-handle";
import { readFormData } from "~/utils/form-body.server";

export const handle: RouteHandle = { layout: "register" };
export const meta = accountMeta("forget.title");

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: passwordForgetSchema });
  if (submission.status !== "success") return replyWith(submission);
  if (isRobot(formData)) return replyWith(submission, honeypotFailure);
  const sent = await requestPasswordReset(request, context.clientIp, submission.value.email);
  if (!sent.ok) return replyWith(submission, { status: 429, formErrors: ["errors.tooManyAttempts"] });
  // The same page whether or not the address is registered.
  return redirect("/password_forget/complete/");
}

export default function PasswordForgetPage() {
  const { t } = useTranslation("account");
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAccountForm("password-forget", passwordForgetSchema, actionData?.result);
  return (
    <div className="account-page">
      <PageHeading>{t("forget.title")}</PageHeading>
      <p>{t("forget.lead")}</p>
      <section className="account-card">
        <Form method="post" {...getFormProps(form)} className="account-form">
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
          <HoneypotField />
          <button type="submit" className="button button--primary button--large">
            {t("forget.submit")}
          </button>
        </Form>
      </section>
      <p>
        <Link to="/signin/">{t("forget.backToSignin")}</Link>
      </p>
    </div>
  );
}
