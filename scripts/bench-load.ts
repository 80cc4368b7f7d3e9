// npm run bench:load — the mixed workload (searches, detail pages, the top page, the count API) at a
// fixed rate, open loop, over kept-alive connections; the mix and the target are in decisions 037 and
// 040. Figures, not pass/fail. `--cpu-prof-dir DIR`: each server process writes a CPU profile there.
// `--requests-at-once N`: the servers' REQUESTS_AT_ONCE (0: no queue). `--warm-up-seconds N`: an
// uncounted load first. `--connection-reuse lifo`: Node's default reuse of connections (decision 038).
import { copyFileSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { PRICE_OVER_OPTIONS, SORT_OPTIONS } from "~/constants";
import { createRandom } from "~/seed/random";
import { openBenchDatabase } from "./bench-database";
import { PHONE_BROWSER_HEADERS, startLocalServer } from "./local-server";
import { ensurePostgresDatabase } from "./cluster";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    projects: { type: "string", default: "20000" },
    database: { type: "string", default: "sqlite" },
    workers: { type: "string", default: "2" },
    // The server's REQUESTS_AT_ONCE (decision 037); 0 lets every request in as it comes.
    "requests-at-once": { type: "string", default: "2" },
    "warm-up-seconds": { type: "string", default: "0" },
    port: { type: "string", default: "3230" },
    "cpu-prof-dir": { type: "string" },
    "connection-reuse": { type: "string", default: "fifo" },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const projects = Number(values.projects);
const port = Number(values.port);
const warmUpSeconds = Number(values["warm-up-seconds"]);
const connectionReuse = values["connection-reuse"];
if (connectionReuse !== "fifo" && connectionReuse !== "lifo") throw new Error("--connection-reuse is fifo or lifo");
const PG_BENCH_URL = "postgres://postgres@127.0.0.1:5432/bench_load";

async function prepareDatabase(): Promise<{ url: string; cleanUp: () => void }> {
  if (values.database === "postgres") {
    await ensurePostgresDatabase(PG_BENCH_URL);
    const { database } = await openBenchDatabase(projects, PG_BENCH_URL);
    await database.close();
    return { url: PG_BENCH_URL, cleanUp: () => undefined };
  }
  const { database, file } = await openBenchDatabase(projects);
  await database.close();
  const copy = `data/bench-load-${process.pid}.sqlite`;
  copyFileSync(file, copy);
  return { url: copy, cleanUp: () => ["", "-wal", "-shm"].forEach((suffix) => rmSync(`${copy}${suffix}`, { force: true })) };
}
// The server's index snapshot goes in the run's own folder, removed at the end, not in data/.
const snapshotDir = `data/bench-load-${process.pid}-snapshots`;

// A seeded random source with a long cycle, so two runs send the same requests and no cache is flattered.
const randomSource = createRandom(20_261_124);
const random = randomSource.next;
const pick = randomSource.pick;
const between = randomSource.int;
const KEYWORDS = ["Java", "React", "Go", "AWS", "PHP", "Python", "TypeScript", "インフラ", "PM", "フルリモート", "SAP", "iOS"];

function searchPath() {
  const params = new URLSearchParams();
  const filters = between(1, 3);
  for (let i = 0; i < filters; i++) {
    const kind = pick(["prefecture", "skill", "skill", "price_over", "remote", "job", "keyword"] as const);
    if (kind === "prefecture") params.append("prefecture", String(pick([13, 13, 13, 14, 27, 23, 40, between(1, 47)])));
    else if (kind === "skill") params.append("skill", String(between(1, 171)));
    else if (kind === "price_over") params.set("price_over", String(pick(PRICE_OVER_OPTIONS)));
    else if (kind === "remote") params.set("remote", String(between(1, 2)));
    else if (kind === "job") params.append("job", String(between(1, 20)));
    else params.set("keyword", pick(KEYWORDS));
  }
  if (random() < 0.3) params.set("sort", pick(SORT_OPTIONS));
  if (random() < 0.2) params.set("page", String(between(2, 5)));
  return `/project/?${params}`;
}

type Kind = "search" | "detail" | "top" | "count";
/** The target for the slowest answers (decision 040). */
const P99_TARGET_MS = 250;
function nextRequest(): { kind: Kind; path: string } {
  const draw = random();
  if (draw < 0.6) return { kind: "search", path: searchPath() };
  if (draw < 0.8) return { kind: "detail", path: `/project/detail/${between(1, projects)}/` };
  if (draw < 0.9) return { kind: "top", path: "/" };
  return { kind: "count", path: "/api/project/count/" };
}

// An idle connection is dropped here before a server on Node's default keepAliveTimeout closes it,
// so no ECONNRESET of the load generator counts as the site's. Each request takes the connection idle
// longest (fifo), as many phones would spread over the server's processes (decision 038).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000, scheduling: connectionReuse });
function get(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent, headers: PHONE_BROWSER_HEADERS }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

function rssMb(pid: number): number {
  const pages = Number(readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
  return (pages * 4096) / 2 ** 20 + childPids(pid).reduce((sum, child) => sum + rssMb(child), 0);
}

function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
}

/** CPU time of a process and its workers, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10 + childPids(pid).reduce((sum, child) => sum + cpuMs(child), 0);
}

async function sendEvenly(
  count: number,
  onAnswer: (kind: Kind, status: number, ms: number, sentAt: number) => void,
  onError: (error: Error) => void,
  start = performance.now(),
) {
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  while (sent < count) {
    const due = start + (sent * 1000) / rate;
    if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
    while (sent < count && start + (sent * 1000) / rate <= performance.now()) {
      const { kind, path } = nextRequest();
      const sentAt = performance.now();
      sent++;
      const done: Promise<void> = get(path)
        .then((status) => onAnswer(kind, status, performance.now() - sentAt, sentAt))
        .catch(onError)
        .finally(() => inFlight.delete(done));
      inFlight.add(done);
    }
  }
  await Promise.all(inFlight);
}

const { url, cleanUp } = await prepareDatabase();
const profile = values["cpu-prof-dir"] ? ["--cpu-prof", `--cpu-prof-dir=${values["cpu-prof-dir"]}`] : [];
const server = await startLocalServer(
  port,
  {
    LOG_LEVEL: "warn",
    DATABASE_URL: url,
    JOBS: "0",
    FEED_SCHEDULER: "0",
    WEB_CONCURRENCY: values.workers,
    REQUESTS_AT_ONCE: values["requests-at-once"],
    INDEX_SNAPSHOT_DIR: snapshotDir,
  },
  undefined,
  profile,
);
// Every worker builds its index before it answers; the health check answers from the first ready one.
await new Promise((resolve) => setTimeout(resolve, 5_000));
try {
  // Warm up, so the JIT and first-time counts do not make the figures a cold start's.
  const WARM_UP = 400;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = 0; i < WARM_UP / 4; i++) await get(nextRequest().path);
    }),
  );
  // --warm-up-seconds: the same load first, not counted, so the figures are those of a server whose caches have filled.
  if (warmUpSeconds > 0) {
    const warmUpTimes: number[] = [];
    await sendEvenly(
      rate * warmUpSeconds,
      (_kind, _status, ms) => void warmUpTimes.push(ms),
      () => undefined,
    );
    warmUpTimes.sort((a, b) => a - b);
    console.log(
      `warm-up at ${rate}/s for ${warmUpSeconds} s (not counted): p99 ${warmUpTimes[Math.floor(warmUpTimes.length * 0.99)].toFixed(0)} ms, slowest ${warmUpTimes.at(-1)!.toFixed(0)} ms`,
    );
  }
  const times = new Map<Kind | "all", number[]>();
  const errors = new Map<string, number>();
  const record = (kind: Kind, ms: number) => {
    for (const key of [kind, "all"] as const) {
      const list = times.get(key) ?? [];
      list.push(ms);
      times.set(key, list);
    }
  };
  const total = rate * seconds;
  const start = performance.now();
  /** By the second they were sent in: shows whether the slow answers come together. */
  const bySecond: number[][] = [];
  let redirects = 0;
  let peakRss = 0;
  const cpuByTen: number[] = [];
  const sampling = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(server.pid));
    const second = Math.round((performance.now() - start) / 1000);
    if (second % 10 === 0) cpuByTen[second / 10] ??= cpuMs(server.pid);
  }, 1_000);
  // The server's CPU time for each answer: steadier than latency on a shared machine, and what caps the rate.
  const cpuAtStart = cpuMs(server.pid);
  const workers = childPids(server.pid);
  const workersCpuAtStart = workers.map(cpuMs);
  cpuByTen[0] = cpuAtStart;
  const ownCpuAtStart = process.cpuUsage();
  await sendEvenly(
    total,
    (kind, status, ms, sentAt) => {
      // A redirect is an answer (a page past the last one goes to the last); 4xx and 5xx are not.
      if (status >= 300 && status < 400) redirects++;
      else if (status !== 200) errors.set(String(status), (errors.get(String(status)) ?? 0) + 1);
      record(kind, ms);
      (bySecond[Math.floor((sentAt - start) / 1000)] ??= []).push(ms);
    },
    (error) => void errors.set(error.message, (errors.get(error.message) ?? 0) + 1),
    start,
  );
  clearInterval(sampling);
  const serverCpu = cpuMs(server.pid) - cpuAtStart;
  const workersCpu = workers.map((pid, i) => cpuMs(pid) - workersCpuAtStart[i]);
  const ownCpu = process.cpuUsage(ownCpuAtStart);
  const elapsed = (performance.now() - start) / 1000;
  const completed = times.get("all")?.length ?? 0;
  const p = (sorted: number[], at: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * at))].toFixed(0);
  console.log(
    `\nmixed load on ${values.database}, ${projects.toLocaleString("en-US")} listings, ${values.workers} server process(es) taking ${values["requests-at-once"]} request(s) at once, ${rate}/s asked for ${seconds} s, connections reused ${connectionReuse}`,
  );
  console.log(
    `achieved ${(completed / elapsed).toFixed(1)} answers/s (${completed} in ${elapsed.toFixed(1)} s), errors ${[...errors].map(([what, n]) => `${what}×${n}`).join(" ") || "0"}, redirects ${redirects}`,
  );
  console.log("kind       count    p50 ms   p99 ms   max ms");
  for (const [kind, list] of times) {
    const sorted = list.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(8)} ${String(sorted.length).padStart(7)} ${p(sorted, 0.5).padStart(9)} ${p(sorted, 0.99).padStart(8)} ${sorted.at(-1)!.toFixed(0).padStart(8)}`,
    );
  }
  console.log(
    `server CPU: ${(serverCpu / completed).toFixed(1)} ms an answer (${((serverCpu / (elapsed * 1000)) * 100).toFixed(0)} % of one core); this load generator: ${((ownCpu.user + ownCpu.system) / 1000 / completed).toFixed(1)} ms an answer`,
  );
  // A second whose slowest answer took over P99_TARGET_MS: the server stalled, or the queue grew.
  const slowSeconds = bySecond.flatMap((list, second) => {
    const slowest = Math.max(...list);
    return slowest > P99_TARGET_MS ? [`${second} s: ${slowest.toFixed(0)} ms, ${list.filter((ms) => ms > P99_TARGET_MS).length} over`] : [];
  });
  console.log(
    `seconds with an answer over ${P99_TARGET_MS} ms: ${slowSeconds.length} of ${bySecond.length}${slowSeconds.length > 0 && slowSeconds.length <= 12 ? ` (${slowSeconds.join("; ")})` : ""}`,
  );
  // Whether the slow answers belong to the start (caches filling) or last.
  const tens = Array.from({ length: Math.ceil(bySecond.length / 10) }, (_, i) =>
    bySecond
      .slice(i * 10, i * 10 + 10)
      .flat()
      .sort((a, b) => a - b),
  );
  console.log(`p99 / slowest by ten seconds, ms: ${tens.map((list) => (list.length ? `${p(list, 0.99)}/${list.at(-1)!.toFixed(0)}` : "-")).join("  ")}`);
  const cpuShares = cpuByTen.slice(1).map((at, i) => (at === undefined || cpuByTen[i] === undefined ? "-" : `${((at - cpuByTen[i]) / 100).toFixed(0)} %`));
  console.log(`servers' CPU by ten seconds (of one core): ${cpuShares.join("  ")}`);
  if (workers.length > 1)
    console.log(`each worker's share of the servers' CPU: ${workersCpu.map((ms) => `${((ms / serverCpu) * 100).toFixed(0)} %`).join("  ")}`);
  console.log(`server memory (RSS, all processes): peak ${peakRss.toFixed(0)} MB, at the end ${rssMb(server.pid).toFixed(0)} MB`);
} finally {
  agent.destroy();
  server.stop();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  cleanUp();
  rmSync(snapshotDir, { recursive: true, force: true });
}
