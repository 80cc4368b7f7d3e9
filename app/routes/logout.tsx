import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logOut } from "~/models/account/session.server";

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  return redirect("/", { headers: await logOut(request) });
}
