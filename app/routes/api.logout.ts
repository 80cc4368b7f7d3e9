// Spec §7 POST /api/logout: isLoggedIn (false) and isSuccess.
import type { ActionFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { logOut } from "~/models/account/session.server";

export async function action({ request }: ActionFunctionArgs) {
  return Response.json({ isLoggedIn: false, isSuccess: true }, { headers: { ...NO_STORE, "Set-Cookie": await logOut(request) } });
}
