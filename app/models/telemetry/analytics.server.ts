// Analytics page views: sent by the browser on each route change, only in production or staging with a
// measurement id set; the CSP allows the analytics hosts only then.
import { env } from "~/env.server";

export const ANALYTICS_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
export const ANALYTICS_CONNECT_ORIGINS = ["https://*.google-analytics.com", "https://*.analytics.google.com"];

/** The measurement id when page views are sent here, else null. */
export function analyticsId(): string | null {
  const { ANALYTICS_ID, APP_ENV } = env();
  return ANALYTICS_ID && (APP_ENV === "production" || APP_ENV === "staging") ? ANALYTICS_ID : null;
}
