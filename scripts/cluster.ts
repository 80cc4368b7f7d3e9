// npm run cluster -- --servers 2 [--port 3400] [--database postgres://…] — the site as on several
// machines (docs/scaling.md): N app servers on one PostgreSQL behind haproxy, which sends visitors only
// to servers whose /readyz answers 200, and a telemetry collector at a lower priority. The first
// server migrates and seeds an empty database. SIGHUP restarts the servers one at a time; Ctrl-C
// stops everything. Logs go to data/cluster/.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { TELEMETRY_PATH } from "~/models/telemetry/payload";
import { waitUntilOk } from "./local-server";

export const CLUSTER_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/anken_cluster";
export const LOG_DIR = "data/cluster";
/** haproxy asks each server every HEALTH_INTERVAL_MS and takes it out after two failures. */
const HEALTH_INTERVAL_MS = 500;
/** A stopping server keeps answering this long: longer than haproxy's two failed checks. */
const DRAIN_MS = 4 * HEALTH_INTERVAL_MS;

/** The collector's niceness: the pages come first when the machine is busy. */
const COLLECTOR_NICENESS = 10;

export type ClusterOptions = { servers: number; port: number; databaseUrl: string; env?: Record<string, string> };
export type Cluster = {
  /** The balancer's address. */
  url: string;
  /** Each app server's own address, in order. */
  serverUrls: string[];
  /** The telemetry collector's own address. */
  collectorUrl: string;
  /** The process ids of the app servers, in order, and of the collector (for a bench's CPU figures). */
  pids(): { servers: number[]; collector: number };
  stopCollector(): Promise<void>;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
};

/** haproxy from Debian's packages, installed when missing (the project's own files install it). */
export function ensureHaproxy() {
  if (spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0) return;
  console.log("installing haproxy (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "haproxy"], { stdio: "inherit", env });
  if (install.status !== 0) throw new Error("haproxy is not installed and apt-get could not install it");
}

/** A PostgreSQL database for the cluster, created when it does not exist. */
export async function ensurePostgresDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unusual database name: ${name}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** haproxy's statistics (CSV at /;csv), for knowing when it has taken a server back. */
const statsPort = (port: number) => port + 100;

export function haproxyConfig(port: number, serverPorts: number[], collectorPort: number) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 5s
  option forwardfor
  # A request that found a server going away (closed connection, nothing answered) goes to another.
  option redispatch
  retries 3
  retry-on conn-failure empty-response

frontend site
  bind 127.0.0.1:${port}
  acl telemetry_call method POST
  acl telemetry_path path ${Object.values(TELEMETRY_PATH).join(" ")}
  use_backend telemetry if telemetry_call telemetry_path
  default_backend app

listen stats
  bind 127.0.0.1:${statsPort(port)}
  stats enable
  stats uri /

backend app
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${HEALTH_INTERVAL_MS}ms fall 2 rise 1
  # A draining server answers 503 at once and is taken out after two checks; a busy one that answers
  # slowly is not taken out for that (CI once lost both servers while one restarted and the other,
  # alone under the load on a crowded machine, took over 500 ms to answer /readyz).
  timeout check 3s
  # Which server answered, for the cluster test.
  http-response set-header X-App-Server %s
${serverPorts.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check`).join("\n")}

backend telemetry
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${HEALTH_INTERVAL_MS}ms fall 2 rise 1
  timeout check 3s
  http-response set-header X-App-Server %s
  server collector 127.0.0.1:${collectorPort} check
  # The app servers answer the same calls while the collector is down.
${serverPorts.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check backup`).join("\n")}
`;
}

export async function startCluster({ servers, port, databaseUrl, env = {} }: ClusterOptions): Promise<Cluster> {
  ensureHaproxy();
  if (databaseUrl.startsWith("postgres")) await ensurePostgresDatabase(databaseUrl);
  mkdirSync(LOG_DIR, { recursive: true });
  const serverPorts = Array.from({ length: servers }, (_, i) => port + 1 + i);
  const serverUrls = serverPorts.map((p) => `http://127.0.0.1:${p}`);
  const processes: ChildProcess[] = [];

  const collectorPort = port + 1 + servers;
  const collectorUrl = `http://127.0.0.1:${collectorPort}`;

  /** A process of the site on `processPort`, its log in LOG_DIR, returned once its /readyz answers 200. */
  const startProcess = async (name: string, command: string[], processPort: number) => {
    const log = createWriteStream(path.join(LOG_DIR, `${name}.log`), { flags: "a" });
    const child = spawn(command[0], command.slice(1), {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(processPort),
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: "1",
        TRUST_PROXY: "1",
        // Links in mails and canonical URLs name the balancer, not one server behind it.
        SITE_URL: `http://127.0.0.1:${port}`,
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    await waitUntilOk(`http://127.0.0.1:${processPort}/readyz`, 300_000);
    return child;
  };
  const startServer = async (i: number) => {
    processes[i] = await startProcess(`app${i + 1}`, [process.execPath, "--import", "tsx", "scripts/start.ts"], serverPorts[i]);
  };

  // The first one migrates and seeds an empty database, alone; then the others.
  await startServer(0);
  await Promise.all(serverPorts.slice(1).map((_, i) => startServer(i + 1)));
  const collector = await startProcess(
    "collector",
    ["nice", "-n", String(COLLECTOR_NICENESS), process.execPath, "--import", "tsx", "scripts/collector.ts"],
    collectorPort,
  );

  const config = path.join(LOG_DIR, "haproxy.cfg");
  writeFileSync(config, haproxyConfig(port, serverPorts, collectorPort));
  const haproxyLog = createWriteStream(path.join(LOG_DIR, "haproxy.log"), { flags: "a" });
  const haproxy = spawn("haproxy", ["-db", "-f", config], { stdio: ["ignore", "pipe", "pipe"] });
  haproxy.stdout!.pipe(haproxyLog);
  haproxy.stderr!.pipe(haproxyLog);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilOk(`${url}/readyz`, 30_000);

  /** Until haproxy itself says the server is UP: its next check may come later than our own. */
  const waitUntilBalanced = async (i: number) => {
    const until = Date.now() + 30_000;
    while (Date.now() < until) {
      const csv = await fetch(`http://127.0.0.1:${statsPort(port)}/;csv`)
        .then((r) => r.text())
        .catch(() => "");
      const row = csv.split("\n").find((line) => line.startsWith(`app,app${i + 1},`));
      if (row?.split(",")[17] === "UP") return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`haproxy did not take app${i + 1} back within 30 s`);
  };

  const stopProcess = (child: ChildProcess | undefined) =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const stopServer = (i: number) => stopProcess(processes[i]);

  return {
    url,
    serverUrls,
    collectorUrl,
    pids: () => ({ servers: processes.map((child) => child.pid ?? 0), collector: collector?.pid ?? 0 }),
    stopCollector: () => stopProcess(collector),
    async rollingRestart() {
      for (let i = 0; i < servers; i++) {
        await stopServer(i);
        await startServer(i);
        await waitUntilBalanced(i);
      }
    },
    async stop() {
      await Promise.all([...processes.map((_, i) => stopServer(i)), stopProcess(collector)]);
      haproxy.kill("SIGTERM");
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      servers: { type: "string", default: "2" },
      port: { type: "string", default: "3400" },
      database: { type: "string", default: process.env.DATABASE_URL ?? CLUSTER_DATABASE_URL },
    },
  });
  const cluster = await startCluster({ servers: Number(values.servers), port: Number(values.port), databaseUrl: values.database! });
  console.log(
    `${values.servers} app servers (${cluster.serverUrls.join(", ")}) and the telemetry collector (${cluster.collectorUrl}) behind haproxy at ${cluster.url}`,
  );
  console.log(`logs in ${LOG_DIR}/; kill -HUP ${process.pid} restarts them one at a time; Ctrl-C stops`);
  process.on("SIGHUP", () => {
    console.log("rolling restart");
    cluster.rollingRestart().then(
      () => console.log("rolling restart done"),
      (error: Error) => console.error(`rolling restart failed: ${error.message}`),
    );
  });
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
