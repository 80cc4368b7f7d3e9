// The telemetry collector: a process answering only the two telemetry calls, so navigations never share
// an event loop with the pages (decision 022). The app servers answer them whenever no collector is up.
// Run it at a lower priority than the app servers (`nice`): pages come first.
import http from "node:http";
import { env, fixEnv } from "~/env.server";
import { closeAppDatabase } from "~/db/client.server";
import { logger } from "~/utils/logger.server";
import { stopGracefullyOnSignals } from "~/utils/graceful-shutdown.server";
import { answerTelemetryCall, telemetryCall } from "./endpoints.server";
import { flushTelemetry } from "./telemetry.server";

export async function startCollector() {
  fixEnv();
  const { PORT, HOST } = env();
  let draining = false;
  const server = http.createServer((req, res) => {
    if (draining) res.setHeader("Connection", "close");
    const call = telemetryCall(req);
    if (call) return void answerTelemetryCall(call, req, res);
    res.setHeader("Cache-Control", "no-store");
    if (req.method === "GET" && (req.url === "/readyz" || req.url === "/healthz")) {
      // Ready while not draining: with the database lost, the rows wait in memory (write-behind).
      const status = draining && req.url === "/readyz" ? 503 : 200;
      return void res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ status: status === 200 ? "ok" : "draining" }));
    }
    req.resume();
    res.writeHead(404, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify({ error: "ここでは送信記録だけを受け付けます" }));
  });
  await new Promise<void>((resolve) => server.listen(PORT, HOST, resolve));
  logger.info("telemetry collector listening", { url: `http://${HOST}:${PORT}` });

  stopGracefullyOnSignals(server, {
    onDraining: () => (draining = true),
    onClosed: async () => {
      await flushTelemetry().catch((error: unknown) => logger.error("telemetry flush failed", { error }));
      await closeAppDatabase();
    },
  });
  return server;
}
