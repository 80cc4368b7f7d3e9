// The site's own origin and the hosts it answers to (decision 041): links never come from a request's headers.
import type { IncomingHttpHeaders } from "node:http";
import { env, type Env } from "~/env.server";

/** The public origin: SITE_URL when set (behind a proxy), else the address this server listens on. */
export function siteOrigin(): string {
  const { SITE_URL, HOST, PORT } = env();
  if (SITE_URL) return SITE_URL;
  const name = HOST === "0.0.0.0" || HOST === "::" ? "localhost" : HOST.includes(":") ? `[${HOST}]` : HOST;
  return `http://${name}:${PORT}`;
}

export function parseHost(value: string | undefined): { name: string; port: number | null } | null {
  const match = value ? HOST_PATTERN.exec(value) : null;
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  return { name: match[1]!.toLowerCase(), port };
}

const LABEL = "[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?";
const HOST_PATTERN = new RegExp(`^(${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`, "i");

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

let allowed: { from: Env; names: Set<string> } | undefined;

/** The host names (any port) the site answers to: loopback, SITE_URL's, HOST's and ALLOWED_HOSTS. */
function allowedNames(): Set<string> {
  const settings = env();
  if (allowed?.from !== settings) {
    const names = new Set([...LOOPBACK_NAMES, ...settings.ALLOWED_HOSTS]);
    if (settings.SITE_URL) names.add(new URL(settings.SITE_URL).hostname);
    const listening = parseHost(new URL(siteOrigin()).host);
    if (listening) names.add(listening.name);
    allowed = { from: settings, names: new Set([...names].map((name) => name.toLowerCase())) };
  }
  return allowed.names;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();

/** The host a request came to, as the app sees it: X-Forwarded-Host behind a trusted proxy, else Host. */
export function requestHost(headers: IncomingHttpHeaders): string | undefined {
  const forwarded = env().TRUST_PROXY ? headers["x-forwarded-host"] : undefined;
  // A forwarded host given blank is refused, not taken for Host: Express would read it as the host.
  return forwarded === undefined ? headers.host : first(forwarded);
}

/** The origin a request came to, with SITE_URL's scheme since TLS ends at a proxy. */
export function requestOrigin(headers: IncomingHttpHeaders, protocol: string): string {
  const scheme = env().SITE_URL ? new URL(env().SITE_URL!).protocol.slice(0, -1) : protocol;
  return `${scheme}://${requestHost(headers) ?? ""}`;
}

export function isAllowedHost(headers: IncomingHttpHeaders): boolean {
  if (headers.host !== undefined && !parseHost(headers.host)) return false;
  const host = parseHost(requestHost(headers));
  return host !== null && allowedNames().has(host.name.replace(/\.$/, ""));
}
