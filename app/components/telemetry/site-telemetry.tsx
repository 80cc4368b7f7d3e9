// What the browser reports as the visitor moves through the site (decision 017; docs/product.md,
// Calls the pages make), and the reload once a newer build is out. Loaded after the page (decision 036).
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "@remix-run/react";
import { CHUNK_ERROR_RELOAD_GUARD_MS, ExperimentKind } from "~/constants";
import { shouldLogView } from "~/models/experiment/patterns";
import { sessionEntryPayload, TELEMETRY_PATH, type ReferrerState } from "~/models/telemetry/payload";
import { reportClientError } from "~/utils/client-report";
import { signInRedirect } from "~/utils/error-page";
import { usePatterns } from "~/components/experiment/patterns";
import type { AfterLoadProps } from "~/utils/after-load";

const BUILD_CHECK_INTERVAL_MS = 60_000;
const CHUNK_RELOAD_KEY = "reload-on-chunk-error";
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk/i;

declare global {
  interface Window {
    dataLayer?: unknown[];
    __remixManifest?: { version?: string };
  }
}

/** A failed report shows the error page of its status, 429 as 401 (docs/product.md, Errors). */
export const failureStatus = (status: number) => (status === 429 ? 401 : status);

async function post(url: string, body: unknown) {
  const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), keepalive: true });
  if (!response.ok) throw Object.assign(new Error(`${url} answered ${response.status}`), { status: response.status });
}

/** gtag.js reads the arguments objects its `gtag` function pushes, not arrays. */
function gtag(..._args: unknown[]) {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

function useAnalytics(id: string | null) {
  const location = useLocation();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!id || document.getElementById("analytics-script")) return;
    gtag("js", new Date());
    gtag("config", id, { send_page_view: false });
    const script = document.createElement("script");
    script.id = "analytics-script";
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }, [id]);
  useEffect(() => {
    // On each route change, not when only the query or hash changed (docs/product.md, States).
    if (!id || sent.current === location.pathname) return;
    sent.current = location.pathname;
    gtag("event", "page_view", { page_path: location.pathname, page_location: window.location.href });
  }, [id, location.pathname]);
}

function useChunkErrorReload() {
  useEffect(() => {
    const reloadOnce = (message: string) => {
      if (!CHUNK_ERROR.test(message)) return;
      const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
      if (Date.now() - last < CHUNK_ERROR_RELOAD_GUARD_MS) return;
      window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => reloadOnce(String(event.message ?? ""));
    const onRejection = (event: PromiseRejectionEvent) => reloadOnce(String((event.reason as Error | undefined)?.message ?? event.reason ?? ""));
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}

export type SiteTelemetryProps = { analyticsId: string | null; onFailure: (status: number) => void };

export default function SiteTelemetry({ analyticsId, onFailure, firstLocation }: SiteTelemetryProps & AfterLoadProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const patterns = usePatterns();
  const first = useRef(true);
  const referrer = useRef<ReferrerState>({ referrer: "", previousPage: "" });
  const build = useRef({ checkedAt: 0, stale: false });
  useAnalytics(analyticsId);
  useChunkErrorReload();

  useEffect(() => {
    const here = `${location.pathname}${location.search}`;
    if (first.current) {
      // The server recorded the page the visit began on; remember where the visit came from for the
      // next ones. A page reached before this script arrived is reported now.
      first.current = false;
      referrer.current = { referrer: document.referrer, previousPage: `${window.location.origin}${firstLocation.pathname}${firstLocation.search}` };
      if (location.key === firstLocation.key) return;
    }
    // A newer build was found on an earlier navigation: load this page afresh from the server.
    if (build.current.stale) {
      window.location.reload();
      return;
    }
    const payload = sessionEntryPayload(window.location.origin, location, referrer.current);
    referrer.current = { ...referrer.current, previousPage: payload.full_url };
    const reports = [post(TELEMETRY_PATH.sessionEntry, payload)];
    if (shouldLogView(location.pathname, patterns[ExperimentKind.lpRedirect])) reports.push(post(TELEMETRY_PATH.viewLog, { full_url: payload.full_url }));
    Promise.all(reports).catch((error: Error & { status?: number }) => {
      reportClientError(error, "telemetry");
      if (!error.status) return;
      const status = failureStatus(error.status);
      if (status === 401) navigate(signInRedirect(here), { replace: true });
      else onFailure(status);
    });
    if (Date.now() - build.current.checkedAt >= BUILD_CHECK_INTERVAL_MS) {
      build.current.checkedAt = Date.now();
      fetch("/build/latest.json", { cache: "no-store" })
        .then((response) => (response.ok ? (response.json() as Promise<{ version?: string }>) : null))
        .then((latest) => {
          const running = window.__remixManifest?.version;
          if (latest?.version && running && latest.version !== running) build.current.stale = true;
        })
        .catch(() => undefined);
    }
    // Only a new location counts; the patterns and callbacks are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
