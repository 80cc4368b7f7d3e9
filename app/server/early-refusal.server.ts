// What is refused on Node's own request, before Express and the app run, at a bounded cost
// (docs/decisions/041-hosts-paths-and-text-at-the-door.md).
import type http from "node:http";
import type { Duplex } from "node:stream";
import { env } from "~/env.server";
import { logger } from "~/utils/logger.server";
import { isAllowedHost } from "~/utils/site-origin.server";
import { ERROR_PAGES } from "./error-pages.server";

/** Node refuses headers past this; a search keyword of 10,000 Japanese characters must still fit. */
export const MAX_HEADER_SIZE = 256 * 1024;
/** Longer paths answer 414, and paths of more segments 404: Remix's matching is quadratic in the segments. */
const MAX_PATH_LENGTH = 2_048;
const MAX_PATH_SEGMENTS = 32;
/** Remix's own cap on a lazy-route-discovery request (/__manifest?p=…&p=…). */
const MAX_MANIFEST_URL_LENGTH = 7_680;
/** Answered whatever the Host: a balancer's health check may name the server by its address. */
const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);

type EarlyStatus = 400 | 404 | 414;

/** The status to answer at once, or null when the request goes on to the app. */
export function earlyRefusal(req: http.IncomingMessage): EarlyStatus | null {
  const url = req.url ?? "/";
  // The absolute form (GET http://host/path) and "*" are no page of the site.
  if (!url.startsWith("/")) return 400;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (path.length > MAX_PATH_LENGTH) return 414;
  if (segmentCount(path) > MAX_PATH_SEGMENTS) return 404;
  if (path === "/__manifest" && !isBoundedManifestRequest(url, query)) return 400;
  // Remix compares X-Forwarded-Host with Origin even when Express ignores it.
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

export function answerEarly(res: http.ServerResponse, status: EarlyStatus) {
  const page = ERROR_PAGES[status];
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(page),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    Connection: "close",
  });
  res.end(page);
}

/** What Node would answer bare (headers too large, a request line it cannot parse): the 400 page. */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
  const page = ERROR_PAGES[400];
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(page)}\r\nConnection: close\r\n\r\n${page}`,
  );
}
