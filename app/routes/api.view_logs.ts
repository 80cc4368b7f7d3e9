// Spec §7 POST /api/view_logs (issue 18): a page seen after a client-side navigation. Skipped for
// /images/ and, under the LP redirect test's pattern 12, for the LP pages that redirect.
import type { ActionFunctionArgs } from "@remix-run/node";
import { readBody } from "~/models/account/api.server";
import { getUser } from "~/models/account/session.server";
import { ExperimentKind } from "~/constants";
import { shouldLogView } from "~/models/experiment/patterns";
import { visitorPatterns } from "~/models/experiment/patterns.server";
import { pathOf, TELEMETRY_BODY_LIMIT, viewLogSchema } from "~/models/telemetry/payload";
import { recordViewLog } from "~/models/telemetry/telemetry.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = viewLogSchema.safeParse(await readBody(request, TELEMETRY_BODY_LIMIT));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0].message }, { status: 400 });
  const { full_url: fullUrl } = parsed.data;
  const { patterns, crawler } = await visitorPatterns(request);
  if (!crawler && shouldLogView(pathOf(fullUrl), patterns[ExperimentKind.lpRedirect])) {
    const user = await getUser(request).catch(() => null);
    recordViewLog(fullUrl, { request, ip: context.clientIp as string, userId: user?.id ?? null });
  }
  return new Response(null, { status: 204 });
}

export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
