import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { LANGUAGE_COOKIE, toLanguage } from "~/utils/language";
import { pageNotFound } from "~/utils/http.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { serverPlainCookie } from "~/utils/cookies.server";
import { readFormData } from "~/utils/form-body.server";

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const language = toLanguage(String(form.get("language") ?? ""));
  return redirect(safeRedirectPath(form.get("redirect_to")), { headers: { "Set-Cookie": serverPlainCookie(LANGUAGE_COOKIE, language, 365 * 24 * 60 * 60) } });
}

export async function loader() {
  throw pageNotFound();
}
