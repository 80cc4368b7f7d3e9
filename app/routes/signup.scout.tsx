// The scout page for visitors who are not signed in, with the sign-up form.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { accountMeta } from "~/components/account/meta";
import { SignupForm } from "~/components/account/signup-forms";
import { SocialButtons } from "~/components/account/social-buttons";
import { getUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import { enabledSocialProviders } from "~/models/account/social.server";
import { SIGNUP_FORM_CONSTRAINTS, signupFormAction } from "~/pages/account/signup.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["account", "fields"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("account:signupScout.title");

const AFTER_SIGNUP = "/users/profile/";

export async function loader({ request }: LoaderFunctionArgs) {
  if (isMember(await getUser(request))) throw redirect(AFTER_SIGNUP);
  return { providers: enabledSocialProviders(), ...SIGNUP_FORM_CONSTRAINTS };
}

export const action = signupFormAction;

export default function SignupScoutPage() {
  const { t } = useTranslation("account");
  const { providers } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const points = t("signupScout.points", { returnObjects: true }) as string[];
  return (
    <div className="account-page">
      <PageHeading>{t("signupScout.title")}</PageHeading>
      <p>{t("signupScout.lead")}</p>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <SocialButtons providers={providers} from="signup" redirectTo={AFTER_SIGNUP} />
      <section className="account-card">
        <SignupForm actionData={actionData} hidden={{ redirectTo: AFTER_SIGNUP }} />
      </section>
      <p>
        {t("signup.haveAccount")} <Link to="/signin/scout/">{t("signup.signinLink")}</Link>
      </p>
    </div>
  );
}
