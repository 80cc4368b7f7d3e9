// Spec §2: every path is redirected to end with a trailing slash, the query kept.
// Files (a last segment with an extension) and the compiled assets are served as they are.

const FILE_PATH = /\/[^/]*\.[a-z0-9]{1,8}$/i;
// Compiled assets and Remix's own endpoint for lazy route discovery.
const EXEMPT_PREFIXES = ["/build/", "/__manifest"];

/** The URL to redirect to, or null when the path is already in its canonical form. */
export function trailingSlashRedirect(pathname: string, search = ""): string | null {
  // Collapse repeated slashes first: "//evil.example/" must never become a protocol-relative URL.
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const canonical = collapsed.endsWith("/") || FILE_PATH.test(collapsed) || EXEMPT_PREFIXES.some((p) => collapsed.startsWith(p)) ? collapsed : `${collapsed}/`;
  return canonical === pathname ? null : `${canonical}${search}`;
}
