// Starting and stopping the server process: everything it runs lives here, in the app's build, so
// each module (and its state) exists once per process. server.ts only loads the build and calls this.
import http from "node:http";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { closeAppDatabase } from "~/db/client.server";
import { env, fixEnv } from "~/env.server";
import { startFeedScheduler, stopFeedScheduler } from "~/ingest/scheduler.server";
import { startJobScheduler, stopJobScheduler } from "~/jobs/scheduler.server";
import { ensureMarketStatistics } from "~/models/market/segments.server";
import { answerTelemetryCall, telemetryCall } from "~/models/telemetry/endpoints.server";
import { flushTelemetry } from "~/models/telemetry/telemetry.server";
import { getSearchEngine, saveSearchSnapshot, stopSearchEngine } from "~/search/engine.server";
import { stopGracefullyOnSignals } from "~/utils/graceful-shutdown.server";
import { logger } from "~/utils/logger.server";
import { siteOrigin } from "~/utils/site-origin.server";
import { createApp } from "./app.server";
import { answerClientError, answerEarly, earlyRefusal, MAX_HEADER_SIZE } from "./early-refusal.server";
import { isDraining, startDraining } from "./health.server";

/** How long an idle kept-alive connection stays open: above haproxy's 30 s and browsers' idle times. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Fixes the settings and builds what pages need before a visitor asks: the search index, the market statistics. */
export async function prepareServer() {
  installGlobals({ nativeFetch: true });
  fixEnv();
  await getSearchEngine();
  await ensureMarketStatistics();
}

/** Serves `build` on PORT until SIGTERM or SIGINT. `root` holds build/ and public/. */
export async function startServer(build: ServerBuild, root: string) {
  await prepareServer();
  const { PORT, HOST, NODE_ENV, SITE_URL } = env();
  const app = createApp(build, root);
  // Telemetry calls are answered on Node's own request, before Express, even while the database is lost.
  const server = http.createServer({ maxHeaderSize: MAX_HEADER_SIZE }, (req, res) => {
    const refusal = earlyRefusal(req);
    if (refusal) return answerEarly(res, refusal);
    if (isDraining()) res.setHeader("Connection", "close");
    const telemetry = telemetryCall(req);
    if (!telemetry) return void app(req, res);
    void answerTelemetryCall(telemetry, req, res);
  });
  server.on("clientError", answerClientError);
  // Idle connections are closed by their clients, not here: Node's 5 s default raced clients reusing one.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  await new Promise<void>((resolve) => server.listen(PORT, HOST, resolve));
  logger.info("listening", { url: `http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`, site: siteOrigin(), mode: NODE_ENV });
  if (NODE_ENV === "production" && !SITE_URL)
    logger.warn("SITE_URL is not set: links in mails name this server's own address; set the public https origin when deployed");
  startFeedScheduler();
  startJobScheduler();

  stopGracefullyOnSignals(server, {
    onDraining: startDraining,
    onClosed: async () => {
      // The next start loads the index from this snapshot instead of rebuilding it.
      await saveSearchSnapshot().catch((error: unknown) => logger.error("search index snapshot failed", { error }));
      stopSearchEngine();
      stopFeedScheduler();
      stopJobScheduler();
      await flushTelemetry().catch((error: unknown) => logger.error("telemetry flush failed", { error }));
      await closeAppDatabase();
    },
  });
  return server;
}

/** What the server entry exports beside Remix's own: server.ts and the benches reach the app through it. */
export type ServerEntry = { prepareServer: typeof prepareServer; startServer: typeof startServer };
