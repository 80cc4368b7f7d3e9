/** A redirect target from the user, kept on this site: a path starting with a single "/", else "/". */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  // Control characters could smuggle a different URL past the check.
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  return target;
}
