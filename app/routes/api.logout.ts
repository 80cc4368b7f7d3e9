// Answers isLoggedIn (false) and isSuccess (docs/product.md, Calls the pages make).
import type { ActionFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { logOut } from "~/models/account/session.server";

export async function action({ request }: ActionFunctionArgs) {
  const headers = await logOut(request);
  headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  return Response.json({ isLoggedIn: false, isSuccess: true }, { headers });
}
