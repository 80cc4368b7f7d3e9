import { env } from "~/env.server";

/** The public origin for canonical URLs: SITE_URL when set (behind a proxy), else the request's own. */
export function siteOrigin(request: Request): string {
  return env().SITE_URL ?? new URL(request.url).origin;
}

/** The origin for links in mails sent by scheduled jobs, where there is no request: SITE_URL, else this server. */
export function jobOrigin(): string {
  return env().SITE_URL ?? `http://localhost:${env().PORT}`;
}
