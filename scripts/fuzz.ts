// npm run test:fuzz: seeded hostile requests (fuzz/probes.ts) against a production server on a fresh database; fails on a 500,
// a slow answer or /healthz, or any error the server logs (docs/decisions/041-hosts-paths-and-text-at-the-door.md).
import fs from "node:fs";
import http from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";
import { createRandom, type Random } from "~/seed/random";
import { CLASSES, nextProbe, type Probe, type ProbeClass } from "./fuzz/probes";
import { startLocalServer } from "./local-server";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "10000" },
    seed: { type: "string", default: "20261123" },
    port: { type: "string", default: "3210" },
    database: { type: "string", default: "data/fuzz.sqlite" },
    concurrency: { type: "string", default: "4" },
    classes: { type: "string", default: CLASSES.join(",") },
  },
});
const TOTAL = Number(values.requests);
const SLOW_MS = 2_000;
const SLOW_HEALTH_MS = 500;
const port = Number(values.port);
const random: Random = createRandom(Number(values.seed));
const classes = values.classes.split(",").map((name) => {
  if (!(CLASSES as readonly string[]).includes(name)) throw new Error(`unknown class ${name}: one of ${CLASSES.join(", ")}`);
  return name as ProbeClass;
});

const SITE_HOST = `127.0.0.1:${port}`;

let memberCookie = "";
let unsendable = false;

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(values.concurrency) + 1 });

/** Sends a probe as written; resolves with the status (0: no answer) once the whole answer has come. */
function send(probe: Probe): Promise<number> {
  return new Promise((resolve) => {
    let request: http.ClientRequest;
    try {
      request = http.request({ host: "127.0.0.1", port, method: probe.method, path: probe.path, headers: probe.headers, agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      });
    } catch (error) {
      // A header Node itself will not send (it checks names and values first): nothing went out.
      if (!unsendable) console.log(`  (not sent: ${(error as Error).message})`);
      unsendable = true;
      return resolve(-1);
    }
    request.on("error", () => resolve(0));
    request.end(probe.body);
  });
}

// A fresh database, migrated and seeded by the server as `npm start` does.
const postgres = values.database.startsWith("postgres");
if (postgres) await recreatePostgresDatabase(values.database);
else for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${values.database}${suffix}`, { force: true });
const serverErrors: string[] = [];
const server = await startLocalServer(
  port,
  {
    LOG_LEVEL: "error",
    DATABASE_URL: values.database,
    TRUST_PROXY: "1",
    JOBS: "0",
    FEED_SCHEDULER: "0",
    INSECURE_COOKIES: "1",
    SESSION_SECRET: "fuzz",
    MAIL_DIR: "data/fuzz-mail",
    SMTP_URL: "",
    // The test routes give the fuzzer a member's session, to reach the members' forms.
    E2E_TEST_ROUTES: "1",
  },
  (line) => {
    // Every error the server logs counts: a request that threw, a write that failed (the database's word).
    if (line.includes('"level":"error"')) serverErrors.push(line.slice(0, 600));
  },
);

const counts = new Map<number, number>();
const byClass = new Map<ProbeClass, Map<number, number>>();
const failures: string[] = [];
const slowest: Array<{ ms: number; probe: string }> = [];
let sent = 0;
let slowestHealth = 0;
let running = true;

async function worker() {
  while (sent < TOTAL) {
    sent++;
    const probe = nextProbe(random, classes, SITE_HOST, memberCookie);
    const started = performance.now();
    const status = await send(probe);
    const ms = performance.now() - started;
    const label = `${probe.kind} ${probe.method} ${probe.path.slice(0, 160)} ${JSON.stringify(probe.headers).slice(0, 300)}`;
    slowest.push({ ms, probe: label });
    slowest.sort((a, b) => b.ms - a.ms).splice(3);
    counts.set(status, (counts.get(status) ?? 0) + 1);
    const ofClass = byClass.get(probe.kind) ?? new Map<number, number>();
    ofClass.set(status, (ofClass.get(status) ?? 0) + 1);
    byClass.set(probe.kind, ofClass);
    if (status === 0) failures.push(`${label}: no answer`);
    if (status >= 500 && status !== 503) failures.push(`${label} → ${status}`);
    if (ms > SLOW_MS) failures.push(`${label} took ${Math.round(ms)} ms`);
  }
}

/** /healthz asked every 100 ms while the fuzzer runs: an attack that blocks the server shows here. */
async function watchHealth() {
  while (running) {
    const started = performance.now();
    const status = await send({ kind: "query", method: "GET", path: "/healthz", headers: { Host: SITE_HOST } });
    const ms = performance.now() - started;
    slowestHealth = Math.max(slowestHealth, ms);
    if (status !== 200) failures.push(`/healthz answered ${status}`);
    if (ms > SLOW_HEALTH_MS) failures.push(`/healthz took ${Math.round(ms)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const byStatus = (map: Map<number, number>) =>
  [...map]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === -1 ? "unsendable" : status}: ${n}`)
    .join(", ");

try {
  const session = await fetch(`${server.base}/test-session/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: "email=fuzz-member%40example.jp&password=kaede-momiji-2026&profiled=1",
  });
  memberCookie = (session.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const started = Date.now();
  const health = watchHealth();
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  running = false;
  await health;
  // The graceful stop writes the telemetry still waiting: the errors of those writes count too.
  await server.stopAndWait();
  console.log(
    `fuzz on ${postgres ? "PostgreSQL" : "SQLite"}: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${values.seed}); by status ${byStatus(counts)}; slowest ${Math.round(slowest[0]?.ms ?? 0)} ms; slowest /healthz ${Math.round(slowestHealth)} ms`,
  );
  for (const [kind, ofClass] of byClass) console.log(`  ${kind}: ${byStatus(ofClass)}`);
  for (const { ms, probe } of slowest) console.log(`  slow: ${Math.round(ms)} ms ${probe}`);
  failures.push(...serverErrors.map((line) => `server logged: ${line}`));
  for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
  console.log(`${sent - failures.length} passed, ${failures.length} failed`);
  process.exitCode = failures.length > 0 ? 1 : 0;
} finally {
  agent.destroy();
  server.stop();
}

/** Drops and makes the fuzzer's own PostgreSQL database: the server seeds it as `npm start` does. */
async function recreatePostgresDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^fuzz[a-z0-9_]*$/.test(name)) throw new Error(`the fuzzer drops its database: give it one named fuzz…, not ${name}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}
