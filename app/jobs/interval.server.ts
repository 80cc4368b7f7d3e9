// A task run every so often in this process, never twice at once, not while the database is lost,
// stopped on shutdown. One per name.
import { databaseAvailable, reportDatabaseError } from "~/db/availability.server";
import { logger } from "~/utils/logger.server";

const timers = new Map<string, NodeJS.Timeout>();

export function startInterval(name: string, intervalMs: number, task: () => Promise<unknown>) {
  if (timers.has(name)) return;
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
  timers.set(name, timer);
}

export function stopInterval(name: string) {
  clearInterval(timers.get(name));
  timers.delete(name);
}
