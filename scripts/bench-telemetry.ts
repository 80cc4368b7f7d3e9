// npm run bench:telemetry — posted navigations against page latency (issue 18). Serves the
// production build on a fresh copy of a generated database, times a page one request at a time for
// --seconds alone (the baseline), then again while posting --rate navigations a second (each a
// session entry and a view log, evenly spaced), then stops the server with SIGTERM and counts the
// rows: every accepted post must be in the database. Figures, not pass/fail (targets in issue 18:
// 1,000 navigations a second for 30 s, page p99 within 10 % of the baseline, no row lost).
import { copyFileSync, rmSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/client.server";
import { openBenchDatabase } from "./bench-database";
import { startLocalServer } from "./local-server";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "1000" },
    seconds: { type: "string", default: "30" },
    projects: { type: "string", default: "20000" },
    page: { type: "string", default: "/faq/" },
    port: { type: "string", default: "3220" },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const { database, file } = await openBenchDatabase(Number(values.projects));
await database.close();
const copy = `data/bench-telemetry-${process.pid}.sqlite`;
copyFileSync(file, copy);

const server = await startLocalServer(Number(values.port), { LOG_LEVEL: "warn", DATABASE_URL: copy, JOBS: "0", FEED_SCHEDULER: "0" });
const p = (sorted: number[], at: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * at))].toFixed(1);

/** The page, one request at a time, for `ms`. */
let pageLoads = 0;
async function timePage(ms: number) {
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const t0 = performance.now();
    const response = await fetch(`${server.base}${values.page}`, { headers: { "User-Agent": USER_AGENT } });
    await response.text();
    pageLoads++;
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

// A phone's browser, not a crawler (crawlers are not recorded); a pool of kept-alive connections,
// as many browsers' would be spread over, rather than a new socket for every post.
const USER_AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const port = Number(values.port);
function postJson(path: string, payload: unknown, cookie: string): Promise<number> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        agent,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Cookie: cookie, "User-Agent": USER_AGENT },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

let accepted = 0;
let failed = 0;
let sent = 0;
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
  // A 22-character visitor id, as the pattern cookie holds: a thousand visitors.
  const cookie = `ab=benchvisitor${String(i % 1000).padStart(10, "0")}.3-1_5-11_6-13`;
  const post = (url: string, payload: unknown) =>
    postJson(url, payload, cookie)
      .then((status) => (status === 204 ? accepted++ : failed++))
      .catch(() => failed++);
  await Promise.all([post("/api/session/entry/", body), post("/api/view_logs/", { full_url: body.full_url })]);
}

try {
  await timePage(3_000); // warm up
  const baseline = await timePage(seconds * 1000);
  // Evenly spaced: the n-th navigation leaves at start + n / rate.
  const start = performance.now();
  const total = rate * seconds;
  let lagging = 0;
  const load = (async () => {
    const inFlight = new Set<Promise<void>>();
    while (sent < total) {
      const due = start + (sent * 1000) / rate;
      const now = performance.now();
      if (due > now) await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - now)));
      else if (now - due > 1000) lagging++;
      // Every navigation due by now leaves.
      while (sent < total && start + (sent * 1000) / rate <= performance.now()) {
        const nav = navigation(sent++).finally(() => inFlight.delete(nav));
        inFlight.add(nav);
      }
    }
    await Promise.all(inFlight);
  })();
  const loaded = await timePage(seconds * 1000);
  await load;
  const elapsed = (performance.now() - start) / 1000;
  console.log(`\n${values.page} one at a time, alone:             p50 ${p(baseline, 0.5)} ms, p99 ${p(baseline, 0.99)} ms (${baseline.length} requests)`);
  console.log(`${values.page} one at a time, under the posts:     p50 ${p(loaded, 0.5)} ms, p99 ${p(loaded, 0.99)} ms (${loaded.length} requests)`);
  console.log(`p99 under the posts / alone: ${(Number(p(loaded, 0.99)) / Number(p(baseline, 0.99))).toFixed(2)}`);
  console.log(
    `navigations: ${sent} sent in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)}/s achieved of ${rate}/s asked), posts accepted ${accepted}, failed ${failed}${lagging ? `, the sender fell behind ${lagging} times` : ""}`,
  );
} finally {
  server.stop();
}
// The graceful shutdown writes what is queued; then every accepted post must be a row.
agent.destroy();
await new Promise((resolve) => setTimeout(resolve, 5_000));
const check = openDatabase(copy);
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
// The page loads were recorded by the server too, a session entry and a view each.
const expected = accepted + 2 * pageLoads;
console.log(`rows after SIGTERM: ${rows} of ${expected} expected (${accepted} accepted posts + 2 × ${pageLoads} page loads): ${expected - rows} lost`);
await check.close();
for (const suffix of ["", "-wal", "-shm"]) rmSync(`${copy}${suffix}`, { force: true });
