// The sign-in pages' loader and action (/signin/, /signin/scout/).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { signIn } from "~/models/account/account.server";
import { signinSchema } from "~/models/account/forms";
import { honeypotFailure, isRobot, replyWith } from "~/utils/form-reply.server";
import { getUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import { redirectQuery } from "~/models/account/query";
import { enabledSocialProviders } from "~/models/account/social.server";
import { readFormData } from "~/utils/form-body.server";
import { formConstraints } from "~/utils/form-rules.server";

const SOCIAL_MESSAGES: Record<string, string> = { duplicate: "social.duplicate", failed: "social.failed", unavailable: "social.unavailable" };

export const SIGNIN_FORM_CONSTRAINTS = formConstraints({ signin: signinSchema });

export async function signinPageData(request: Request, fallback: string) {
  const url = new URL(request.url);
  const redirectTo = redirectQuery(url) ?? fallback;
  if (isMember(await getUser(request))) throw redirect(redirectTo);
  return {
    redirectTo,
    providers: enabledSocialProviders(),
    socialMessage: SOCIAL_MESSAGES[url.searchParams.get("social") ?? ""] ?? null,
    ...SIGNIN_FORM_CONSTRAINTS,
  };
}

export async function signinFormAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const submission = parseWithZod(formData, { schema: signinSchema });
  if (submission.status !== "success") return replyWith(submission);
  if (isRobot(formData)) return replyWith(submission, honeypotFailure);
  const outcome = await signIn(request, context.clientIp, submission.value);
  if (!outcome.ok) return replyWith(submission, outcome);
  return redirect(safeRedirectPath(submission.value.redirect_to), { headers: { "Set-Cookie": outcome.setCookie! } });
}
