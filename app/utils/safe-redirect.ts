/** The one check of a redirect target from the user: a path on this site starting with a single "/", else `fallback`. */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters could smuggle a different URL past the check.
  // eslint-disable-next-line no-control-regex -- the control characters are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  // Percent-encoded as a Location header must be (/テ/ → /%E3%83%86/), and still on this site.
  const url = new URL(target, "http://localhost");
  return url.host === "localhost" ? url.pathname + url.search + url.hash : fallback;
}
