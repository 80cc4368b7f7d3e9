// docs/product.md, Calls the pages make.
import type { ActionFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { addProjectBookmarks } from "~/models/bookmark/project-bookmarks.server";
import { PROJECT_UPLOAD_BODY_LIMIT, projectBulkBody, readBookmarkBody } from "~/models/bookmark/requests.server";
import { projectsOnServer } from "~/models/bookmark/state.server";

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request);
  if (!projectsOnServer(user)) return Response.json({ message: "login required" }, { status: 401, headers: NO_STORE });
  const { bookmarks } = await readBookmarkBody(request, projectBulkBody, PROJECT_UPLOAD_BODY_LIMIT);
  return Response.json({ added: await addProjectBookmarks(user!.id, bookmarks) }, { headers: NO_STORE });
}
