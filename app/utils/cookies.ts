// The site's plain cookies, read and written one way with one set of attributes (decision 008); the
// signed ones are in cookies.server.ts.
export const COOKIE_PATH = "/";
export const COOKIE_SAME_SITE = "lax";

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A Set-Cookie value for a plain cookie (an empty value clears it); `value` must already be cookie-safe. */
export function plainCookie(name: string, value: string, { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean }): string {
  const attributes = `Path=${COOKIE_PATH}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return value ? `${name}=${value}; Max-Age=${maxAgeSeconds}; ${attributes}` : `${name}=; Max-Age=0; ${attributes}`;
}
