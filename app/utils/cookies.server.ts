// The server's side of the cookie rules (decision 008): when a cookie is Secure, and the signed cookies.
import { env } from "~/env.server";
import { siteOrigin } from "./site-origin.server";
import { createCookie } from "@remix-run/node";
import { cookieSecrets } from "./cookie-secrets.server";
import { COOKIE_PATH, COOKIE_SAME_SITE, plainCookie } from "./cookies";

/** Secure where the site is https, unless a plain-http test server sets INSECURE_COOKIES. */
export const secureCookies = () => siteOrigin().startsWith("https:") && !env().INSECURE_COOKIES;

export function signedCookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: COOKIE_SAME_SITE, path: COOKIE_PATH, secure: secureCookies(), secrets: cookieSecrets(), maxAge: maxAgeSeconds } as const;
}

export const signedCookie = (name: string, maxAgeSeconds: number) => createCookie(name, signedCookieOptions(maxAgeSeconds));

export const serverPlainCookie = (name: string, value: string, maxAgeSeconds: number) => plainCookie(name, value, { maxAgeSeconds, secure: secureCookies() });
