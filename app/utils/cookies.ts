// The site's cookies, read and written one way (issue 12): one parser for a Cookie header, one
// writer for the plain cookies that the browser's scripts also write (language, guest lists), one
// set of attributes. The signed, httpOnly ones (session, entry drafts) are Remix cookies made with
// the same attributes in cookies.server.ts.
export const COOKIE_PATH = "/";
export const COOKIE_SAME_SITE = "lax";

/** The value of cookie `name` in a Cookie header (or document.cookie), as written. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * A Set-Cookie value (or document.cookie assignment) for a plain cookie; an empty value clears it.
 * `value` must already be cookie-safe (the callers encode it).
 */
export function plainCookie(name: string, value: string, { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean }): string {
  const attributes = `Path=${COOKIE_PATH}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return value ? `${name}=${value}; Max-Age=${maxAgeSeconds}; ${attributes}` : `${name}=; Max-Age=0; ${attributes}`;
}
