// What is reported of a navigation, for the browser's script and the server's record of a page loaded
// without JavaScript. Free of zod: it is in every page's JavaScript.

/** Where the visit came from, and the page seen before this one. */
export type ReferrerState = { referrer: string; previousPage: string };

export type SessionEntryPayload = {
  url: string;
  sip: string;
  gclid: string;
  internal_redirect: string;
  referrer: string;
  full_url: string;
  user_cmp_open: string;
  visit_query_params: string;
};

export const URL_MAX = 2_000;
export const TELEMETRY_PATH = { sessionEntry: "/api/session/entry/", viewLog: "/api/view_logs/" } as const;
/** Refused (413) before it is parsed. */
export const TELEMETRY_BODY_LIMIT = 8 * 1024;

/**
 * From the query: sip (the ad's placement), gclid (a Google Ads click), internal_redirect (our own, e.g.
 * the LP test), user_cmp_open (a campaign the visitor opened).
 */
export function sessionEntryPayload(origin: string, location: { pathname: string; search: string }, state: ReferrerState): SessionEntryPayload {
  const query = new URLSearchParams(location.search);
  const params: Record<string, string> = {};
  for (const [key, value] of query) if (!(key in params)) params[key] = value.slice(0, 200);
  return {
    url: location.pathname,
    sip: query.get("sip") ?? "",
    gclid: query.get("gclid") ?? "",
    internal_redirect: query.get("internal_redirect") ?? "",
    referrer: state.previousPage || state.referrer,
    full_url: `${origin}${location.pathname}${location.search}`.slice(0, URL_MAX),
    user_cmp_open: query.get("user_cmp_open") ?? "",
    visit_query_params: JSON.stringify(params),
  };
}

export function pathOf(fullUrl: string): string {
  try {
    return new URL(fullUrl, "http://localhost").pathname;
  } catch {
    return "";
  }
}
