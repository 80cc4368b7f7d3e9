// Spec §2: every path is redirected to end with a trailing slash, the query kept.
// Files (a last segment with an extension) and the compiled assets are served as they are.

const FILE_PATH = /\/[^/]*\.[a-z0-9]{1,8}$/i;

/** The URL to redirect to, or null when the path is already in its canonical form. */
export function trailingSlashRedirect(pathname: string, search = ""): string | null {
  // Collapse repeated slashes first: "//evil.example/" must never become a protocol-relative URL.
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const canonical = collapsed.endsWith("/") || FILE_PATH.test(collapsed) || collapsed.startsWith("/build/") ? collapsed : `${collapsed}/`;
  return canonical === pathname ? null : `${canonical}${search}`;
}
