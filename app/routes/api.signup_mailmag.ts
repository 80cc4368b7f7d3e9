// Spec §7 POST /api/signup_mailmag: email; logs the visitor in as a mail-magazine user.
import type { ActionFunctionArgs } from "@remix-run/node";
import { signUpMailMagazine } from "~/models/account/account.server";
import { NO_STORE, outcomeErrors, parseBody, readBody, translatedErrors } from "~/models/account/api.server";
import { mailMagazineSchema } from "~/models/account/forms";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseBody(mailMagazineSchema, await readBody(request));
  if (!parsed.ok) return Response.json({ isMailMagUser: false, errors: translatedErrors(request, parsed.errors, ["email"]) }, { status: 400, headers: NO_STORE });
  const outcome = await signUpMailMagazine(request, context.clientIp, parsed.value.email);
  if (!outcome.ok) return Response.json({ isMailMagUser: false, errors: translatedErrors(request, outcomeErrors(outcome), ["email"]) }, { status: outcome.status, headers: NO_STORE });
  return Response.json({ isMailMagUser: true }, { headers: { ...NO_STORE, "Set-Cookie": outcome.setCookie! } });
}
