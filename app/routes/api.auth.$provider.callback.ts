// The same completion as the callback page, as JSON (docs/product.md, Calls the pages make).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { completeSocialLogin, isSocialProvider } from "~/models/account/social.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isSocialProvider(params.provider)) return Response.json({ message: "unknown provider" }, { status: 404 });
  const completed = await completeSocialLogin(request, params.provider);
  if (!completed) {
    return Response.json(
      {
        isLoggedIn: false,
        isRegistered: false,
        isDuplicate: false,
        isSocialUnRegist: false,
        redirectUrl: "/signin/?social=failed",
        socialFromUrl: "/signin/",
        socialSignedupToUrl: "/",
      },
      { status: 400 },
    );
  }
  return Response.json(completed.result, { headers: { "Set-Cookie": completed.setCookie, "Cache-Control": "no-store" } });
}
