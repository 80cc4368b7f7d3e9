// The site's telemetry: session entries, page views, experiment assignments and conversions, each
// through its write-behind queue, with the visitor's random id and a hashed address, never the address.
import { isbot } from "isbot";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";
import type { Insertable } from "kysely";
import { siteOrigin } from "~/utils/site-origin.server";
import { storableValue } from "~/utils/storable-text";
import { readCookie } from "~/utils/cookies";
import { hashedAddress } from "./address.server";
import { WriteBehindQueue } from "./write-behind.server";
import { sessionEntryPayload, type SessionEntryPayload } from "./payload";
import { PATTERN_COOKIE, parsePatternCookie, shouldLogView } from "~/models/experiment/patterns";
import { ExperimentKind } from "~/constants";

type Row<T extends keyof Database> = Insertable<Database[T]>;

let made: ReturnType<typeof createQueues> | undefined;
const queues = () => (made ??= createQueues());

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
  if (made) await Promise.all(Object.values(made).map((queue) => queue.close()));
}

/** The visitor's id and patterns as the pattern cookie holds them (none before it is set). */
export const heldPatterns = (cookieHeader: string | null) => parsePatternCookie(readCookie(cookieHeader, PATTERN_COOKIE));

/** The visitor's random id, from the pattern cookie ("" before it is set). */
const visitorIdOf = (cookieHeader: string | null) => heldPatterns(cookieHeader)?.visitorId ?? "";

export const isCrawler = (request: Request) => isCrawlerAgent(request.headers.get("User-Agent") ?? "");

/** isbot's one large regular expression runs once per user agent: a few hundred make most of the traffic. */
const crawlerAgents = new Map<string, boolean>();
export function isCrawlerAgent(agent: string) {
  let crawler = crawlerAgents.get(agent);
  if (crawler === undefined) {
    if (crawlerAgents.size >= 1_000) crawlerAgents.clear();
    crawler = isbot(agent);
    crawlerAgents.set(agent, crawler);
  }
  return crawler;
}

/** Who a row is about: the request's Cookie header (the visitor's id), its address and the member. */
type Context = { cookie: string | null; ip: string; userId: number | null };

export function recordSessionEntry(payload: SessionEntryPayload, { cookie, ip, userId }: Context) {
  queues().sessionEntries.push({ ...payload, visitor_id: visitorIdOf(cookie), ip_hash: hashedAddress(ip), user_id: userId });
}

export function recordViewLog(fullUrl: string, { cookie, ip, userId }: Context) {
  queues().viewLogs.push({ full_url: fullUrl, user_id: userId, visitor_id: visitorIdOf(cookie), ip_hash: hashedAddress(ip) });
}

/**
 * A page loaded as a document (with or without JavaScript): the server records its session entry
 * and view itself; the browser's script reports only the navigations after it. Crawlers are left out.
 */
export function recordDocumentView(request: Request, { ip, userId }: Omit<Context, "cookie">) {
  if (isCrawler(request)) return;
  const url = new URL(request.url);
  const origin = siteOrigin();
  const referrer = request.headers.get("Referer") ?? "";
  // The query's values (sip, gclid, …) come decoded: a %00 in them is dropped (storable-text.ts).
  const payload = storableValue(sessionEntryPayload(origin, url, { referrer, previousPage: "" })) as SessionEntryPayload;
  const context = { cookie: request.headers.get("Cookie"), ip, userId };
  recordSessionEntry(payload, context);
  if (shouldLogView(url.pathname, heldPatterns(context.cookie)?.patterns[ExperimentKind.lpRedirect])) recordViewLog(payload.full_url, context);
}

export function recordAssignments(visitorId: string, assigned: Array<{ kind: number; pattern: number }>) {
  for (const { kind, pattern } of assigned) queues().assignments.push({ visitor_id: visitorId, kind_id: kind, pattern_id: pattern });
}

/** A sign-up or an entry by a visitor who has patterns: what the experiments report counts. */
export function recordConversion(request: Request, action: "signup" | "entry", userId: number | null) {
  const visitorId = visitorIdOf(request.headers.get("Cookie"));
  if (visitorId) queues().conversions.push({ visitor_id: visitorId, action, user_id: userId });
}

/** The tables the retention period applies to. */
export const TELEMETRY_TABLES = ["session_entries", "view_logs", "experiment_assignments", "experiment_conversions"] as const;
