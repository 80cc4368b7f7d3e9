// Past the saved-search limit the rest are refused (docs/product.md, Limits).
import type { ActionFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { readBookmarkBody, searchBulkBody } from "~/models/bookmark/requests.server";
import { saveSearches } from "~/models/bookmark/search-bookmarks.server";

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request);
  if (!user) return Response.json({ message: "login required" }, { status: 401, headers: NO_STORE });
  const { bookmarks } = await readBookmarkBody(request, searchBulkBody);
  return Response.json({ results: await saveSearches(user.id, bookmarks) }, { headers: NO_STORE });
}
