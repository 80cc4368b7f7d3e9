// Starts a social sign-in: a POST from the social buttons, answered with a redirect to the provider.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isSocialProvider, startSocialLogin } from "~/models/account/social.server";
import { logger } from "~/utils/logger.server";
import { readFormData } from "~/utils/form-body.server";

export const loader = () => redirect("/signin/");

export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const provider = form.get("provider")?.toString();
  const from = form.get("from") === "signup" ? "signup" : "signin";
  if (!isSocialProvider(provider)) return redirect(`/${from}/`);
  const appType = Number(form.get("app_type"));
  try {
    const start = await startSocialLogin(request, {
      provider,
      from,
      redirectTo: form.get("redirect_to")?.toString(),
      appType: Number.isInteger(appType) && appType > 0 ? appType : undefined,
      isPaidUser: form.has("is_paid_user") ? form.get("is_paid_user") === "1" : undefined,
    });
    return redirect(start.location, { headers: { "Set-Cookie": start.setCookie } });
  } catch (error) {
    // Not configured, or the provider cannot be reached.
    logger.warn("social sign-in could not start", { provider, error });
    return redirect("/signin/?social=unavailable");
  }
}
