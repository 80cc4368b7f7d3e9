import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { accountMeta } from "~/components/account/meta";
import { SigninPage } from "~/pages/account/signin-page";
import { signinFormAction, signinPageData } from "~/pages/account/signin.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["account", "fields"] };
export const links = stylesheets(formStyles);
export const meta = accountMeta("account:signinScout.title");

export const loader = ({ request }: LoaderFunctionArgs) => signinPageData(request, "/scout/");
export const action = signinFormAction;

export default function SigninScoutRoute() {
  const { t } = useTranslation("account");
  return (
    <SigninPage
      title={t("signinScout.title")}
      lead={t("signinScout.lead")}
      data={useLoaderData<typeof loader>()}
      actionData={useActionData<typeof action>()}
      signupHref="/signup/scout/"
    />
  );
}
