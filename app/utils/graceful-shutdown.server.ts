// A server's graceful shutdown on SIGTERM or SIGINT (issues 12, 18, 20), for the app server and the
// telemetry collector: `onDraining` at once (their /readyz answers 503 and each answer closes its
// connection, so no kept-alive connection is cut between two requests), answering on for
// SHUTDOWN_DRAIN_MS while the balancer sends the next visitors elsewhere, then no new connections,
// the requests in flight finished (at most SHUTDOWN_GRACE_MS), `onClosed` (what is held in memory
// written, the database closed) and exit.
import type http from "node:http";
import { env } from "~/env.server";
import { logger } from "~/utils/logger.server";

const SHUTDOWN_GRACE_MS = 10_000;

export function stopGracefullyOnSignals(server: http.Server, { onDraining, onClosed }: { onDraining: () => void; onClosed: () => Promise<void> }) {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    onDraining();
    logger.info("shutting down", { signal, drainMs: env().SHUTDOWN_DRAIN_MS });
    setTimeout(() => {
      setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
      server.close(async () => {
        await onClosed();
        logger.info("stopped");
        process.exit(0);
      });
      server.closeIdleConnections();
    }, env().SHUTDOWN_DRAIN_MS);
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
