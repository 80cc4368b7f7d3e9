// POST /api/session/entry and POST /api/view_logs (docs/product.md, Calls the pages make), answered
// before Express: they come with every navigation, and Express's middlewares cost more than their work
// (decision 017). The body is capped and validated, the row queued; the answer never waits for the
// database. Failures answer in Japanese, as JSON.
import type { IncomingMessage, ServerResponse } from "node:http";
import { ExperimentKind } from "~/constants";
import { env } from "~/env.server";
import { getUser } from "~/models/account/session.server";
import { shouldLogView } from "~/models/experiment/patterns";
import { isCrossSiteRequest } from "~/utils/cross-site";
import { requestOrigin } from "~/utils/site-origin.server";
import { storableValue } from "~/utils/storable-text";
import { logger } from "~/utils/logger.server";
import { pathOf, TELEMETRY_BODY_LIMIT, TELEMETRY_PATH } from "./payload";
import { sessionEntrySchema, viewLogSchema } from "./payload-schema.server";
import { heldPatterns, isCrawlerAgent, recordSessionEntry, recordViewLog } from "./telemetry.server";

export type TelemetryAnswer = { status: 204 } | { status: 400 | 403 | 413; error: string };

/** The body as JSON, its strings storable (storable-text.ts), or the reason it is not. */
export function parseTelemetryBody(text: string): { ok: true; body: unknown } | { ok: false; error: string } {
  try {
    const body: unknown = JSON.parse(text);
    // JSON can carry a NUL only as the escape \u0000: most calls skip the walk.
    return { ok: true, body: text.includes("\\u0000") ? storableValue(body) : body };
  } catch {
    return { ok: false, error: "本文をJSONで送ってください" };
  }
}

/** What a call is read for: its cookies (the visitor, the session), its user agent and its address. */
export type Caller = { cookie: string | null; userAgent: string; ip: string };

/** Only a call that carries a session costs a look-up of its member. */
async function userIdOf(cookie: string | null) {
  if (!cookie?.includes("__session=")) return null;
  return (await getUser(new Request("http://local/", { headers: { Cookie: cookie } })).catch(() => null))?.id ?? null;
}

export async function acceptSessionEntry(body: unknown, { cookie, userAgent, ip }: Caller): Promise<TelemetryAnswer> {
  const parsed = sessionEntrySchema.safeParse(body);
  if (!parsed.success) return { status: 400, error: parsed.error.issues[0].message };
  if (!isCrawlerAgent(userAgent)) recordSessionEntry(parsed.data, { cookie, ip, userId: await userIdOf(cookie) });
  return { status: 204 };
}

/** A view is logged by the patterns the visitor holds (the page that sent it set them). */
export async function acceptViewLog(body: unknown, { cookie, userAgent, ip }: Caller): Promise<TelemetryAnswer> {
  const parsed = viewLogSchema.safeParse(body);
  if (!parsed.success) return { status: 400, error: parsed.error.issues[0].message };
  const { full_url: fullUrl } = parsed.data;
  const lpPattern = heldPatterns(cookie)?.patterns[ExperimentKind.lpRedirect];
  if (!isCrawlerAgent(userAgent) && shouldLogView(pathOf(fullUrl), lpPattern)) recordViewLog(fullUrl, { cookie, ip, userId: await userIdOf(cookie) });
  return { status: 204 };
}

type Accept = (body: unknown, caller: Caller) => Promise<TelemetryAnswer>;
const ROUTES = new Map<string, Accept>([
  [TELEMETRY_PATH.sessionEntry, acceptSessionEntry],
  [TELEMETRY_PATH.viewLog, acceptViewLog],
]);

/** The telemetry call a request is, or null: a POST to one of the two paths, whatever its query. */
export function telemetryCall(req: IncomingMessage): Accept | null {
  if (req.method !== "POST") return null;
  const url = req.url ?? "";
  const query = url.indexOf("?");
  return ROUTES.get(query === -1 ? url : url.slice(0, query)) ?? null;
}

/** The body as text, or null past `limit` bytes (the rest is read and dropped, keeping the connection usable). */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = Number(req.headers["content-length"] ?? 0) > limit ? limit + 1 : 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > limit ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

type CallContext = { ip: string; siteOrigin: string };

// What Express's `req.ip` and `req.protocol` give, for the requests answered before it: the first
// of X-Forwarded-For and X-Forwarded-Proto behind a trusted proxy, else the connection's own.
const forwarded = (req: IncomingMessage, name: string) => {
  const value = env().TRUST_PROXY ? req.headers[name] : undefined;
  return (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();
};
/** As Express's `req.ip` behind one trusted proxy: the last X-Forwarded-For entry, the one the proxy added. */
const clientAddress = (req: IncomingMessage) => {
  const value = env().TRUST_PROXY ? req.headers["x-forwarded-for"] : undefined;
  return (Array.isArray(value) ? value.join(",") : value)?.split(",").at(-1)?.trim() || req.socket.remoteAddress || "";
};
/** The origin this request came to (as in server.ts's refuseCrossSite). */
const ownOrigin = (req: IncomingMessage) => requestOrigin(req.headers, forwarded(req, "x-forwarded-proto") || ("encrypted" in req.socket ? "https" : "http"));

/** Answers a telemetry call on Node's request: 204, or the reason in Japanese as JSON. */
export async function answerTelemetryCall(accept: Accept, req: IncomingMessage, res: ServerResponse) {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  let answer: TelemetryAnswer;
  try {
    answer = await answerFor(accept, req, header, { ip: clientAddress(req), siteOrigin: ownOrigin(req) });
  } catch (error) {
    // A connection that broke mid-body: nothing to answer it with.
    logger.warn("telemetry call unread", { error });
    return void res.destroy();
  }
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", "no-store");
  if (answer.status === 204) return void res.writeHead(204).end();
  logger.warn("telemetry refused", { path: req.url?.slice(0, 100), status: answer.status, error: answer.error });
  res.writeHead(answer.status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify({ error: answer.error }));
}

async function answerFor(
  accept: Accept,
  req: IncomingMessage,
  header: (name: string) => string | undefined,
  { ip, siteOrigin }: CallContext,
): Promise<TelemetryAnswer> {
  if (isCrossSiteRequest("POST", { origin: header("origin"), secFetchSite: header("sec-fetch-site") }, siteOrigin)) {
    req.resume();
    return { status: 403, error: "他のサイトからは送れません" };
  }
  const text = await readBody(req, TELEMETRY_BODY_LIMIT);
  if (text === null) return { status: 413, error: "本文が大きすぎます" };
  const parsed = parseTelemetryBody(text);
  if (!parsed.ok) return { status: 400, error: parsed.error };
  return accept(parsed.body, { cookie: header("cookie") ?? null, userAgent: header("user-agent") ?? "", ip });
}
