// npm run bench:telemetry — page latency alone and while navigations are posted, then a count that
// every accepted post is a row (targets in decision 022). Figures, not pass/fail. The posts leave from
// a second process, so their callbacks are not counted as the server's slowness. --topology balanced
// (the default) runs the site as `npm run cluster` does; --topology single has one process answer all.
import { copyFileSync, existsSync, readFileSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

// A phone's browser, not a crawler (crawlers are not recorded).
const USER_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** The sender's niceness (see main). */
const SENDER_NICENESS = 10;

type Load = { port: number; rate: number; seconds: number; spin: boolean };
type Sent = { sent: number; accepted: number; failed: number; lagging: number; elapsed: number; cpuSeconds: number };

/** A process's CPU time with its workers', in seconds (Linux /proc). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  // utime, stime in clock ticks
  return (Number(fields[11]) + Number(fields[12])) / 100 + children.reduce((sum, child) => sum + cpuSecondsOf(child), 0);
}

const SENDER = "--sender";
if (process.argv[2] === SENDER) {
  const sent = await sendNavigations(JSON.parse(process.argv[3]) as Load);
  if (process.send) process.send(sent);
  else console.log(sent); // run alone, against a server of one's own
} else await main();

async function main() {
  const { openDatabase } = await import("~/db/client.server");
  const { openBenchDatabase } = await import("./bench-database");
  const { startLocalServer } = await import("./local-server");
  const { LOG_DIR, startCluster } = await import("./cluster");
  const { values } = parseArgs({
    options: {
      rate: { type: "string", default: "1000" },
      seconds: { type: "string", default: "30" },
      projects: { type: "string", default: "20000" },
      page: { type: "string", default: "/faq/" },
      // Pages at a rate, not back to back: alone they would keep the server's core busy, as the site never runs.
      "page-rate": { type: "string", default: "20" },
      // Server processes (WEB_CONCURRENCY).
      workers: { type: "string", default: "1" },
      port: { type: "string", default: "3220" },
      topology: { type: "string", default: "balanced" },
      // The control: the sender posts nothing and spins one core instead, at the same priority, to
      // show what any such load on the machine's other core costs the page.
      spin: { type: "boolean", default: false },
    },
  });
  if (values.topology !== "balanced" && values.topology !== "single") throw new Error("--topology is balanced or single");
  const load: Load = { port: Number(values.port), rate: Number(values.rate), seconds: Number(values.seconds), spin: values.spin! };
  const { database, file } = await openBenchDatabase(Number(values.projects));
  await database.close();
  const copy = `data/bench-telemetry-${process.pid}.sqlite`;
  copyFileSync(file, copy);
  // The shared bench database may hold rows from other benches' page loads (bench:ssr, bench:lighthouse).
  const rowsBefore = await telemetryRows(copy);

  async function telemetryRows(databaseFile: string) {
    const check = openDatabase(databaseFile);
    const count = async (table: "session_entries" | "view_logs") =>
      Number(
        (
          await check.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = (await count("session_entries")) + (await count("view_logs"));
    await check.close();
    return rows;
  }

  // The server's own time for each page beside the round trip: the sender competes with the server for
  // the CPU, which the round trip includes and the server's time mostly does not.
  let serverTimes: number[] = [];
  const onLogLine = (line: string) => {
    if (!line.includes('"msg":"request"')) return;
    const { path, ms } = JSON.parse(line) as { path: string; ms: number };
    if (path === values.page) serverTimes.push(ms);
  };
  const serverEnv = { LOG_LEVEL: "info", DATABASE_URL: copy, JOBS: "0", FEED_SCHEDULER: "0", WEB_CONCURRENCY: values.workers! };
  const server = values.topology === "single" ? await single() : await balanced();
  console.log(
    `\ntopology: ${values.topology === "single" ? "one server process answers pages and posts" : "haproxy, an app server, and the telemetry collector answering the posts"}`,
  );

  async function single() {
    const local = await startLocalServer(load.port, serverEnv, onLogLine);
    return {
      base: local.base,
      pids: { server: local.pid, collector: 0 },
      readLog: async () => {},
      stop: async () => {
        local.stop();
        await new Promise((resolve) => setTimeout(resolve, 5_000));
      },
    };
  }
  async function balanced() {
    // The app server's log is a file there, appended to by earlier runs: read from where it stood.
    const log = `${LOG_DIR}/app1.log`;
    let logRead = existsSync(log) ? statSync(log).size : 0;
    const cluster = await startCluster({ servers: 1, port: load.port, databaseUrl: copy, env: serverEnv });
    return {
      base: cluster.url,
      pids: { server: cluster.pids().servers[0], collector: cluster.pids().collector },
      readLog: async () => {
        // The last requests' lines reach the file a moment after their answers.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const text = readFileSync(log).subarray(logRead).toString();
        logRead += Buffer.byteLength(text);
        for (const line of text.split("\n")) if (line.startsWith("{")) onLogLine(line);
      },
      stop: () => cluster.stop(),
    };
  }
  const p = (sorted: number[], at: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * at))].toFixed(1);

  let pageLoads = 0;
  const pageInterval = 1000 / Number(values["page-rate"]);
  async function timePage(ms: number) {
    const times: number[] = [];
    serverTimes = [];
    const start = performance.now();
    for (let n = 0; performance.now() < start + ms; n++) {
      const due = start + n * pageInterval;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      const t0 = performance.now();
      const response = await fetch(`${server.base}${values.page}`, { headers: { "User-Agent": USER_AGENT } });
      await response.text();
      pageLoads++;
      times.push(performance.now() - t0);
    }
    await server.readLog();
    return { times: times.sort((a, b) => a - b), server: serverTimes.sort((a, b) => a - b) };
  }

  let accepted = 0;
  try {
    await timePage(3_000); // warm up
    const { pids } = server;
    const aloneCpu = cpuSecondsOf(pids.server);
    const baseline = await timePage(load.seconds * 1000);
    const serverAlone = (cpuSecondsOf(pids.server) - aloneCpu) / load.seconds;
    const serverCpu = cpuSecondsOf(pids.server);
    const collectorCpu = pids.collector ? cpuSecondsOf(pids.collector) : 0;
    const ownCpu = process.cpuUsage();
    // The sender stands for browsers on other machines: run below the site's priority, it takes from the
    // server only the CPU the server leaves.
    const sender = fork(fileURLToPath(import.meta.url), [SENDER, JSON.stringify(load)], {
      execPath: "nice",
      execArgv: ["-n", String(SENDER_NICENESS), process.execPath, "--import", "tsx"],
    });
    const sending = new Promise<Sent>((resolve, reject) => sender.once("message", (sent) => resolve(sent as Sent)).once("error", reject));
    const loaded = await timePage(load.seconds * 1000);
    const sent = await sending;
    const cpu = {
      server: cpuSecondsOf(pids.server) - serverCpu,
      collector: pids.collector ? cpuSecondsOf(pids.collector) - collectorCpu : 0,
      timer: (process.cpuUsage(ownCpu).user + process.cpuUsage(ownCpu).system) / 1e6,
    };
    accepted = sent.accepted;
    const line = (label: string, times: number[]) => `${label.padEnd(42)} p50 ${p(times, 0.5)} ms, p99 ${p(times, 0.99)} ms (${times.length} requests)`;
    const ratio = (under: number[], alone: number[]) => (Number(p(under, 0.99)) / Number(p(alone, 0.99))).toFixed(2);
    console.log(`\n${values.page} one at a time, ${values["page-rate"]} a second`);
    console.log(line("  round trip, alone:", baseline.times));
    console.log(line("  round trip, under the posts:", loaded.times));
    console.log(line("  server time (its request log), alone:", baseline.server));
    console.log(line("  server time, under the posts:", loaded.server));
    console.log(`p99 under the posts / alone: round trip ${ratio(loaded.times, baseline.times)}, server time ${ratio(loaded.server, baseline.server)}`);
    console.log(
      `CPU in cores (the machine has ${os.availableParallelism()}): server ${serverAlone.toFixed(2)} alone, ${(cpu.server / sent.elapsed).toFixed(2)} under the posts;${pids.collector ? ` collector ${(cpu.collector / sent.elapsed).toFixed(2)};` : ""} sender ${(sent.cpuSeconds / sent.elapsed).toFixed(2)}, page timer ${(cpu.timer / sent.elapsed).toFixed(2)}`,
    );
    console.log(
      `navigations: ${sent.sent} sent in ${sent.elapsed.toFixed(1)} s (${(sent.sent / sent.elapsed).toFixed(0)}/s achieved of ${load.rate}/s asked), posts accepted ${sent.accepted}, failed ${sent.failed}${sent.lagging ? `, the sender fell behind ${sent.lagging} times` : ""}`,
    );
  } finally {
    // The graceful shutdown writes what is queued; then every accepted post must be a row.
    await server.stop();
  }
  const rows = (await telemetryRows(copy)) - rowsBefore;
  const expected = accepted + 2 * pageLoads;
  console.log(`rows after SIGTERM: ${rows} of ${expected} expected (${accepted} accepted posts + 2 × ${pageLoads} page loads): ${expected - rows} lost`);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${copy}${suffix}`, { force: true });
}

async function sendNavigations({ port, rate, seconds, spin }: Load): Promise<Sent> {
  if (spin) {
    const cpuAtStart = process.cpuUsage();
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until);
    const cpu = process.cpuUsage(cpuAtStart);
    return { sent: 0, accepted: 0, failed: 0, lagging: 0, elapsed: seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
  }
  // A pool of kept-alive connections, as many browsers' would be spread over, rather than a new socket for every post.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const result = { sent: 0, accepted: 0, failed: 0, lagging: 0 };
  const postJson = (path: string, payload: unknown, cookie: string) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(payload);
      const headers = { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Cookie: cookie, "User-Agent": USER_AGENT };
      const request = http.request({ host: "127.0.0.1", port, path, method: "POST", agent, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", reject);
      request.end(body);
    });
  async function navigation(i: number) {
    const path = `/project/detail/${(i % 5000) + 1}/`;
    const body = {
      url: path,
      sip: "",
      gclid: i % 10 === 0 ? `bench${i}` : "",
      internal_redirect: "",
      referrer: "https://www.google.com/",
      full_url: `http://127.0.0.1${path}`,
      user_cmp_open: "",
      visit_query_params: "{}",
    };
    // Visitor ids shaped as the pattern cookie holds them.
    const cookie = `ab=benchvisitor${String(i % 1000).padStart(10, "0")}.3-1_5-11_6-13`;
    const post = (url: string, payload: unknown) =>
      postJson(url, payload, cookie)
        .then((status) => (status === 204 ? result.accepted++ : result.failed++))
        .catch(() => result.failed++);
    await Promise.all([post("/api/session/entry/", body), post("/api/view_logs/", { full_url: body.full_url })]);
  }
  const start = performance.now();
  const cpuAtStart = process.cpuUsage();
  const total = rate * seconds;
  const inFlight = new Set<Promise<void>>();
  while (result.sent < total) {
    const due = start + (result.sent * 1000) / rate;
    const now = performance.now();
    if (due > now) await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - now)));
    else if (now - due > 1000) result.lagging++;
    while (result.sent < total && start + (result.sent * 1000) / rate <= performance.now()) {
      const nav = navigation(result.sent++).finally(() => inFlight.delete(nav));
      inFlight.add(nav);
    }
  }
  await Promise.all(inFlight);
  agent.destroy();
  const cpu = process.cpuUsage(cpuAtStart);
  return { ...result, elapsed: (performance.now() - start) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}
