import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { data } from "@remix-run/node";
import { getProjectCount } from "~/models/site-figures.server";
import { accountOf, readNotice } from "~/models/account/page-frame.server";
import { bookmarkSummary } from "~/models/bookmark/state.server";
import { getUser } from "~/models/account/session.server";
import { getAgentCount } from "~/models/search-links.server";
import { PageLayout, type PageFrameData } from "~/components/layout/page-layout";
import { ErrorPageContent } from "~/components/error-page";
import { errorPageFor, pageStatusFor, signInRedirect } from "~/utils/error-page";
import { languageFromCookieHeader, DEFAULT_LANGUAGE, type Language } from "~/utils/language";
import { currentYearInJapan } from "~/utils/format";
import { siteOrigin } from "~/utils/site-origin.server";
import { metaTranslator } from "~/utils/meta";
import { useNonce } from "~/utils/nonce";
import type { LayoutName, RouteHandle } from "~/utils/route-handle";
import { GUEST } from "~/models/account/page-frame";
import { EMPTY_BOOKMARKS } from "~/models/bookmark/summary";
import { isMember } from "~/models/account/user.server";
import { entryTargetIds } from "~/models/entry/entry.server";
import { NO_ENTRY_TARGETS } from "~/models/entry/target-ids";
import { hasUnopenedScout, scoutOpenedBy } from "~/models/scout/scouts.server";
import { frameStyles, stylesheets } from "~/styles/sheets";
import { visitorPatterns } from "~/models/experiment/patterns.server";
import { DEFAULT_PATTERNS } from "~/components/experiment/patterns";
import { analyticsId } from "~/models/telemetry/analytics.server";
import { textChunkUrls } from "~/utils/language-chunks.server";
import { namespacesLoading, pageNamespaces, type Namespace } from "~/utils/i18n";
import type { SiteTelemetryProps } from "~/components/telemetry/site-telemetry";
import { useHydratedMark } from "~/utils/hydrated-mark";
import { afterLoad } from "~/utils/after-load";

export const links: LinksFunction = () => [
  ...stylesheets(...frameStyles)(),
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // server.ts flags requests that are malformed (bad percent-encoding, oversized URLs).
  if (context.badRequest) throw new Response("Bad Request", { status: 400 });
  const language = languageFromCookieHeader(request.headers.get("Cookie"));
  // The frame must render even when the database is briefly unavailable.
  const [count, agentCount, account, notice, bookmarks, entryTargets, unopenedScout, visitor] = await Promise.all([
    getProjectCount().catch(() => null),
    getAgentCount().catch(() => 0),
    accountOf(request),
    readNotice(request, language),
    getUser(request)
      .then((user) => bookmarkSummary(request, user))
      .catch(() => EMPTY_BOOKMARKS),
    getUser(request)
      .then((user) => (isMember(user) ? entryTargetIds(user!.id) : NO_ENTRY_TARGETS))
      .catch(() => NO_ENTRY_TARGETS),
    getUser(request)
      .then((user) => (isMember(user) ? hasUnopenedScout(user!.id, scoutOpenedBy(request)) : false))
      .catch(() => false),
    visitorPatterns(request),
  ]);
  const headers = new Headers();
  for (const cookie of [notice.setCookie, visitor.setCookie]) if (cookie) headers.append("Set-Cookie", cookie);
  return data(
    {
      language,
      total: count?.count ?? null,
      agentCount,
      year: currentYearInJapan(),
      origin: siteOrigin(),
      account,
      notice: notice.notice,
      bookmarks,
      entryTargets,
      unopenedScout,
      patterns: visitor.patterns,
      analyticsId: analyticsId(),
      textChunks: textChunkUrls(language),
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches, error }) => {
  if (!error) return [];
  const t = metaTranslator(matches);
  const status = pageStatusFor(isRouteErrorResponse(error) ? error.status : 500);
  return [{ title: `${t(errorPageFor(status).titleKey)} | ${t("site.name")}` }, { name: "robots", content: "noindex" }];
};

function usePageFrame(): PageFrameData {
  const data = useRouteLoaderData<typeof loader>("root");
  return {
    total: data?.total ?? null,
    agentCount: data?.agentCount ?? 0,
    year: data?.year ?? new Date().getFullYear(),
    language: data?.language ?? DEFAULT_LANGUAGE,
    origin: data?.origin ?? "",
    account: data?.account ?? GUEST,
    notice: data?.notice ?? null,
    bookmarks: data?.bookmarks ?? EMPTY_BOOKMARKS,
    entryTargets: data?.entryTargets ?? NO_ENTRY_TARGETS,
    unopenedScout: data?.unopenedScout ?? false,
    patterns: data?.patterns ?? DEFAULT_PATTERNS,
  };
}

function useLayoutName(): LayoutName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i].handle as RouteHandle | undefined)?.layout;
    if (layout) return layout;
  }
  return "default";
}

/**
 * The text namespaces the page's routes use. After a navigation the render waits for them, so no text
 * shows as its key; if they cannot be fetched, the page is loaded from the server instead.
 */
function usePageNamespaces(language: Language): Namespace[] {
  const namespaces = pageNamespaces(useMatches().map((match) => match.handle));
  const loading = namespacesLoading(language, namespaces);
  if (loading) throw loading.catch(() => window.location.reload());
  return namespaces;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { language } = usePageFrame();
  const namespaces = usePageNamespaces(language);
  const textChunks = useRouteLoaderData<typeof loader>("root")?.textChunks ?? {};
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="format-detection" content="telephone=no" />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#161d26" media="(prefers-color-scheme: dark)" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        {namespaces.map((ns) => (textChunks[ns] ? <link key={ns} rel="modulepreload" href={textChunks[ns]} /> : null))}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const SiteTelemetry = afterLoad<SiteTelemetryProps>(() => import("~/components/telemetry/site-telemetry").then((module) => module.default));

export default function App() {
  useHydratedMark();
  const frame = usePageFrame();
  const layout = useLayoutName();
  const analytics = useRouteLoaderData<typeof loader>("root")?.analyticsId ?? null;
  // A session-entry or view-log failure shows its status's error page until the visitor moves on.
  const [failedStatus, setFailedStatus] = useState<number | null>(null);
  const { key } = useLocation();
  useEffect(() => setFailedStatus(null), [key]);
  return (
    <PageLayout layout={failedStatus ? "default" : layout} frame={frame} isError={failedStatus !== null}>
      <SiteTelemetry analyticsId={analytics} onFailure={setFailedStatus} />
      {failedStatus ? <ErrorPageContent page={errorPageFor(failedStatus)} detail={null} /> : <Outlet />}
    </PageLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const frame = usePageFrame();
  const navigate = useNavigate();
  const location = useLocation();
  const status = pageStatusFor(isRouteErrorResponse(error) ? error.status : 500);
  const page = errorPageFor(status);
  const detail = isRouteErrorResponse(error) && typeof error.data === "string" && status === 404 ? error.data : null;
  useHydratedMark();

  useEffect(() => {
    // A 401 met during client-side navigation: go to sign-in (the server redirects document requests).
    if (page.redirectTo) navigate(signInRedirect(location.pathname + location.search), { replace: true });
  }, [page.redirectTo, navigate, location.pathname, location.search]);

  return (
    <PageLayout layout="default" frame={frame} isError>
      <ErrorPageContent page={page} detail={detail} />
    </PageLayout>
  );
}
