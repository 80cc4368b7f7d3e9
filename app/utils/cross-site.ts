// Cross-site POSTs are refused (issue 5): a form on another site must not be able to act for a
// logged-in visitor. Browsers say where a request comes from in Sec-Fetch-Site (trusted first) and
// Origin; requests with neither (curl, old clients) carry no cookies of another site's making and
// are let through. An Origin must match the site's own in scheme, host and port.
export function isCrossSiteRequest(method: string, headers: { origin?: string; secFetchSite?: string }, siteOrigin: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (headers.secFetchSite === "same-origin" || headers.secFetchSite === "none") return false;
  if (headers.secFetchSite === "cross-site") return true;
  const origin = headers.origin;
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).origin !== siteOrigin;
  } catch {
    return true;
  }
}
