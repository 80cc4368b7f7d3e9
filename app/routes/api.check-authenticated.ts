// docs/product.md, Calls the pages make.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { authStateOf, getUser } from "~/models/account/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return Response.json(authStateOf(await getUser(request)), { headers: NO_STORE });
}
