// The server on every core: `npm start` forks WEB_CONCURRENCY workers sharing the port, each a whole
// server with its own search index; scheduled jobs take database locks, so each still runs once. A
// worker that dies is replaced; SIGTERM or SIGINT stops each gracefully, then this process.
import cluster from "node:cluster";
import os from "node:os";
import { env } from "~/env.server";
import { logger } from "~/utils/logger.server";

/** A worker that dies sooner than this after its start is replaced only after a pause. */
const QUICK_DEATH_MS = 10_000;
const RESPAWN_PAUSE_MS = 5_000;

/** How many server processes the settings ask for. */
export function workerCount(settings = env()): number {
  const asked = settings.WEB_CONCURRENCY ?? (settings.APP_ENV === "development" ? 1 : "auto");
  return asked === "auto" ? os.availableParallelism() : asked;
}

export function superviseWorkers(count: number) {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info("stopped", { workers: count });
        process.exit(0);
      }
      return;
    }
    logger.error("worker died, starting another", { pid: worker.process.pid, code, signal, livedMs: lived });
    if (lived < QUICK_DEATH_MS) setTimeout(fork, RESPAWN_PAUSE_MS);
    else fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal, workers: count });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  logger.info("starting workers", { workers: count });
  for (let i = 0; i < count; i++) fork();
}
