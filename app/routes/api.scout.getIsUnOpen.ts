// Whether the signed-in member has a scout not yet opened (docs/product.md, Calls the pages make).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { isMember } from "~/models/account/user.server";
import { hasUnopenedScout } from "~/models/scout/scouts.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (!isMember(user)) return Response.json({ message: "login required" }, { status: 401, headers: NO_STORE });
  return Response.json({ isUnOpen: await hasUnopenedScout(user!.id) }, { headers: NO_STORE });
}
