// npm run bench:ssr — server rendering against a bare Remix page (scripts/bench-bare), both loaded with
// autocannon as a phone's browser asks; prints each page's share of the bare page's requests/s,
// measured in one run. Figures, not pass/fail; targets in decision 040.
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { openBenchDatabase } from "./bench-database";
import { PHONE_BROWSER_HEADERS, startLocalServer, waitUntilOk } from "./local-server";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    projects: { type: "string", default: "20000" },
    workers: { type: "string", default: "1" },
    port: { type: "string", default: "3200" },
  },
});
const port = Number(values.port);
const barePort = port + 1;
const headers = PHONE_BROWSER_HEADERS;

const { database, file } = await openBenchDatabase(Number(values.projects));
await database.close();
const server = await startLocalServer(port, { LOG_LEVEL: "warn", DATABASE_URL: file, JOBS: "0", FEED_SCHEDULER: "0", WEB_CONCURRENCY: values.workers });
const bare = spawn(process.execPath, ["../../node_modules/@remix-run/serve/dist/cli.js", "build/index.js"], {
  cwd: "scripts/bench-bare",
  env: { ...process.env, PORT: String(barePort), HOST: "127.0.0.1", NODE_ENV: "production" },
  stdio: "ignore",
});

async function load(url: string, connections: number) {
  await autocannon({ url, connections: 2, duration: 1, headers }); // warm up
  const result = await autocannon({ url, connections, duration: Number(values.duration), headers });
  const failed = result.errors + result["5xx"];
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed };
}

try {
  await waitUntilOk(`http://127.0.0.1:${barePort}/`, 60_000);
  const detail = `/project/detail/${Math.ceil(Number(values.projects) / 2)}/`;
  const pages = ["/faq/", "/", "/project/", detail, "/no-such-page/"];
  const connections = Number(values.connections);
  console.log(
    `SSR: ${connections} connections, ${values.duration} s each, ${Number(values.projects).toLocaleString("en-US")} listings, ${values.workers} site process(es), Node ${process.version}`,
  );
  const bareBefore = await load(`http://127.0.0.1:${barePort}/`, connections);
  const results = [];
  for (const page of pages) results.push({ page, many: await load(`${server.base}${page}`, connections), alone: await load(`${server.base}${page}`, 1) });
  const bareAfter = await load(`http://127.0.0.1:${barePort}/`, connections);
  const bareAlone = await load(`http://127.0.0.1:${barePort}/`, 1);
  const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
  const row = (name: string, many: Awaited<ReturnType<typeof load>>, alone: Awaited<ReturnType<typeof load>>, share: string) =>
    `${name.padEnd(24)} ${many.rps.toFixed(0).padStart(7)} ${many.p50.toFixed(1).padStart(8)} ${many.p99.toFixed(1).padStart(8)} ${share.padStart(7)} ${alone.p50.toFixed(1).padStart(11)}${many.failed + alone.failed ? `   failed ×${many.failed + alone.failed}` : ""}`;
  console.log("page                       req/s   p50 ms   p99 ms   share   alone p50 ms");
  console.log(row("bare Remix page", bareBefore, bareAlone, `${bareBefore.rps.toFixed(0)}|${bareAfter.rps.toFixed(0)}`));
  for (const { page, many, alone } of results) console.log(row(page, many, alone, `${((many.rps / bareRps) * 100).toFixed(0)} %`));
} finally {
  server.stop();
  bare.kill("SIGTERM");
}
