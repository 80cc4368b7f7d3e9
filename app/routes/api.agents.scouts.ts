// An agent sends a scout to a member found through GET /api/agents/profiles (docs/agent-scout-api.md).
import type { ActionFunctionArgs } from "@remix-run/node";
import { NO_STORE } from "~/models/account/api.server";
import { requireApiAgent } from "~/models/scout/agent-tokens.server";
import { fieldErrors, SCOUT_BODY_LIMIT, scoutRequestSchema } from "~/models/scout/scout-api";
import { sendScout } from "~/models/scout/send.server";
import { readJsonObject } from "~/utils/form-body.server";
import { siteOrigin } from "~/utils/site-origin.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ message: "POSTで呼び出してください" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  const agent = await requireApiAgent(request, "scout");
  const parsed = scoutRequestSchema.safeParse(await readJsonObject(request, SCOUT_BODY_LIMIT));
  if (!parsed.success) return Response.json({ errors: fieldErrors(parsed.error) }, { status: 422, headers: NO_STORE });
  const outcome = await sendScout(agent, parsed.data, siteOrigin());
  if (outcome.ok) return Response.json({ id: outcome.id, mailed: outcome.mailed }, { status: 201, headers: NO_STORE });
  if (outcome.status === 404) return Response.json({ message: outcome.message }, { status: 404, headers: NO_STORE });
  return Response.json({ errors: outcome.errors }, { status: 422, headers: NO_STORE });
}
