// Spec §7 POST /api/users/bookmark/project/bulk_create: body bookmarks (project_id, bookmarked_at).
import type { ActionFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { addProjectBookmarks } from "~/models/bookmark/project-bookmarks.server";
import { listOf, projectIdOf, readBody } from "~/models/bookmark/requests.server";
import { projectsOnServer } from "~/models/bookmark/state.server";

/** More than anyone keeps in a browser; the rest of a larger upload is ignored. */
const MAX_UPLOAD = 2_000;

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request);
  if (!projectsOnServer(user)) return Response.json({ message: "login required" }, { status: 401, headers: NO_STORE });
  const items = listOf(await readBody(request, 512 * 1024), MAX_UPLOAD).flatMap((item) => {
    const projectId = projectIdOf(item.project_id);
    return projectId ? [{ project_id: projectId, bookmarked_at: typeof item.bookmarked_at === "string" ? item.bookmarked_at : "" }] : [];
  });
  return Response.json({ added: await addProjectBookmarks(user!.id, items) }, { headers: NO_STORE });
}
