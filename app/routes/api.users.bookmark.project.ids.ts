// Spec §7 GET /api/users/bookmark/project/ids: the member's project bookmarks (project_id, bookmarked_at).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { listProjectBookmarks } from "~/models/bookmark/project-bookmarks.server";
import { projectsOnServer } from "~/models/bookmark/state.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!projectsOnServer(user)) return Response.json({ message: "login required" }, { status: 401, headers: NO_STORE });
  return Response.json(await listProjectBookmarks(user!.id), { headers: NO_STORE });
}
