// The server's side of the cookie rules (issue 12): when a cookie is Secure, and the Remix cookies
// made with the site's attributes and secrets.
import { env } from "~/env.server";
import { siteOrigin } from "./site-origin.server";
import { createCookie } from "@remix-run/node";
import { cookieSecrets } from "./cookie-secrets.server";
import { COOKIE_PATH, COOKIE_SAME_SITE, plainCookie } from "./cookies";

/** The one Secure rule: where the site is https (SITE_URL), unless a plain-http test server says otherwise (INSECURE_COOKIES=1). */
export const secureCookies = () => siteOrigin().startsWith("https:") && !env().INSECURE_COOKIES;

/** The attributes of the signed, httpOnly cookies (the session storage takes them too). */
export function signedCookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: COOKIE_SAME_SITE, path: COOKIE_PATH, secure: secureCookies(), secrets: cookieSecrets(), maxAge: maxAgeSeconds } as const;
}

export const signedCookie = (name: string, maxAgeSeconds: number) => createCookie(name, signedCookieOptions(maxAgeSeconds));

/** A plain cookie set by the server, with the one Secure rule. */
export const serverPlainCookie = (name: string, value: string, maxAgeSeconds: number) => plainCookie(name, value, { maxAgeSeconds, secure: secureCookies() });
