// Cross-site POSTs are refused (issue 5): a form on another site must not be able to act for a
// logged-in visitor. Browsers say where a request comes from in Sec-Fetch-Site and Origin; requests with neither (curl, old clients) carry no cookies of another site's making and
// are let through. An Origin, whatever Sec-Fetch-Site says, must be the request's own (Remix's check too).
export function isCrossSiteRequest(method: string, headers: { origin?: string; secFetchSite?: string }, ownOrigin: string): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (headers.secFetchSite === "cross-site") return true;
  const origin = headers.origin;
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).origin !== ownOrigin;
  } catch {
    return true;
  }
}
