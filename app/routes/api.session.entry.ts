// Spec §7 POST /api/session/entry (issue 18): the browser's script reports each navigation after
// the first page (the server records a page loaded as a document itself). Validated, capped, and
// queued: the answer never waits for the database.
import type { ActionFunctionArgs } from "@remix-run/node";
import { readBody } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { sessionEntrySchema, TELEMETRY_BODY_LIMIT } from "~/models/telemetry/payload";
import { isCrawler, recordSessionEntry } from "~/models/telemetry/telemetry.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = sessionEntrySchema.safeParse(await readBody(request, TELEMETRY_BODY_LIMIT));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0].message }, { status: 400 });
  if (!isCrawler(request)) {
    const user = await getUser(request).catch(() => null);
    recordSessionEntry(parsed.data, { request, ip: context.clientIp as string, userId: user?.id ?? null });
  }
  return new Response(null, { status: 204 });
}

export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
