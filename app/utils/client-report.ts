// Failures the visitor need not see are reported to the server (docs/product.md, Errors); a failed
// report is only logged.
export const REPORT_PLACEHOLDER = { message: "(no message)", stack: "(no stack)", path: "(no path)" };

/** Set while the visitor leaves the page: the browser then cuts off requests under way. */
let leaving = false;
if (typeof window !== "undefined") {
  window.addEventListener("pagehide", () => (leaving = true));
  window.addEventListener("beforeunload", () => (leaving = true));
  window.addEventListener("pageshow", () => (leaving = false));
}

function isCutOff(error: unknown) {
  return (leaving && error instanceof TypeError) || (error instanceof Error && error.name === "AbortError");
}

export function reportClientError(error: unknown, context?: string) {
  if (isCutOff(error)) return;
  const err = error instanceof Error ? error : null;
  const body = {
    message: `${context ? `${context}: ` : ""}${err?.message ?? (String(error) || REPORT_PLACEHOLDER.message)}`.slice(0, 2_000),
    stack: (err?.stack ?? REPORT_PLACEHOLDER.stack).slice(0, 8_000),
    path: typeof window !== "undefined" ? window.location.pathname + window.location.search : REPORT_PLACEHOLDER.path,
  };
  try {
    void fetch("/api/client/report/", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), keepalive: true }).catch(
      (e) => console.warn("error report failed", e),
    );
  } catch (e) {
    console.warn("error report failed", e);
  }
}
