// For the scripts that load a production server of their own (bench:ssr, test:fuzz): start it on a
// loopback port, as `npm start` would (migrate, seed an empty database), and wait until it is healthy.
import { spawn } from "node:child_process";

export async function startLocalServer(port: number, env: Record<string, string>) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop: () => server.kill("SIGTERM") };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGTERM");
  throw new Error("the server did not become healthy");
}
