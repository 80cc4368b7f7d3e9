// Mails a link that confirms the address: the visitor becomes a mail-magazine user only when it is
// opened, so the answer never signs in (decision 005).
import type { ActionFunctionArgs } from "@remix-run/node";
import { NO_STORE, parseBody, readBody, translatedErrors } from "~/models/account/api.server";
import { mailMagazineSchema } from "~/models/account/forms";
import { requestSigninLink } from "~/models/account/signin-link.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseBody(mailMagazineSchema, await readBody(request));
  if (!parsed.ok)
    return Response.json(
      { isMailMagUser: false, isMailSent: false, errors: translatedErrors(request, parsed.errors, ["email"]) },
      { status: 400, headers: NO_STORE },
    );
  const { email, redirect_to } = parsed.value;
  if (!(await requestSigninLink(context.clientIp, { email, intent: "mailmag", redirectTo: redirect_to }))) {
    return Response.json(
      { isMailMagUser: false, isMailSent: false, errors: translatedErrors(request, { form: ["errors.tooManyAttempts"] }, ["email"]) },
      { status: 429, headers: NO_STORE },
    );
  }
  return Response.json({ isMailMagUser: false, isMailSent: true }, { headers: NO_STORE });
}
