// Cross-site POSTs are refused so another site's form cannot act for a signed-in visitor; requests
// without Sec-Fetch-Site or Origin (curl) carry no other site's cookies and are let through.
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
