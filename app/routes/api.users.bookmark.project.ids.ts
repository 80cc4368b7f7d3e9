// docs/product.md, Calls the pages make.
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
