// The project bookmark button (decision 006): a form without JavaScript, a call from the hook with it.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { getUser, withCookies } from "~/models/account/session.server";
import { setProjectBookmark } from "~/models/bookmark/state.server";
import { projectBookmarkBody, readBookmarkBody, wantsJson } from "~/models/bookmark/requests.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

export const loader = () => redirect("/guest/bookmark/project/");

export async function action({ request }: ActionFunctionArgs) {
  const body = await readBookmarkBody(request, projectBookmarkBody);
  const projectId = body.project_id;
  const back = safeRedirectPath(body.redirect_to);
  if (projectId === null) return wantsJson(request) ? Response.json({ message: "project_id is required" }, { status: 400 }) : redirect(back, 303);
  const on = body.intent !== "remove";
  const setCookie = await setProjectBookmark(request, await getUser(request), projectId, on);
  const headers = withCookies(setCookie ? [setCookie] : []);
  if (wantsJson(request)) return Response.json({ bookmarked: on }, { headers });
  return redirect(back, { status: 303, headers });
}
