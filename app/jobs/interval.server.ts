// A task run every so often in this process, never twice at once, stopped on shutdown. One per
// name, even when the module is loaded twice (see singleton.server.ts).
import { logger } from "~/utils/logger.server";
import { peekSingleton, replaceSingleton } from "~/utils/singleton.server";

export function startInterval(name: string, intervalMs: number, task: () => Promise<unknown>) {
  if (peekSingleton(name)) return;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
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
