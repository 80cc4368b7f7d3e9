// The "save this search" button, removing a saved search and its mail-alert switch (issue 6).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { SAVED_SEARCH_LIMIT } from "~/constants";
import { getUser, withCookies, withNotice } from "~/models/account/session.server";
import { setSearchMail } from "~/models/bookmark/search-bookmarks.server";
import { setSearchBookmark } from "~/models/bookmark/state.server";
import { readBody, wantsJson } from "~/models/bookmark/requests.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

export const loader = () => redirect("/guest/bookmark/search/");

const NOTICE = { added: "common:bookmark.notices.saved", exists: "common:bookmark.notices.exists", full: "common:bookmark.notices.full", empty: "common:bookmark.notices.empty", removed: "common:bookmark.notices.removed" };

export async function action({ request }: ActionFunctionArgs) {
  const body = await readBody(request);
  const query = typeof body.query === "string" ? body.query.slice(0, 2_000) : "";
  const back = safeRedirectPath(typeof body.redirect_to === "string" ? body.redirect_to : null);
  const user = await getUser(request);
  if (body.intent === "mail") {
    if (!user) return wantsJson(request) ? Response.json({ message: "login required" }, { status: 401 }) : redirect(`/signin/?redirect_to=${encodeURIComponent(back)}`, 303);
    const on = body.mail_send_flag === "1" || body.mail_send_flag === 1;
    await setSearchMail(user.id, query, on);
    if (wantsJson(request)) return Response.json({ mail_send_flag: on ? 1 : 0 });
    return redirect(back, { status: 303, headers: { "Set-Cookie": await withNotice(request, on ? "common:bookmark.notices.mailOn" : "common:bookmark.notices.mailOff") } });
  }
  const { result, setCookie } = await setSearchBookmark(request, user, query, body.intent !== "remove");
  if (wantsJson(request)) return Response.json({ result, limit: SAVED_SEARCH_LIMIT }, { headers: withCookies(setCookie ? [setCookie] : []) });
  return redirect(back, { status: 303, headers: withCookies([...(setCookie ? [setCookie] : []), await withNotice(request, NOTICE[result])]) });
}
