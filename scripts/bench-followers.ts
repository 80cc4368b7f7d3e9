// npm run bench:followers [-- --projects 20000 --writes 20 --seconds 20] — what N app servers
// following the change sequence cost PostgreSQL (decision 019): N search engines in this process,
// each with its own pool, while a writer changes listings. Figures, not pass/fail.
import { readFileSync, readdirSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { openDatabase, type AppDatabase } from "~/db/client.server";
import { FOLLOW_INTERVAL_MS, SearchEngine } from "~/search/search-engine.server";
import { ensurePostgresDatabase } from "./cluster";
import { openBenchDatabase } from "./bench-database";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: "20000" },
    writes: { type: "string", default: "20" },
    seconds: { type: "string", default: "20" },
    followers: { type: "string", default: "1,2,4,8" },
  },
});
const PG_BENCH_URL = "postgres://postgres@127.0.0.1:5432/bench_load";
const projects = Number(values.projects);
const seconds = Number(values.seconds);

/** CPU used so far by each PostgreSQL process, in seconds (Linux /proc). */
function postgresCpu(): Map<string, number> {
  const used = new Map<string, number>();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      if (!name.startsWith("postgres")) continue;
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / 100); // utime, stime
    } catch {
      // The process has gone.
    }
  }
  return used;
}

/** Over the processes alive now: one that ended is not counted. */
const postgresCpuSince = (before: Map<string, number>) => [...postgresCpu()].reduce((sum, [pid, now]) => sum + now - (before.get(pid) ?? 0), 0);

await ensurePostgresDatabase(PG_BENCH_URL);
const { database: seeding } = await openBenchDatabase(projects, PG_BENCH_URL);
await seeding.close();

const writer = openDatabase(PG_BENCH_URL);
const ids = (await writer.db.selectFrom("projects").select("id").where("open_state", "=", 1).limit(5_000).execute()).map((r) => r.id);
const maxN = Math.max(...values.followers!.split(",").map(Number));
const databases: AppDatabase[] = [];
const engines: SearchEngine[] = [];
for (let i = 0; i < maxN; i++) {
  const database = openDatabase(PG_BENCH_URL);
  databases.push(database);
  engines.push(await SearchEngine.build(database));
  process.stdout.write(`\rbuilt ${i + 1}/${maxN} followers`);
}
console.log(
  `\nfollowers of the change sequence on PostgreSQL, ${projects.toLocaleString("en-US")} listings, ${values.writes} listing writes a second, ${seconds} s each`,
);
console.log("followers  catch-ups/s  p50 ms  p95 ms  postgres CPU  behind at end");

for (const n of values.followers!.split(",").map(Number)) {
  for (const engine of engines) await engine.catchUp();
  const times: number[] = [];
  let running = true;
  const followers = engines.slice(0, n).map(async (engine, i) => {
    // Spread over the interval, as servers started at different moments are.
    await new Promise((resolve) => setTimeout(resolve, (i * FOLLOW_INTERVAL_MS) / n));
    while (running) {
      const started = performance.now();
      await engine.catchUp();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS));
    }
  });
  const writes = (async () => {
    let k = 0;
    while (running) {
      await writer.db
        .updateTable("projects")
        .set({ updated_at: new Date().toISOString() })
        .where("id", "=", ids[k++ % ids.length])
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 1000 / Number(values.writes)));
    }
  })();
  const cpuBefore = postgresCpu();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const cpu = postgresCpuSince(cpuBefore);
  running = false;
  await Promise.all([...followers, writes]);
  const behind = Math.max(...(await Promise.all(engines.slice(0, n).map((e) => e.behind()))));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))].toFixed(1);
  console.log(
    `${String(n).padStart(9)}  ${(times.length / seconds).toFixed(1).padStart(11)}  ${at(0.5).padStart(6)}  ${at(0.95).padStart(6)}  ${`${((cpu / seconds) * 100).toFixed(1)} %`.padStart(12)}  ${String(behind).padStart(13)}`,
  );
}

for (const engine of engines) engine.stop();
await Promise.all([writer, ...databases].map((d) => d.close()));
