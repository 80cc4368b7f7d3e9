// The site's telemetry (issue 18): session entries, page views, experiment assignments and
// conversions, each through its write-behind queue (write-behind.server.ts), with the visitor's
// random id (the pattern cookie) and a hashed network address, never the address itself. Rows older
// than TELEMETRY_RETENTION_DAYS are purged by the scheduled cleanup.
import { isbot } from "isbot";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { Insertable } from "kysely";
import { env } from "~/env.server";
import { peekSingleton, singleton } from "~/utils/singleton.server";
import { readCookie } from "~/utils/cookies";
import { hashedAddress } from "./address.server";
import { WriteBehindQueue } from "./write-behind.server";
import { sessionEntryPayload, type SessionEntryPayload } from "./payload";
import { PATTERN_COOKIE, parsePatternCookie, shouldLogView } from "~/models/experiment/patterns";
import { ExperimentKind } from "~/constants";

type Row<T extends keyof Database> = Insertable<Database[T]>;

type Queues = ReturnType<typeof createQueues>;

const queues = () => singleton("telemetry-queues", createQueues);

function createQueues() {
  return {
    sessionEntries: new WriteBehindQueue<Row<"session_entries">>("session_entries", (rows) => getDb().insertInto("session_entries").values(rows).execute()),
    viewLogs: new WriteBehindQueue<Row<"view_logs">>("view_logs", (rows) => getDb().insertInto("view_logs").values(rows).execute()),
    assignments: new WriteBehindQueue<Row<"experiment_assignments">>("experiment_assignments", (rows) =>
      getDb()
        .insertInto("experiment_assignments")
        .values(rows)
        .onConflict((oc) => oc.columns(["visitor_id", "kind_id"]).doNothing())
        .execute(),
    ),
    conversions: new WriteBehindQueue<Row<"experiment_conversions">>("experiment_conversions", (rows) =>
      getDb().insertInto("experiment_conversions").values(rows).execute(),
    ),
  };
}

/** Writes every waiting row (shutdown, tests); nothing to do in a process that recorded nothing. */
export async function flushTelemetry() {
  const made = peekSingleton<Queues>("telemetry-queues");
  if (made) await Promise.all(Object.values(made).map((queue) => queue.close()));
}

/** The visitor's random id, from the pattern cookie ("" before it is set). */
export const visitorIdOf = (request: Request) => parsePatternCookie(readCookie(request.headers.get("Cookie"), PATTERN_COOKIE))?.visitorId ?? "";

export const isCrawler = (request: Request) => isbot(request.headers.get("User-Agent") ?? "");

type Context = { request: Request; ip: string; userId: number | null };

export function recordSessionEntry(payload: SessionEntryPayload, { request, ip, userId }: Context) {
  queues().sessionEntries.push({ ...payload, visitor_id: visitorIdOf(request), ip_hash: hashedAddress(ip), user_id: userId });
}

export function recordViewLog(fullUrl: string, { request, ip, userId }: Context) {
  queues().viewLogs.push({ full_url: fullUrl, user_id: userId, visitor_id: visitorIdOf(request), ip_hash: hashedAddress(ip) });
}

/**
 * A page loaded as a document (with or without JavaScript): the server records its session entry
 * and view itself; the browser's script reports only the navigations after it. Crawlers are left out.
 */
export function recordDocumentView(request: Request, context: Omit<Context, "request">) {
  if (isCrawler(request)) return;
  const url = new URL(request.url);
  const origin = env().SITE_URL ?? url.origin;
  const referrer = request.headers.get("Referer") ?? "";
  const payload = sessionEntryPayload(origin, url, { referrer, previousPage: "" });
  recordSessionEntry(payload, { request, ...context });
  const lpPattern = parsePatternCookie(readCookie(request.headers.get("Cookie"), PATTERN_COOKIE))?.patterns[ExperimentKind.lpRedirect];
  if (shouldLogView(url.pathname, lpPattern)) recordViewLog(payload.full_url, { request, ...context });
}

export function recordAssignments(visitorId: string, assigned: Array<{ kind: number; pattern: number }>) {
  for (const { kind, pattern } of assigned) queues().assignments.push({ visitor_id: visitorId, kind_id: kind, pattern_id: pattern });
}

/** A sign-up or an entry by a visitor who has patterns: what the experiments report counts. */
export function recordConversion(request: Request, action: "signup" | "entry", userId: number | null) {
  const visitorId = visitorIdOf(request);
  if (visitorId) queues().conversions.push({ visitor_id: visitorId, action, user_id: userId });
}

/** The tables the retention period applies to. */
export const TELEMETRY_TABLES = ["session_entries", "view_logs", "experiment_assignments", "experiment_conversions"] as const;
