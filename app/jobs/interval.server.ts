// A task run every so often in this process, never twice at once, not while the database is lost,
// stopped on shutdown. One per name, even when the module is loaded twice (see singleton.server.ts).
import { databaseAvailable, reportDatabaseError } from "~/db/availability.server";
import { logger } from "~/utils/logger.server";
import { peekSingleton, replaceSingleton } from "~/utils/singleton.server";

export function startInterval(name: string, intervalMs: number, task: () => Promise<unknown>) {
  if (peekSingleton(name)) return;
  let running = false;
  const timer = setInterval(async () => {
    // While the database is lost its probe asks every second; the task waits for it to come back.
    if (running || !databaseAvailable()) return;
    running = true;
    try {
      await task();
    } catch (error) {
      reportDatabaseError(error);
      logger.error(`${name} failed`, { error });
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  replaceSingleton(name, timer);
}

export function stopInterval(name: string) {
  const timer = peekSingleton<NodeJS.Timeout>(name);
  if (timer) clearInterval(timer);
  replaceSingleton(name, undefined);
}
