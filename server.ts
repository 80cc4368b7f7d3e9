// The production HTTP server (architecture.md §1): Express 4 around the Remix build, with
// compression, long-lived caching for /build, security headers with a per-request CSP nonce,
// /healthz, JSON logs and a graceful shutdown on SIGTERM.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import type { Duplex } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { sql } from "kysely";
import { env, fixEnv } from "~/env.server";
import { closeAppDatabase, getDb } from "~/db/client.server";
import { flushTelemetry } from "~/models/telemetry/telemetry.server";
import { answerTelemetryCall, telemetryCall } from "~/models/telemetry/endpoints.server";
import { ANALYTICS_CONNECT_ORIGINS, ANALYTICS_SCRIPT_ORIGIN, analyticsId } from "~/models/telemetry/analytics.server";
import { databaseAvailable, reportDatabaseError, RETRY_AFTER_SECONDS } from "~/db/availability.server";
import { builtSearchEngine, getSearchEngine, saveSearchSnapshot, stopSearchEngine } from "~/search/engine.server";
import { readiness } from "~/search/readiness";
import { startFeedScheduler, stopFeedScheduler } from "~/ingest/scheduler.server";
import { startJobScheduler, stopJobScheduler } from "~/jobs/scheduler.server";
import { ensureMarketStatistics } from "~/models/market/segments.server";
import { trailingSlashRedirect } from "~/utils/trailing-slash";
import { logger } from "~/utils/logger.server";
import { stopGracefullyOnSignals } from "~/utils/graceful-shutdown.server";
import { translatorFor } from "~/utils/i18n";
import { isCrossSiteRequest } from "~/utils/cross-site";
import { isAllowedHost, requestOrigin, siteOrigin } from "~/utils/site-origin.server";
import { createRequestQueue, type RequestQueue } from "~/utils/request-queue.server";
import { socialFormActionOrigins } from "~/models/account/social.server";

installGlobals({ nativeFetch: true });

const root = path.dirname(fileURLToPath(import.meta.url));
const { PORT, HOST, NODE_ENV } = env();
const production = NODE_ENV === "production";
const httpsSite = siteOrigin().startsWith("https:");

/**
 * URLs longer than this are answered with the 400 page; Node itself refuses headers past
 * MAX_HEADER_SIZE. A search keyword of 10,000 Japanese characters is about 90 KB once encoded,
 * and must still get a normal page (cut to 200 characters).
 */
export const MAX_URL_LENGTH = 128 * 1024;
const MAX_HEADER_SIZE = 256 * 1024;
/** Longer paths answer 414, and paths of more segments 404, before Remix's matching (quadratic in the segments) runs. */
const MAX_PATH_LENGTH = 2_048;
const MAX_PATH_SEGMENTS = 32;
/** Remix's own cap on a lazy-route-discovery request (/__manifest?p=…&p=…), checked before it parses one. */
const MAX_MANIFEST_URL_LENGTH = 7_680;
/** Answered whatever the Host: a balancer's health check may name the server by its address. */
const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

type Locals = { cspNonce: string; badRequest: boolean };

function buildPolicy(nonce: string) {
  // The analytics hosts only where page views are sent (production or staging with an id; issue 18).
  const analytics = analyticsId() !== null;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${analytics ? ` ${ANALYTICS_SCRIPT_ORIGIN}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${analytics ? ` ${ANALYTICS_CONNECT_ORIGINS.join(" ")}` : ""}`,
    `form-action 'self' ${socialFormActionOrigins().join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy is the same for every response but its nonce: made once, the settings being fixed at start. */
let policyParts: string[] | undefined;
function contentSecurityPolicy(nonce: string) {
  policyParts ??= buildPolicy("\u0000").split("\u0000");
  return policyParts.join(nonce);
}

/** Nonces cut from a random block at a time: a call to the CSPRNG per response cost more than every other header. */
let randomBlock = Buffer.alloc(0);
let randomAt = 0;
function newNonce() {
  if (randomAt + 16 > randomBlock.length) {
    randomBlock = crypto.randomBytes(4096);
    randomAt = 0;
  }
  randomAt += 16;
  return randomBlock.toString("base64", randomAt - 16, randomAt);
}

function securityHeaders(_req: Request, res: Response<unknown, Locals>, next: NextFunction) {
  const nonce = newNonce();
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  // Only where the site is served over https (SITE_URL behind a TLS proxy): over http browsers ignore it.
  if (production && httpsSite) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  res.removeHeader("X-Powered-By");
  next();
}

/** Malformed requests are answered by the app's own 400 page instead of failing deeper in. */
function flagBadRequests(req: Request, res: Response<unknown, Locals>, next: NextFunction) {
  res.locals.badRequest = false;
  let malformed = req.originalUrl.length > MAX_URL_LENGTH || !ALLOWED_METHODS.has(req.method);
  if (!malformed) {
    try {
      // A backslash is no path of the site, and the router reads "/\\/" as a URL with no host.
      malformed = decodeURIComponent(req.path).includes("\\");
      new URL(req.originalUrl, "http://localhost");
    } catch {
      malformed = true;
    }
  }
  if (malformed) {
    res.locals.badRequest = true;
    req.method = "GET";
    req.url = "/";
    req.originalUrl = "/";
  }
  next();
}

function redirectToTrailingSlash(req: Request, res: Response<unknown, Locals>, next: NextFunction) {
  if (res.locals.badRequest) return next();
  const queryIndex = req.originalUrl.indexOf("?");
  const pathname = queryIndex === -1 ? req.originalUrl : req.originalUrl.slice(0, queryIndex);
  const target = trailingSlashRedirect(pathname, queryIndex === -1 ? "" : req.originalUrl.slice(queryIndex));
  if (!target) return next();
  res.redirect(req.method === "GET" || req.method === "HEAD" ? 301 : 308, target);
}

/** A POST from another site's page is answered 403 before the app sees it. */
function refuseCrossSite(req: Request, res: Response, next: NextFunction) {
  const headers = { origin: req.get("Origin"), secFetchSite: req.get("Sec-Fetch-Site") };
  if (!isCrossSiteRequest(req.method, headers, requestOrigin(req.headers, req.protocol))) return next();
  logger.warn("cross-site request refused", { method: req.method, path: req.path, origin: headers.origin ?? null });
  res.status(403).type("html").send(FORBIDDEN_PAGE);
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    if (req.path.startsWith("/build/")) return;
    logger.info("request", {
      method: req.method,
      path: req.originalUrl.slice(0, 300),
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
    });
  });
  next();
}

/** A queue this long means the process has had more to do than its core could answer for a while: said once every 10 s. */
const LONG_QUEUE = 100;
const LONG_QUEUE_LOG_MS = 10_000;

/** The app's requests take turns (decision 037): at most REQUESTS_AT_ONCE at a time, the others wait, first come first served. */
function takeTurns(queue: RequestQueue) {
  let loggedAt = 0;
  return (_req: Request, res: Response, next: NextFunction) => {
    if (queue.waiting >= LONG_QUEUE && Date.now() - loggedAt > LONG_QUEUE_LOG_MS) {
      loggedAt = Date.now();
      logger.warn("requests waiting their turn", { waiting: queue.waiting, atOnce: env().REQUESTS_AT_ONCE });
    }
    // "close" comes once the answer has ended, or when the client goes away: before its turn, it is dropped.
    let closed = false;
    let leave: (() => void) | undefined;
    res.once("close", () => {
      closed = true;
      leave?.();
    });
    queue.enter(
      (release) => {
        leave = release;
        next();
      },
      () => closed,
    );
  };
}

/** While the database is lost, pages answer spec §8's 503 at once, with Retry-After (issue 12). */
function answerWhileDatabaseLost(req: Request, res: Response, next: NextFunction) {
  if (databaseAvailable()) return next();
  res.status(503).set("Retry-After", String(RETRY_AFTER_SECONDS)).type("html").send(UNAVAILABLE_PAGE);
}

async function healthz(_req: Request, res: Response) {
  try {
    await sql`SELECT 1`.execute(getDb());
    res.json({ status: "ok" });
  } catch (error) {
    reportDatabaseError(error);
    logger.error("health check failed", { error });
    res.status(503).set("Retry-After", String(RETRY_AFTER_SECONDS)).json({ status: "unavailable" });
  }
}

/** Set when a shutdown begins: /readyz says so, and the balancer sends the next visitors elsewhere. */
let draining = false;

/** GET /readyz (issue 20): 200 once the index is built and caught up, 503 before, while draining and while the database is lost. */
async function readyz(_req: Request, res: Response) {
  const engine = builtSearchEngine();
  let behind = 0;
  let databaseUp = databaseAvailable();
  if (engine && !engine.stale && databaseUp && !draining) {
    try {
      behind = await engine.behind();
    } catch (error) {
      reportDatabaseError(error);
      databaseUp = false;
    }
  }
  const answer = readiness({ built: engine !== undefined, stale: engine?.stale ?? false, draining, databaseUp, behind });
  res
    .status(answer.ready ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: answer.status, behind: answer.behind });
}

export async function createApp() {
  const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  // One proxy in front: the visitor's address is the last X-Forwarded-For entry; those before it are the client's word.
  app.set("trust proxy", env().TRUST_PROXY ? 1 : false);
  // Browsers (over HTTPS) and crawlers ask for brotli, which this middleware prefers: at quality 3 a
  // search page is about half the CPU of its default 4 (0.54 against 0.97 ms), and still smaller than
  // gzip gives (18.4 KB, 17.0 at 4, 19.9 with gzip). Gzip, for the rest, at level 4: almost the size of
  // the default 6 at about half the CPU (decision 030).
  app.use(compression({ level: 4, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
  app.use(securityHeaders);
  app.get("/healthz", healthz);
  app.get("/readyz", readyz);
  // Spec §7 the latest-build file (issue 18): the browser compares the build it runs with this one
  // and reloads on its next navigation when they differ. Never cached.
  app.get("/build/latest.json", (_req, res) => void res.set("Cache-Control", "no-store").json({ version: build.assets.version }));
  app.use("/build", express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y", index: false }));
  app.use(publicFiles(path.join(root, "public")));
  app.use(requestLog);
  app.use(flagBadRequests);
  app.use(redirectToTrailingSlash);
  app.use(refuseCrossSite);
  app.use(answerWhileDatabaseLost);
  app.use(takeTurns(createRequestQueue(env().REQUESTS_AT_ONCE)));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: production ? "production" : build.mode,
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, badRequest: res.locals.badRequest, clientIp: req.ip ?? "" }),
    }),
  );
  app.use(answerUnexpectedError);
  return app;
}

/**
 * The files at public/'s top (icons, the manifest), served for their own paths only: express.static in
 * front of every page looked each page's path up on disk and built an error when it was not there, some
 * 4 % of the server's CPU under load (issue 19). The list is read once: public/ changes only with a release.
 */
function publicFiles(dir: string) {
  const names = new Set(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(dir, { maxAge: "1h", index: false, redirect: false });
  return (req: Request, res: Response, next: NextFunction) => (names.has(req.path) ? serve(req, res, next) : next());
}

/** What Express would answer with its own page (a stack trace outside production): the 500 page, nothing of the error. */
function answerUnexpectedError(error: unknown, req: Request, res: Response, next: NextFunction) {
  logger.error("request failed before the app", { path: req.originalUrl.slice(0, 300), error });
  if (res.headersSent) return next(error);
  res.status(500).type("html").send(INTERNAL_ERROR_PAGE);
}

/** A page the server answers itself, without the app: readable and in Japanese. */
function staticErrorPage(key: "badRequest" | "forbidden" | "internal" | "notFound" | "unavailable" | "uriTooLong") {
  const t = translatorFor("ja");
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t(`error.${key}.title`))} | ${escape(t("site.name"))}</title></head><body><h1>${escape(t(`error.${key}.title`))}</h1><p>${escape(t(`error.${key}.message`))}</p><p><a href="/">${escape(t("error.backHome"))}</a></p></body></html>`;
}

// What Node answers itself, before the app sees the request (headers or URL beyond MAX_HEADER_SIZE,
// a request line it cannot parse): still a readable 400 page in Japanese rather than a bare status.
const CLIENT_ERROR_PAGE = staticErrorPage("badRequest");
const FORBIDDEN_PAGE = staticErrorPage("forbidden");
const UNAVAILABLE_PAGE = staticErrorPage("unavailable");
const INTERNAL_ERROR_PAGE = staticErrorPage("internal");

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (!socket.writable || (error as { code?: string }).code === "ECONNRESET") return socket.destroy();
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(CLIENT_ERROR_PAGE)}\r\nConnection: close\r\n\r\n${CLIENT_ERROR_PAGE}`,
  );
}

/** What is refused before any route runs, at a bounded cost (decision 041). Untrusted X-Forwarded-Host is dropped
 * here: Remix compares it with Origin even when Express ignores it. */
function earlyRefusal(req: http.IncomingMessage): 400 | 404 | 414 | null {
  const url = req.url ?? "/";
  // The absolute form (GET http://host/path) and "*" are no page of the site; the adapter would put them after the host.
  if (!url.startsWith("/")) return 400;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (path.length > MAX_PATH_LENGTH) return 414;
  if (segmentCount(path) > MAX_PATH_SEGMENTS) return 404;
  if (path === "/__manifest" && !isBoundedManifestRequest(url, query)) return 400;
  if (!env().TRUST_PROXY) delete req.headers["x-forwarded-host"];
  if (!HEALTH_PATHS.has(path) && !isAllowedHost(req.headers)) {
    logger.warn("request for another host refused", { host: String(req.headers.host).slice(0, 100) });
    return 400;
  }
  return null;
}

function segmentCount(path: string) {
  let count = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47 /* "/" */) count++;
  return count;
}

function isBoundedManifestRequest(url: string, query: number) {
  if (url.length > MAX_MANIFEST_URL_LENGTH) return false;
  if (query === -1) return true;
  return new URLSearchParams(url.slice(query + 1)).getAll("p").every((path) => segmentCount(path) <= MAX_PATH_SEGMENTS);
}

const EARLY_PAGES = { 400: CLIENT_ERROR_PAGE, 404: staticErrorPage("notFound"), 414: staticErrorPage("uriTooLong") };

function answerEarly(res: http.ServerResponse, status: keyof typeof EARLY_PAGES) {
  const page = EARLY_PAGES[status];
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(page),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(page);
}

/** How long an idle kept-alive connection stays open: above haproxy's 30 s (scripts/cluster.ts) and browsers' idle times. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export async function startServer() {
  fixEnv();
  const app = await createApp();
  // Build the search index before taking requests, so no visitor waits for it; the market-price
  // statistics too, on a database that has none yet.
  await getSearchEngine();
  await ensureMarketStatistics();
  // Spec §7 telemetry calls (issue 18): a thousand a second on a busy day, answered on Node's own
  // request before Express, and even while the database is lost: the rows wait in memory.
  const server = http.createServer({ maxHeaderSize: MAX_HEADER_SIZE }, (req, res) => {
    const refusal = earlyRefusal(req);
    if (refusal) return answerEarly(res, refusal);
    if (draining) res.setHeader("Connection", "close");
    const telemetry = telemetryCall(req);
    if (!telemetry) return void app(req, res);
    void answerTelemetryCall(telemetry, req, res);
  });
  server.on("clientError", answerClientError);
  // An idle kept-alive connection is closed by its client, not here: Node's 5 s default raced clients that reuse
  // one just then (a browser, haproxy, Playwright's request context: ECONNRESET in CI). Longer than any of
  // theirs; the headers' deadline stays above it, as Node requires. A graceful stop closes idle connections at once.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  await new Promise<void>((resolve) => server.listen(PORT, HOST, resolve));
  logger.info("listening", { url: `http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`, site: siteOrigin(), mode: NODE_ENV });
  if (production && !env().SITE_URL)
    logger.warn("SITE_URL is not set: links in mails name this server's own address; set the public https origin when deployed");
  startFeedScheduler();
  startJobScheduler();

  stopGracefullyOnSignals(server, {
    onDraining: () => (draining = true),
    onClosed: async () => {
      // The next start loads the index from this snapshot instead of rebuilding it (issue 20).
      await saveSearchSnapshot().catch((error: unknown) => logger.error("search index snapshot failed", { error }));
      stopSearchEngine();
      stopFeedScheduler();
      stopJobScheduler();
      // The telemetry waiting in memory (issue 18) is written before the database closes.
      await flushTelemetry().catch((error: unknown) => logger.error("telemetry flush failed", { error }));
      await closeAppDatabase();
    },
  });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await startServer();
}
