// Streams every page. Crawlers (and plain curl) get the complete document at once (onAllReady),
// browsers get the first bytes as soon as the shell is ready. A 401 becomes a redirect to sign-in.
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable, redirect } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { sharedI18n } from "~/utils/i18n";
import { languageFromCookieHeader } from "~/utils/language";
import { NonceProvider } from "~/utils/nonce";
import { errorPageFor, pageStatusFor, shouldReportError, signInRedirect } from "~/utils/error-page";
import { logger } from "~/utils/logger.server";
import { createHtmlStream } from "~/utils/html-stream.server";
import { reportDatabaseError } from "~/db/availability.server";
import { getUser } from "~/models/account/session.server";
import { isCrawler, recordDocumentView } from "~/models/telemetry/telemetry.server";
import { KeptHtmlContext, RenderOnceContext } from "~/components/kept-html";
import { keptHtmlFor, renderOnceFor } from "~/components/kept-html.server";
import { ChartDrawingContext } from "~/components/market/charts";
import { ChartPictureDrawing } from "~/components/market/chart-pictures";

export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseStatusCode = pageStatusFor(responseStatusCode);
  const redirectTo = errorPageFor(responseStatusCode).redirectTo;
  if (redirectTo) {
    const url = new URL(request.url);
    return redirect(signInRedirect(url.pathname + url.search));
  }

  // A page loaded as a document, with or without JavaScript, is counted here (decision 017).
  if (responseStatusCode === 200) {
    void getUser(request)
      .catch(() => null)
      .then((user) => recordDocumentView(request, { ip: (loadContext?.clientIp as string | undefined) ?? "", userId: user?.id ?? null }));
  }
  const nonce = loadContext?.cspNonce ?? "";
  const language = languageFromCookieHeader(request.headers.get("Cookie"));
  const i18n = sharedI18n(language);
  const waitForAll = isCrawler(request);
  const keptHtml = await keptHtmlFor(language);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const send = () => {
      shellRendered = true;
      const body = createHtmlStream();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // The same URL renders in the visitor's language and login state, both from cookies.
      responseHeaders.append("Vary", "Cookie");
      responseHeaders.set("Content-Language", i18n.language);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <KeptHtmlContext.Provider value={keptHtml}>
            <RenderOnceContext.Provider value={renderOnceFor(language)}>
              <ChartDrawingContext.Provider value={ChartPictureDrawing}>
                <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
              </ChartDrawingContext.Provider>
            </RenderOnceContext.Provider>
          </KeptHtmlContext.Provider>
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          clearTimeout(stopping);
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          clearTimeout(stopping);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already shown by a boundary; log them once here.
          if (shellRendered) logger.error("render error", { error });
        },
      },
    );
    // Cleared once all is rendered: left to run, it kept the whole render alive after the answer (decision 032).
    const stopping = setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  reportDatabaseError(error);
  const status = typeof (error as { status?: unknown })?.status === "number" ? (error as { status: number }).status : 500;
  if (!shouldReportError(pageStatusFor(status))) return;
  logger.error("request failed", { path: new URL(request.url).pathname, error });
};

// The process's own start and stop, reached by server.ts through the build.
export { prepareServer, startServer } from "~/server/start.server";
