// Saving and removing a search, and its mail-alert switch (decision 006).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { SAVED_SEARCH_LIMIT } from "~/constants";
import { getUser, withCookies, withNotice } from "~/models/account/session.server";
import { setSearchMail } from "~/models/bookmark/search-bookmarks.server";
import { setSearchBookmark } from "~/models/bookmark/state.server";
import { readBookmarkBody, searchBookmarkBody, wantsJson } from "~/models/bookmark/requests.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

export const loader = () => redirect("/guest/bookmark/search/");

const NOTICE = {
  added: "listing:bookmark.notices.saved",
  exists: "listing:bookmark.notices.exists",
  full: "listing:bookmark.notices.full",
  empty: "listing:bookmark.notices.empty",
  removed: "listing:bookmark.notices.removed",
};

export async function action({ request }: ActionFunctionArgs) {
  const body = await readBookmarkBody(request, searchBookmarkBody);
  const { query } = body;
  const back = safeRedirectPath(body.redirect_to);
  const user = await getUser(request);
  if (body.intent === "mail") {
    if (!user)
      return wantsJson(request)
        ? Response.json({ message: "login required" }, { status: 401 })
        : redirect(`/signin/?redirect_to=${encodeURIComponent(back)}`, 303);
    const on = body.mail_send_flag;
    await setSearchMail(user.id, query, on);
    if (wantsJson(request)) return Response.json({ mail_send_flag: on ? 1 : 0 });
    return redirect(back, {
      status: 303,
      headers: { "Set-Cookie": await withNotice(request, on ? "listing:bookmark.notices.mailOn" : "listing:bookmark.notices.mailOff") },
    });
  }
  const { result, setCookie } = await setSearchBookmark(request, user, query, body.intent !== "remove");
  if (wantsJson(request)) return Response.json({ result, limit: SAVED_SEARCH_LIMIT }, { headers: withCookies(setCookie ? [setCookie] : []) });
  return redirect(back, { status: 303, headers: withCookies([...(setCookie ? [setCookie] : []), await withNotice(request, NOTICE[result])]) });
}
