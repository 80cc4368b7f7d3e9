// Every path is redirected to end with a slash, the query kept (docs/product.md, Pages); files and
// compiled assets are served as they are.

const FILE_PATH = /\/[^/]*\.[a-z0-9]{1,8}$/i;
// Compiled assets and Remix's own endpoint for lazy route discovery.
const EXEMPT_PREFIXES = ["/build/", "/__manifest"];

export function trailingSlashRedirect(pathname: string, search = ""): string | null {
  // Collapse repeated slashes first: "//evil.example/" must never become a protocol-relative URL.
  const collapsed = pathname.replace(/\/{2,}/g, "/");
  const canonical = collapsed.endsWith("/") || FILE_PATH.test(collapsed) || EXEMPT_PREFIXES.some((p) => collapsed.startsWith(p)) ? collapsed : `${collapsed}/`;
  return canonical === pathname ? null : `${canonical}${search}`;
}
