// npm run bench:search -- --projects 1000000
// Builds the search index on N listings and prints build time, RSS and per-query latency, then the
// event-loop stalls while queries and updates run together. Figures, not pass/fail; targets in decision 003.
import fs from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { parseArgs } from "node:util";
import { SearchEngine, resolveCross } from "~/search/search-engine.server";
import { parseSearchQuery } from "~/search/query";
import { panelFacets } from "~/search/facets";
import { SORT_OPTIONS } from "~/constants";
import { skillByName } from "~/data/skills";
import { openBenchDatabase } from "./bench-database";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: "1000000" },
    runs: { type: "string", default: "50" },
    database: { type: "string" },
  },
});
const projects = Number(values.projects);
const runs = Number(values.runs);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const { database, file } = await openBenchDatabase(projects, values.database);

global.gc?.();
const rssBefore = process.memoryUsage().rss;
const buildStarted = performance.now();
const engine = await SearchEngine.build(database);
const buildMs = performance.now() - buildStarted;
global.gc?.();
const memory = process.memoryUsage();
console.log(`\nbuild: ${(buildMs / 1000).toFixed(1)} s for ${engine.index.liveCount.toLocaleString("en-US")} listings`);
console.log(
  `memory: RSS ${mb(memory.rss)} (before build ${mb(rssBefore)}), heap ${mb(memory.heapUsed)}, index arrays and buffers ${mb(engine.index.byteSize())}`,
);

const java = skillByName("Java").id,
  php = skillByName("PHP").id,
  react = skillByName("React").id,
  typescript = skillByName("TypeScript").id;
const QUERIES: Array<{ name: string; qs: string }> = [
  { name: "Q1 open only", qs: "open=1" },
  { name: "Q2 skill React", qs: `skill=${react}` },
  { name: "Q3 Java|PHP + Tokyo + 70万+", qs: `skill=${java},${php}&prefecture=13&price_over=70` },
  { name: "Q4 full remote + ≤3 days", qs: "remote=2&workdays=3" },
  { name: "Q5 keyword React", qs: "keyword=React" },
  { name: "Q6 keyword 東京", qs: "keyword=東京" },
  { name: "Q7 フロントエンド+TS+remote", qs: `keyword=フロントエンド&skill=${typescript}&remote=1` },
  { name: "Q8 keyword Java (ranked)", qs: "keyword=Java" },
  { name: "Q9 alias k8s", qs: "keyword=k8s" },
  { name: "Q10 typo Pyhton", qs: "keyword=Pyhton" },
  { name: "Q11 concept AI", qs: "keyword=AI" },
  { name: "Q12 concept インフラ + 東京", qs: "keyword=インフラ&prefecture=13" },
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
function measure(fn: () => unknown) {
  for (let i = 0; i < 3; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

console.log(`\n${runs} warm runs each; every query includes its total count`);
console.log("query                           sort        offset   total      p50 ms   p95 ms");
let worstP95 = 0;
for (const { name, qs } of QUERIES) {
  for (const sort of SORT_OPTIONS) {
    for (const offset of [0, 300]) {
      const query = parseSearchQuery(new URLSearchParams(qs));
      let total = 0;
      const stats = measure(() => {
        const set = engine.index.matching(query.filters, query.keyword, resolveCross);
        total = engine.index.page(set, { offset, limit: 30, sort }, query.keyword).total;
      });
      worstP95 = Math.max(worstP95, stats.p95);
      console.log(
        `${name.padEnd(31)} ${sort.padEnd(11)} ${String(offset).padStart(6)} ${total.toLocaleString("en-US").padStart(9)} ${stats.p50.toFixed(2).padStart(9)} ${stats.p95.toFixed(2).padStart(8)}`,
      );
    }
  }
}
const q3 = parseSearchQuery(new URLSearchParams(QUERIES[2].qs));
const facets = measure(() => panelFacets(engine.index, q3, resolveCross));
const ai = parseSearchQuery(new URLSearchParams("keyword=AI"));
const aiFacets = measure(() => panelFacets(engine.index, ai, resolveCross));
const allFacets = measure(() => {
  engine.index.facetCounts("skill", q3.filters, q3.keyword, resolveCross);
  engine.index.facetCounts("prefecture", q3.filters, q3.keyword, resolveCross);
});
worstP95 = Math.max(worstP95, facets.p95, aiFacets.p95);
console.log(
  `${"Q13 panel facets for AI".padEnd(31)} ${"-".padEnd(11)} ${"-".padStart(6)} ${"-".padStart(9)} ${aiFacets.p50.toFixed(2).padStart(9)} ${aiFacets.p95.toFixed(2).padStart(8)}`,
);
console.log(
  `${"Q14 panel facets for Q3".padEnd(31)} ${"-".padEnd(11)} ${"-".padStart(6)} ${"-".padStart(9)} ${facets.p50.toFixed(2).padStart(9)} ${facets.p95.toFixed(2).padStart(8)}`,
);
console.log(
  `${"   (every skill+prefecture)".padEnd(31)} ${"-".padEnd(11)} ${"-".padStart(6)} ${"-".padStart(9)} ${allFacets.p50.toFixed(2).padStart(9)} ${allFacets.p95.toFixed(2).padStart(8)}`,
);
console.log(`worst p95: ${worstP95.toFixed(2)} ms`);

// The writes come from a worker thread with its own connection, as an import would write, so what is
// measured is the engine following them, not the benchmark's own UPDATE statements.
const LOAD_MS = 10_000;
const writer = new Worker(
  `const { parentPort, workerData } = require("node:worker_threads");
   const Database = require("better-sqlite3");
   const db = new Database(workerData.file);
   db.pragma("busy_timeout = 5000");
   const update = db.prepare("UPDATE projects SET updated_at = ? WHERE id = ?");
   const touch = db.transaction((ids) => { const now = new Date().toISOString(); for (const id of ids) update.run(now, id); });
   let id = 1, written = 0;
   const until = Date.now() + workerData.ms;
   const tick = () => {
     if (Date.now() >= until) { parentPort.postMessage(written); db.close(); return; }
     const ids = Array.from({ length: 500 }, () => (id = (id * 7919) % workerData.projects) + 1);
     touch(ids); written += ids.length;
     setTimeout(tick, 200);
   };
   tick();`,
  { eval: true, workerData: { file, projects, ms: LOAD_MS } },
);
const written = new Promise<number>((resolve) => writer.once("message", resolve));
const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
const loadEnds = Date.now() + LOAD_MS;
let queriesRun = 0;
let updates = 0;
const queryLoad = (async () => {
  while (Date.now() < loadEnds) {
    const { qs } = QUERIES[queriesRun % QUERIES.length];
    const query = parseSearchQuery(new URLSearchParams(qs));
    engine.index.page(
      engine.index.matching(query.filters, query.keyword, resolveCross),
      { offset: 0, limit: 30, sort: SORT_OPTIONS[queriesRun % 3] },
      query.keyword,
    );
    queriesRun++;
    await new Promise((resolve) => setImmediate(resolve));
  }
})();
const follow = (async () => {
  while (Date.now() < loadEnds + 500) {
    updates += await engine.catchUp();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
})();
await Promise.all([queryLoad, follow]);
histogram.disable();
console.log(`writer thread updated ${(await written).toLocaleString("en-US")} listings`);
console.log(`\nunder load for 10 s: ${queriesRun.toLocaleString("en-US")} queries, ${updates.toLocaleString("en-US")} listing updates applied`);
console.log(
  `event-loop delay: p50 ${(histogram.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(1)} ms, max ${(histogram.max / 1e6).toFixed(1)} ms`,
);
console.log(`RSS after load: ${mb(process.memoryUsage().rss)}`);

// Every update takes a new slot, so capacity grows ahead of time, in steps, so no request waits for all of it.
let longestStep = 0;
let stepStarted = performance.now();
const roomStarted = stepStarted;
await engine.index.makeRoom(async () => {
  longestStep = Math.max(longestStep, performance.now() - stepStarted);
  await new Promise((resolve) => setImmediate(resolve));
  stepStarted = performance.now();
});
longestStep = Math.max(longestStep, performance.now() - stepStarted);
console.log(
  `doubling the index's capacity ahead of need: ${(performance.now() - roomStarted).toFixed(0)} ms in all, longest step ${longestStep.toFixed(1)} ms`,
);

await database.close();
if (!fs.existsSync(file)) process.exit(1);
