// npm run bench:marketprice -- --projects 1000000
// Generates (or reuses) a database of N listings, builds the search index, and times a full
// market-price refresh (every segment's statistics, written to the database) while measuring the
// longest event-loop stall; then serves the production build on that database and prints the
// p50/p95 of rendering /project/marketprice/?skill=… over the most common skills. Figures, not
// pass/fail (targets in issue 17: refresh ≤ 30 s at 1,000,000 listings with no stall over 50 ms,
// p95 ≤ 20 ms).
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { SearchEngine } from "~/search/engine.server";
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

const server = await startLocalServer(Number(values.port), { LOG_LEVEL: "warn", DATABASE_URL: file, JOBS: "0", FEED_SCHEDULER: "0" });
try {
  const timings: number[] = [];
  for (let i = 0; i < runs + 20; i++) {
    const t0 = performance.now();
    const response = await fetch(`${server.base}/project/marketprice/?skill=${skills[i % skills.length]}`);
    await response.text();
    if (!response.ok) throw new Error(`status ${response.status}`);
    // The first 20 warm the caches and the JIT.
    if (i >= 20) timings.push(performance.now() - t0);
  }
  timings.sort((a, b) => a - b);
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.floor(timings.length * p))].toFixed(1);
  console.log(`\n/project/marketprice/?skill=… over ${runs} requests, one at a time: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
} finally {
  server.stop();
}
