// The Express layer between the network and the app: malformed requests, trailing slashes,
// cross-site posts, the request log, turns, and answers while the database is lost.
import fs from "node:fs";
import express, { type NextFunction, type Request, type Response } from "express";
import { databaseAvailable, RETRY_AFTER_SECONDS } from "~/db/availability.server";
import { env } from "~/env.server";
import { isCrossSiteRequest } from "~/utils/cross-site";
import { logger } from "~/utils/logger.server";
import type { RequestQueue } from "~/utils/request-queue.server";
import { requestOrigin } from "~/utils/site-origin.server";
import { trailingSlashRedirect } from "~/utils/trailing-slash";
import { ERROR_PAGES } from "./error-pages.server";
import type { Locals } from "./locals";

/** Longer URLs get the 400 page; a 10,000-character Japanese keyword must still get a normal page. */
export const MAX_URL_LENGTH = 128 * 1024;
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);
/** A queue this long means the process has had more to do than its core could answer for a while. */
const LONG_QUEUE = 100;
const LONG_QUEUE_LOG_MS = 10_000;

/** Malformed requests are answered by the app's own 400 page instead of failing deeper in. */
export function flagBadRequests(req: Request, res: Response<unknown, Locals>, next: NextFunction) {
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

export function redirectToTrailingSlash(req: Request, res: Response<unknown, Locals>, next: NextFunction) {
  if (res.locals.badRequest) return next();
  const queryIndex = req.originalUrl.indexOf("?");
  const pathname = queryIndex === -1 ? req.originalUrl : req.originalUrl.slice(0, queryIndex);
  const target = trailingSlashRedirect(pathname, queryIndex === -1 ? "" : req.originalUrl.slice(queryIndex));
  if (!target) return next();
  res.redirect(req.method === "GET" || req.method === "HEAD" ? 301 : 308, target);
}

/** A POST from another site's page is answered 403 before the app sees it. */
export function refuseCrossSite(req: Request, res: Response, next: NextFunction) {
  const headers = { origin: req.get("Origin"), secFetchSite: req.get("Sec-Fetch-Site") };
  if (!isCrossSiteRequest(req.method, headers, requestOrigin(req.headers, req.protocol))) return next();
  logger.warn("cross-site request refused", { method: req.method, path: req.path, origin: headers.origin ?? null });
  res.status(403).type("html").send(ERROR_PAGES[403]);
}

export function requestLog(req: Request, res: Response, next: NextFunction) {
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

/** The app's requests take turns (docs/decisions/037-requests-take-turns-and-an-honest-mixed-load.md). */
export function takeTurns(queue: RequestQueue) {
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

/** While the database is lost, pages answer 503 at once, with Retry-After (docs/product.md, Errors). */
export function answerWhileDatabaseLost(_req: Request, res: Response, next: NextFunction) {
  if (databaseAvailable()) return next();
  res.status(503).set("Retry-After", String(RETRY_AFTER_SECONDS)).type("html").send(ERROR_PAGES[503]);
}

/** The files at public/'s top (icons, the manifest), for their own paths only: a disk lookup per page cost CPU. */
export function publicFiles(dir: string) {
  const names = new Set(
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(dir, { maxAge: "1h", index: false, redirect: false });
  return (req: Request, res: Response, next: NextFunction) => (names.has(req.path) ? serve(req, res, next) : next());
}

/** What Express would answer with its own page (a stack trace outside production): the 500 page. */
export function answerUnexpectedError(error: unknown, req: Request, res: Response, next: NextFunction) {
  logger.error("request failed before the app", { path: req.originalUrl.slice(0, 300), error });
  if (res.headersSent) return next(error);
  res.status(500).type("html").send(ERROR_PAGES[500]);
}
