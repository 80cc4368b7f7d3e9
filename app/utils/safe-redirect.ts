/** A redirect target from the user if it is a path on this site as it will be sent in Location, else `fallback`. */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  // Control characters could smuggle a different URL past the check.
  // eslint-disable-next-line no-control-regex -- the control characters are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, "http://localhost");
  } catch {
    return fallback;
  }
  // Percent-encoded as a Location header must be (/テ/ → /%E3%83%86/).
  const emitted = url.pathname + url.search + url.hash;
  return url.origin === "http://localhost" && isSitePath(emitted) ? emitted : fallback;
}

const isSitePath = (path: string) => path.startsWith("/") && !path.startsWith("//");
