// The saved searches with their hit counts now (docs/product.md, Calls the pages make).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { savedSearchesWithCounts } from "~/models/bookmark/saved-search-list.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!user) return Response.json({ message: "login required" }, { status: 401, headers: NO_STORE });
  return Response.json(await savedSearchesWithCounts(user.id), { headers: NO_STORE });
}
