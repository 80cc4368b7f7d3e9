// A guest with an account signs in midway through an entry; the login adopts the browser's drafts.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SigninPage } from "~/pages/account/signin-page";
import { entryMeta } from "~/pages/entry/route-parts";
import { signIn } from "~/models/account/account.server";
import { SIGNIN_FORM_CONSTRAINTS } from "~/pages/account/signin.server";
import { signinSchema } from "~/models/account/forms.server";
import { parseForm } from "~/utils/form-rules.server";
import { honeypotFailure, isRobot, replyWith } from "~/utils/form-reply.server";
import { getUser } from "~/models/account/session.server";
import { enabledSocialProviders } from "~/models/account/social.server";
import { isMember } from "~/models/account/user.server";
import { entryFormPath } from "~/models/entry/links";
import { parseTarget } from "~/models/entry/target";
import { readFormData } from "~/utils/form-body.server";
import { pageNotFound } from "~/utils/http.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formStyles, stylesheets } from "~/styles/sheets";

export const handle: RouteHandle = { layout: "register", i18n: ["account", "fields", "applied"] };
export const links = stylesheets(formStyles);
export const meta = entryMeta("applied:signin.title");

function targetOf({ request, params }: LoaderFunctionArgs) {
  const parsed = parseTarget(params.type, params.id, new URL(request.url).searchParams);
  if (!parsed.ok) throw pageNotFound();
  return parsed.ref;
}

export async function loader(args: LoaderFunctionArgs) {
  const ref = targetOf(args);
  const memberForm = entryFormPath("member", ref);
  if (isMember(await getUser(args.request))) throw redirect(memberForm);
  return {
    redirectTo: memberForm,
    signupHref: entryFormPath("signup", ref),
    providers: enabledSocialProviders(),
    socialMessage: null,
    ...SIGNIN_FORM_CONSTRAINTS,
  };
}

export async function action(args: ActionFunctionArgs) {
  const ref = targetOf(args);
  const formData = await readFormData(args.request);
  const submission = parseForm(formData, signinSchema);
  if (submission.status !== "success") return replyWith(submission);
  if (isRobot(formData)) return replyWith(submission, honeypotFailure);
  const outcome = await signIn(args.request, args.context.clientIp as string, submission.value);
  if (!outcome.ok) return replyWith(submission, outcome);
  return redirect(entryFormPath("member", ref), { status: 303, headers: { "Set-Cookie": outcome.setCookie! } });
}

export default function EntrySigninRoute() {
  const { t } = useTranslation("applied");
  const data = useLoaderData<typeof loader>();
  return <SigninPage title={t("signin.title")} lead={t("signin.lead")} data={data} actionData={useActionData<typeof action>()} signupHref={data.signupHref} />;
}
