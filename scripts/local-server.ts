// A production server for the benches and test:fuzz, started on a loopback port as `npm start` would
// and awaited until healthy.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/** A phone's browser: not a crawler, so pages stream, and asking for brotli. */
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
    stopAndWait: () => {
      server.kill("SIGTERM");
      return closed;
    },
  };
}

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
