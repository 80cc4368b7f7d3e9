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
export const meta = accountMeta("account:signin.title");

export const loader = ({ request }: LoaderFunctionArgs) => signinPageData(request, "/");
export const action = signinFormAction;

export default function SigninRoute() {
  const { t } = useTranslation("account");
  const data = useLoaderData<typeof loader>();
  const signupHref = data.redirectTo !== "/" ? `/signup/?redirect_to=${encodeURIComponent(data.redirectTo)}` : "/signup/";
  return <SigninPage title={t("signin.title")} data={data} actionData={useActionData<typeof action>()} signupHref={signupHref} />;
}
