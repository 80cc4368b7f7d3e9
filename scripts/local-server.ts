// For the scripts that load a production server of their own (bench:ssr, test:fuzz): start it on a
// loopback port, as `npm start` would (migrate, seed an empty database), and wait until it is healthy.
// `onLogLine` receives the server's log lines (JSON) instead of this process's output.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

export async function startLocalServer(port: number, env: Record<string, string>, onLogLine?: (line: string) => void) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", ...env },
    stdio: ["ignore", onLogLine ? "pipe" : "inherit", "inherit"],
  });
  if (onLogLine && server.stdout) createInterface({ input: server.stdout }).on("line", onLogLine);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, pid: server.pid ?? 0, stop: () => server.kill("SIGTERM") };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGTERM");
  throw new Error("the server did not become healthy");
}
