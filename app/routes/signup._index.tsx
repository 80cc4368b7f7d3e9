import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { MailMagazineForm, SignupForm } from "~/components/account/signup-forms";
import { SocialButtons } from "~/components/account/social-buttons";
import { getUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import { enabledSocialProviders } from "~/models/account/social.server";
import { signupQuery } from "~/models/account/query";
import { SIGNUP_FORM_CONSTRAINTS, signupFormAction } from "~/pages/account/signup.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["account", "fields"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("account:signup.title");

export async function loader({ request }: LoaderFunctionArgs) {
  const query = signupQuery(new URL(request.url));
  if (isMember(await getUser(request))) throw redirect(query.redirectTo ?? "/");
  return { ...query, providers: enabledSocialProviders(), ...SIGNUP_FORM_CONSTRAINTS };
}

export const action = signupFormAction;

export default function SignupPage() {
  const { t } = useTranslation("account");
  const { providers, redirectTo, appType, isPaidUser, linkId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const signinHref = redirectTo ? `/signin/?redirect_to=${encodeURIComponent(redirectTo)}` : "/signin/";
  return (
    <div className="account-page">
      <PageHeading>{t("signup.title")}</PageHeading>
      <p>{t("signup.lead")}</p>
      <SocialButtons providers={providers} from="signup" redirectTo={redirectTo} appType={appType} isPaidUser={isPaidUser} />
      <section className="account-card">
        <SignupForm actionData={actionData} hidden={{ redirectTo, appType, isPaidUser, linkId }} />
      </section>
      <p>
        {t("signup.haveAccount")} <Link to={signinHref}>{t("signup.signinLink")}</Link>
      </p>
      <MailMagazineForm actionData={actionData} redirectTo={redirectTo} />
    </div>
  );
}
