// POST /test-session/: logs the browser in as a member made on the spot, so the browser tests that are
// not about signing up need not sign up through the form each time (issue 13). Only exists when the
// server runs with E2E_TEST_ROUTES=1 (the Playwright web server); everywhere else it is a plain 404.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/env.server";
import { createMember, findUserByEmail } from "~/models/account/user.server";
import { getSession, logIn } from "~/models/account/session.server";
import { emailField, newPasswordField } from "~/models/account/forms";
import { pathNotFound } from "~/utils/http.server";
import { readFormData } from "~/utils/form-body.server";

const body = z.object({ email: emailField, password: newPasswordField });

export const loader = ({ request }: ActionFunctionArgs) => {
  throw pathNotFound(new URL(request.url).pathname);
};

export async function action({ request }: ActionFunctionArgs) {
  if (!env().E2E_TEST_ROUTES) throw pathNotFound(new URL(request.url).pathname);
  const parsed = body.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return new Response(parsed.error.message, { status: 400 });
  const made = await createMember(parsed.data);
  const user = typeof made === "string" ? await findUserByEmail(parsed.data.email) : made;
  if (!user) return new Response("no such member", { status: 400 });
  return new Response(null, { status: 204, headers: { "Set-Cookie": await logIn(request, await getSession(request), user) } });
}
