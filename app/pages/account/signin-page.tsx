import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { SigninForm } from "./signin-form";
import { SocialButtons, type SocialProviderLink } from "~/components/account/social-buttons";

type Props = {
  title: string;
  lead?: string;
  data: { redirectTo: string; providers: SocialProviderLink[]; socialMessage: string | null };
  actionData?: { result: SubmissionResult<string[]> };
  signupHref: string;
};

export function SigninPage({ title, lead, data, actionData, signupHref }: Props) {
  const { t } = useTranslation("account");
  return (
    <div className="account-page">
      <PageHeading>{title}</PageHeading>
      {lead ? <p>{lead}</p> : null}
      {data.socialMessage ? (
        <p className="form-alert" role="alert">
          {t(data.socialMessage)}
        </p>
      ) : null}
      <div className="account-card">
        <SigninForm lastResult={actionData?.result} redirectTo={data.redirectTo} />
      </div>
      <SocialButtons providers={data.providers} from="signin" redirectTo={data.redirectTo} />
      <p>
        {t("signin.noAccount")} <Link to={signupHref}>{t("signin.signupLink")}</Link>
      </p>
    </div>
  );
}
