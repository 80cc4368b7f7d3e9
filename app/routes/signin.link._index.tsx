// /signin/link/: sign in without a password, by a link mailed to the address (issue 12). Mail-magazine
// users sign in this way; members use it from a new device while password sign-in is locked.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { FormErrors, HoneypotField, TextField, useAccountForm } from "~/components/account/form-parts";
import { signinLinkSchema } from "~/models/account/forms";
import { redirectQuery } from "~/models/account/query";
import { honeypotFailure, isRobot, replyWith } from "~/models/account/reply.server";
import { requestSigninLink, SIGNIN_LINK_SENT_PATH } from "~/models/account/signin-link.server";
import type { RouteHandle } from "~/utils/route-handle";
import { readFormData } from "~/utils/form-body.server";

export const handle: RouteHandle = { layout: "register" };
export const meta = accountMeta("signinLink.title");

export function loader({ request }: LoaderFunctionArgs) {
  return { redirectTo: redirectQuery(new URL(request.url)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: signinLinkSchema });
  if (submission.status !== "success") return replyWith(submission);
  if (isRobot(formData)) return replyWith(submission, honeypotFailure);
  const { email, redirect_to } = submission.value;
  if (!(await requestSigninLink(request, context.clientIp, { email, intent: "signin", redirectTo: redirect_to }))) {
    return replyWith(submission, { status: 429, formErrors: ["errors.tooManyAttempts"] });
  }
  return redirect(SIGNIN_LINK_SENT_PATH);
}

export default function SigninLinkPage() {
  const { t } = useTranslation("account");
  const { redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useAccountForm("signin-link", signinLinkSchema, actionData?.result);
  return (
    <div className="account-page">
      <PageHeading>{t("signinLink.title")}</PageHeading>
      <p>{t("signinLink.lead")}</p>
      <section className="account-card">
        <Form method="post" {...getFormProps(form)} className="account-form">
          {redirectTo ? <input type="hidden" name="redirect_to" value={redirectTo} /> : null}
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField field={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
          <HoneypotField />
          <button type="submit" className="button button--primary button--large">
            {t("signinLink.submit")}
          </button>
        </Form>
      </section>
      <p>
        <Link to="/signin/">{t("forget.backToSignin")}</Link>
      </p>
    </div>
  );
}
