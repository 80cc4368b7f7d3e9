// A social account met for the first time becomes a member once the visitor confirms the address.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { FormErrors, TextField, accountRules, useAccountForm } from "~/components/account/form-parts";
import { HoneypotField } from "~/components/account/honeypot";
import { clearSocialState } from "~/components/account/social-state";
import { registerSocialMember } from "~/models/account/account.server";
import { socialRegisterSchema } from "~/models/account/forms.server";
import { honeypotFailure, isRobot, replyWith } from "~/utils/form-reply.server";
import { getSession } from "~/models/account/session.server";
import { SOCIAL_PROVIDERS, isSocialProvider } from "~/models/account/social.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formConstraints, parseForm } from "~/utils/form-rules.server";
import { readFormData } from "~/utils/form-body.server";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["account", "fields"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("account:socialRegister.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const pending = (await getSession(request)).get("socialPending");
  if (!pending || !isSocialProvider(pending.provider)) throw redirect("/signup/");
  return { provider: SOCIAL_PROVIDERS[pending.provider].label, email: pending.email, ...formConstraints({ "social-register": socialRegisterSchema }) };
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseForm(formData, socialRegisterSchema);
  if (submission.status !== "success") return replyWith(submission);
  if (isRobot(formData)) return replyWith(submission, honeypotFailure);
  const outcome = await registerSocialMember(request, submission.value.email);
  if (!outcome.ok) return replyWith(submission, outcome);
  const pending = (await getSession(request)).get("socialPending");
  return redirect(pending?.redirectTo ?? "/", { headers: { "Set-Cookie": outcome.setCookie! } });
}

export default function SocialRegisterPage() {
  const { t } = useTranslation("account");
  const { provider, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { formProps, field, formErrors, formErrorId } = useAccountForm("social-register", accountRules("socialRegisterSchema"), actionData?.result, { email });
  // The values kept for the redirect are cleared once the provider has sent the visitor back.
  useEffect(clearSocialState, []);
  return (
    <div className="account-page">
      <PageHeading>{t("socialRegister.title")}</PageHeading>
      <p>{t("socialRegister.lead", { provider })}</p>
      <section className="account-card">
        <Form method="post" {...formProps} className="account-form">
          <FormErrors id={formErrorId} errors={formErrors} />
          <TextField field={field("email")} label={t("fields:labels.email")} type="email" autoComplete="email" />
          <HoneypotField />
          <p className="form-field__help">
            {t("signup.termsNote")} <Link to="/legal/1/">{t("signup.termsLink")}</Link>
          </p>
          <button type="submit" className="button button--primary button--large">
            {t("socialRegister.submit")}
          </button>
        </Form>
      </section>
      <p>
        <Link to="/signup/">{t("socialRegister.cancel")}</Link>
      </p>
    </div>
  );
}
