// npm run bench:ssr — serves the production build and loads /, /faq/ and a 404 page with autocannon
// on loopback, 10 s each, printing requests/s and p50/p99 latency. Figures, not pass/fail.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3200" },
    database: { type: "string", default: "data/bench.sqlite" },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const TARGETS = [
  { name: "top /", path: "/" },
  { name: "faq /faq/", path: "/faq/" },
  { name: "404 /no-such-page/", path: "/no-such-page/" },
];

const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "warn", DATABASE_URL: values.database },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}

try {
  await waitForHealth();
  console.log(`SSR benchmark: ${values.connections} connections, ${values.duration}s each, ${base}, Node ${process.version}`);
  console.log("target                  req/s     p50 ms   p99 ms   statuses");
  for (const target of TARGETS) {
    // One warm-up pass so caches and JIT are in their steady state.
    await autocannon({ url: base + target.path, connections: 2, duration: 1, headers: { "user-agent": BROWSER, "accept-encoding": "gzip" } });
    const result = await autocannon({
      url: base + target.path,
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers: { "user-agent": BROWSER, "accept-encoding": "gzip" },
    });
    const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}×${(s as { count: number }).count}`).join(" ");
    console.log(
      `${target.name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} ${result.latency.p50.toFixed(1).padStart(9)} ${result.latency.p99.toFixed(1).padStart(8)}   ${statuses}${result.errors ? ` errors×${result.errors}` : ""}`,
    );
  }
} finally {
  server.kill("SIGTERM");
}
