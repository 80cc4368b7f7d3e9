// What the signed-in member has applied to (docs/product.md, Calls the pages make).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import { entryTargetIds } from "~/models/entry/entry.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!isMember(user)) return Response.json({ message: "login required" }, { status: 401, headers: NO_STORE });
  return Response.json(await entryTargetIds(user!.id), { headers: NO_STORE });
}
