// A graceful shutdown on SIGTERM or SIGINT: `onDraining` at once (/readyz answers 503, answers close
// their connections), answering on for SHUTDOWN_DRAIN_MS, then no new connections, the requests in
// flight finished (at most SHUTDOWN_GRACE_MS), `onClosed`, and exit.
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
