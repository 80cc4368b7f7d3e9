// docs/product.md, Calls the pages make.
import type { ActionFunctionArgs } from "@remix-run/node";
import { signUp } from "~/models/account/account.server";
import { NO_STORE, outcomeErrors, parseBody, readBody, translatedErrors } from "~/models/account/api.server";
import { signupSchema } from "~/models/account/forms";

const FIELDS = ["email", "password"];

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseBody(signupSchema, await readBody(request));
  if (!parsed.ok)
    return Response.json({ isLoggedIn: false, isExist: false, errors: translatedErrors(request, parsed.errors, FIELDS) }, { status: 400, headers: NO_STORE });
  const { email, password, app_type, is_paid_user } = parsed.value;
  const outcome = await signUp(request, context.clientIp, { email, password, appType: app_type, isPaidUser: is_paid_user === "1" });
  if (!outcome.ok) {
    const isExist = outcome.fieldErrors?.email?.includes("errors.emailTaken") ?? false;
    return Response.json(
      { isLoggedIn: false, isExist, errors: translatedErrors(request, outcomeErrors(outcome), FIELDS) },
      { status: outcome.status, headers: NO_STORE },
    );
  }
  return Response.json({ isLoggedIn: true, isExist: false }, { headers: { ...NO_STORE, "Set-Cookie": outcome.setCookie! } });
}
