// npm run bench:ssr — serves the production build and loads /, /faq/ and a 404 page with autocannon
// on loopback, 10 s each, printing requests/s and p50/p99 latency. Figures, not pass/fail.
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startLocalServer } from "./local-server";

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

const server = await startLocalServer(port, { LOG_LEVEL: "warn", DATABASE_URL: values.database });

try {
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
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([code, s]) => `${code}×${(s as { count: number }).count}`)
      .join(" ");
    console.log(
      `${target.name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(7)} ${result.latency.p50.toFixed(1).padStart(9)} ${result.latency.p99.toFixed(1).padStart(8)}   ${statuses}${result.errors ? ` errors×${result.errors}` : ""}`,
    );
  }
} finally {
  server.stop();
}
