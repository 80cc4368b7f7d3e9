// E-mail address and password → isLoggedIn (docs/product.md, Calls the pages make).
import type { ActionFunctionArgs } from "@remix-run/node";
import { signIn } from "~/models/account/account.server";
import { NO_STORE, outcomeErrors, parseBody, readBody, translatedErrors } from "~/models/account/api.server";
import { signinSchema } from "~/models/account/forms";

const FIELDS = ["email", "password"];

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseBody(signinSchema, await readBody(request));
  if (!parsed.ok) return Response.json({ isLoggedIn: false, errors: translatedErrors(request, parsed.errors, FIELDS) }, { status: 400, headers: NO_STORE });
  const outcome = await signIn(request, context.clientIp, parsed.value);
  if (!outcome.ok)
    return Response.json(
      { isLoggedIn: false, errors: translatedErrors(request, outcomeErrors(outcome), FIELDS) },
      { status: outcome.status, headers: NO_STORE },
    );
  return Response.json({ isLoggedIn: true }, { headers: { ...NO_STORE, "Set-Cookie": outcome.setCookie! } });
}
