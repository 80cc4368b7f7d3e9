// The provider sends the browser back here.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { completeSocialLogin, isSocialProvider } from "~/models/account/social.server";
import { pageNotFound } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isSocialProvider(params.provider)) throw pageNotFound();
  const completed = await completeSocialLogin(request, params.provider);
  if (!completed) return redirect("/signin/?social=failed");
  return redirect(completed.result.redirectUrl, { headers: { "Set-Cookie": completed.setCookie } });
}
