// For the scripts that load a production server of their own (bench:ssr, test:fuzz): start it on a
// loopback port, as `npm start` would (migrate, seed an empty database), and wait until it is healthy.
// `onLogLine` receives the server's log lines (JSON) instead of this process's output; `nodeOptions` are
// given to node before the script (bench:load's --cpu-prof-dir: every process writes a CPU profile at exit).
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** What a phone's browser sends that changes the answer: its user agent (not a crawler, so pages
 * stream) and the encodings it accepts (brotli over HTTPS, as browsers and crawlers ask for it). */
export const PHONE_BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "accept-encoding": "gzip, deflate, br",
};

export async function startLocalServer(port: number, env: Record<string, string>, onLogLine?: (line: string) => void, nodeOptions: string[] = []) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...nodeOptions, "--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", ...env },
    stdio: ["ignore", onLogLine ? "pipe" : "inherit", "inherit"],
  });
  if (onLogLine && server.stdout) createInterface({ input: server.stdout }).on("line", onLogLine);
  try {
    await waitUntilOk(`${base}/healthz`, 120_000);
  } catch {
    server.kill("SIGTERM");
    throw new Error("the server did not become healthy");
  }
  // "close" comes after the process has exited and its output has been read to the end.
  const closed = new Promise<void>((resolve) => server.once("close", () => resolve()));
  return {
    base,
    pid: server.pid ?? 0,
    stop: () => server.kill("SIGTERM"),
    /** Stops the server and resolves once it has exited (after its graceful shutdown's last writes). */
    stopAndWait: () => {
      server.kill("SIGTERM");
      return closed;
    },
  };
}

/** Asks `url` every 200 ms until it answers 200; throws after `timeoutMs`. */
export async function waitUntilOk(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const status = await fetch(url)
      .then((r) => r.status)
      .catch(() => 0); // Not listening yet.
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}
