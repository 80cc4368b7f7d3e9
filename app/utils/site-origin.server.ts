/** The public origin for canonical URLs: SITE_URL when set (behind a proxy), else the request's own. */
export function siteOrigin(request: Request): string {
  const configured = process.env.SITE_URL?.replace(/\/+$/, "");
  return configured || new URL(request.url).origin;
}

/** The origin for links in mails sent by scheduled jobs, where there is no request: SITE_URL, else this server. */
export function jobOrigin(): string {
  return process.env.SITE_URL?.replace(/\/+$/, "") || `http://localhost:${process.env.PORT ?? 3000}`;
}
