// Spec §7 POST /api/users/bookmark/search/bulk_create: body bookmarks (saved searches). Past the
// limit of 30 the rest are refused.
import type { ActionFunctionArgs } from "@remix-run/node";
import { SAVED_SEARCH_LIMIT } from "~/constants";
import { NO_STORE } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { listOf, readBody } from "~/models/bookmark/requests.server";
import { saveSearches } from "~/models/bookmark/search-bookmarks.server";

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request);
  if (!user) return Response.json({ message: "login required" }, { status: 401, headers: NO_STORE });
  const items = listOf(await readBody(request), SAVED_SEARCH_LIMIT * 2).flatMap((item) =>
    typeof item.query === "string" ? [{ query: item.query.slice(0, 2_000), bookmarked_at: typeof item.bookmarked_at === "string" ? item.bookmarked_at : undefined, mail_send_flag: item.mail_send_flag === 1 ? 1 : 0 }] : [],
  );
  return Response.json({ results: await saveSearches(user.id, items) }, { headers: NO_STORE });
}
