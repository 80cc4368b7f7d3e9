// Spec §7 POST /api/session/entry and POST /api/view_logs (issue 18), answered by server.ts before
// the app: they come with every navigation, a thousand a second on a busy day, and need neither a
// page nor the router. The body is capped and validated, the row queued; the answer never waits
// for the database. Failures answer in Japanese, as JSON.
import { ExperimentKind } from "~/constants";
import { getUser } from "~/models/account/session.server";
import { shouldLogView } from "~/models/experiment/patterns";
import { visitorPatterns } from "~/models/experiment/patterns.server";
import { pathOf, sessionEntrySchema, viewLogSchema } from "./payload";
import { isCrawler, recordSessionEntry, recordViewLog } from "./telemetry.server";

export type TelemetryAnswer = { status: 204 } | { status: 400; error: string };

/** The body as JSON, or the reason it is not. */
export function parseTelemetryBody(text: string): { ok: true; body: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, error: "本文をJSONで送ってください" };
  }
}

/** Only a request that carries a session costs a look-up of its member. */
async function userIdOf(request: Request) {
  if (!request.headers.get("Cookie")?.includes("__session=")) return null;
  return (await getUser(request).catch(() => null))?.id ?? null;
}

export async function acceptSessionEntry(body: unknown, request: Request, ip: string): Promise<TelemetryAnswer> {
  const parsed = sessionEntrySchema.safeParse(body);
  if (!parsed.success) return { status: 400, error: parsed.error.issues[0].message };
  if (!isCrawler(request)) recordSessionEntry(parsed.data, { request, ip, userId: await userIdOf(request) });
  return { status: 204 };
}

export async function acceptViewLog(body: unknown, request: Request, ip: string): Promise<TelemetryAnswer> {
  const parsed = viewLogSchema.safeParse(body);
  if (!parsed.success) return { status: 400, error: parsed.error.issues[0].message };
  const { full_url: fullUrl } = parsed.data;
  const { patterns, crawler } = await visitorPatterns(request);
  if (!crawler && shouldLogView(pathOf(fullUrl), patterns[ExperimentKind.lpRedirect])) recordViewLog(fullUrl, { request, ip, userId: await userIdOf(request) });
  return { status: 204 };
}
