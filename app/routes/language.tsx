// POST /language/ — the visitor's choice of language, kept in a cookie for a year.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { LANGUAGE_COOKIE, toLanguage } from "~/utils/language";
import { pageNotFound } from "~/utils/http.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { readFormData } from "~/utils/form-body.server";

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const language = toLanguage(String(form.get("language") ?? ""));
  const secure = process.env.NODE_ENV === "production" && new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return redirect(safeRedirectPath(form.get("redirect_to")), {
    headers: { "Set-Cookie": `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}` },
  });
}

export async function loader() {
  throw pageNotFound();
}
