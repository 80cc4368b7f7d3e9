// npm run bench:marketprice -- --projects 1000000
// Times a full market-price refresh and its longest event-loop stall, then the market page's rendering
// beside the site's plainest page. Figures, not pass/fail; targets in decision 016.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { SearchEngine } from "~/search/search-engine.server";
import { refreshMarketStatistics } from "~/models/market/refresh.server";
import type { SegmentStats } from "~/models/market/statistics";
import { startLocalServer } from "./local-server";
import { openBenchDatabase } from "./bench-database";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: "1000000" },
    runs: { type: "string", default: "200" },
    port: { type: "string", default: "3210" },
    database: { type: "string" },
  },
});
const projects = Number(values.projects);
const runs = Number(values.runs);
// The search benchmark's database of the same size serves here too.
const { database, file } = await openBenchDatabase(projects, values.database);

const engine = await SearchEngine.build(database);
console.log(`index: ${engine.index.liveCount.toLocaleString("en-US")} listings`);

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const started = performance.now();
const result = await refreshMarketStatistics(engine.index, database.db);
const refreshMs = performance.now() - started;
histogram.disable();
console.log(`\nrefresh: ${(refreshMs / 1000).toFixed(1)} s for ${result.segments} segments of ${result.listings.toLocaleString("en-US")} open listings`);
console.log(`event-loop delay during the refresh: p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms, max ${(histogram.max / 1e6).toFixed(1)} ms`);

// The skills with the most listings: the pages people open most.
const all = await database.db.selectFrom("market_segments").select("data").where("segment", "=", "all").executeTakeFirstOrThrow();
const skills = (JSON.parse(all.data) as SegmentStats).coSkills.map((s) => s.id);
await database.close();

// The server's own time for each request (its request log), beside the time this process waits; the
// plainest page, alternating with the market page, gives the scale.
const BASELINE = "/legal/1/";
const serverTimes = new Map<string, number[]>();
const server = await startLocalServer(Number(values.port), { LOG_LEVEL: "info", DATABASE_URL: file, JOBS: "0", FEED_SCHEDULER: "0" }, (line) => {
  if (!line.includes('"msg":"request"')) return;
  const { path, ms } = JSON.parse(line) as { path: string; ms: number };
  const page = path === BASELINE ? BASELINE : path.startsWith("/project/marketprice/") ? "market" : null;
  if (page) serverTimes.set(page, [...(serverTimes.get(page) ?? []), ms]);
});
try {
  const roundTrips = new Map<string, number[]>();
  const time = async (page: string, url: string, warm: boolean) => {
    const t0 = performance.now();
    const response = await fetch(`${server.base}${url}`);
    await response.text();
    if (!response.ok) throw new Error(`${url}: status ${response.status}`);
    if (!warm) roundTrips.set(page, [...(roundTrips.get(page) ?? []), performance.now() - t0]);
  };
  for (let i = 0; i < runs + 20; i++) {
    // The first few of each warm the caches and the JIT.
    await time("market", `/project/marketprice/?skill=${skills[i % skills.length]}`, i < 20);
    await time(BASELINE, BASELINE, i < 20);
  }
  // The log line is written when the response finishes, which may be just after the client has it.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const at = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))].toFixed(1);
  const line = (label: string, values: number[]) => `${label} p50 ${at(values, 0.5)} ms, p95 ${at(values, 0.95)} ms`;
  console.log(`\nover ${runs} requests each, one at a time:`);
  for (const [page, label] of [
    ["market", "/project/marketprice/?skill=…"],
    [BASELINE, `${BASELINE} (baseline)`],
  ]) {
    console.log(`  ${label}`);
    console.log(`    ${line("server time (its request log):", serverTimes.get(page)!.slice(20))}`);
    console.log(`    ${line("round trip (this client):     ", roundTrips.get(page)!)}`);
  }
} finally {
  server.stop();
}
