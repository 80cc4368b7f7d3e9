/** The public origin for canonical URLs: SITE_URL when set (behind a proxy), else the request's own. */
export function siteOrigin(request: Request): string {
  const configured = process.env.SITE_URL?.replace(/\/+$/, "");
  return configured || new URL(request.url).origin;
}
