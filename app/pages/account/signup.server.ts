// The sign-up pages' action: a member, or a mail-magazine user by address alone (intent=mailmag), who is
// saved only once the mailed link is opened.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { logger } from "~/utils/logger.server";
import { signUp } from "~/models/account/account.server";
import { requestSigninLink, SIGNIN_LINK_SENT_PATH } from "~/models/account/signin-link.server";
import { mailMagazineSchema, signupSchema } from "~/models/account/forms";
import { honeypotFailure, isRobot, replyWith } from "~/utils/form-reply.server";
import { readFormData } from "~/utils/form-body.server";
import { formConstraints } from "~/utils/form-rules.server";

export const SIGNUP_FORM_CONSTRAINTS = formConstraints({ signup: signupSchema, mailmag: mailMagazineSchema });

export async function signupFormAction({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent") === "mailmag" ? "mailmag" : "signup";
  if (intent === "mailmag") {
    const submission = parseWithZod(formData, { schema: mailMagazineSchema });
    if (submission.status !== "success") return replyWith(submission);
    if (isRobot(formData)) return replyWith(submission, honeypotFailure);
    const { email, redirect_to, app_type } = submission.value;
    if (!(await requestSigninLink(context.clientIp, { email, intent: "mailmag", redirectTo: redirect_to, appType: app_type }))) {
      return replyWith(submission, { status: 429, formErrors: ["errors.tooManyAttempts"] });
    }
    return redirect(SIGNIN_LINK_SENT_PATH);
  }
  const submission = parseWithZod(formData, { schema: signupSchema });
  if (submission.status !== "success") return replyWith(submission);
  if (isRobot(formData)) return replyWith(submission, honeypotFailure);
  const { email, password, app_type, is_paid_user, redirect_to } = submission.value;
  const outcome = await signUp(request, context.clientIp, { email, password, appType: app_type, isPaidUser: is_paid_user === "1" });
  if (!outcome.ok) return replyWith(submission, outcome);
  logger.info("signed up", { userId: outcome.user.id, linkId: formData.get("link_id")?.toString().slice(0, 40) ?? null });
  return redirect(safeRedirectPath(redirect_to), { headers: { "Set-Cookie": outcome.setCookie! } });
}
