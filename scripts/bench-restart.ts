// npm run bench:restart [-- --projects 1000000 --changes 1000] — how fast a server is ready again,
// from the database and then from its snapshot with changes made while it was down (decision 020).
// Figures, not pass/fail.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { openBenchDatabase } from "./bench-database";
import { waitUntilOk } from "./local-server";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: "1000000" },
    changes: { type: "string", default: "1000" },
    port: { type: "string", default: "3390" },
  },
});
const projects = Number(values.projects);
const changes = Number(values.changes);
const port = Number(values.port);
const snapshotDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-restart-"));

const { database, file } = await openBenchDatabase(projects);
await database.close();

type Run = { readyMs: number; log: Array<Record<string, unknown>>; stop: () => Promise<number>; rssMb: () => number };

async function start(): Promise<Run> {
  const log: Array<Record<string, unknown>> = [];
  const started = performance.now();
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${file}`,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      JOBS: "0",
      FEED_SCHEDULER: "0",
      LOG_LEVEL: "info",
      INDEX_SNAPSHOT_DIR: snapshotDir,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  createInterface({ input: server.stdout! }).on("line", (line) => {
    try {
      log.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      // A progress bar, not a log line.
    }
  });
  await waitUntilOk(`http://127.0.0.1:${port}/readyz`, 300_000);
  const readyMs = performance.now() - started;
  return {
    readyMs,
    log,
    rssMb: () => Number(fs.readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)![1]) / 1024,
    stop: () =>
      new Promise((resolve) => {
        const stopping = performance.now();
        server.once("exit", () => resolve(performance.now() - stopping));
        server.kill("SIGTERM");
      }),
  };
}

const entry = (run: Run, msg: string) => run.log.find((l) => l.msg === msg);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

console.log(`\n${projects.toLocaleString("en-US")} listings, snapshots in ${snapshotDir}`);
const cold = await start();
console.log(
  `without a snapshot: ready in ${seconds(cold.readyMs)} (index built in ${seconds(Number(entry(cold, "search index built")?.ms))}), RSS ${cold.rssMb().toFixed(0)} MB`,
);
// The snapshot written after the build is in the background: wait for it, as a server would before a restart.
while (!entry(cold, "search index snapshot written")) await new Promise((resolve) => setTimeout(resolve, 200));
const written = entry(cold, "search index snapshot written")!;
console.log(`snapshot: ${(Number(written.bytes) / 1024 / 1024).toFixed(0)} MB written in ${seconds(Number(written.ms))}`);
console.log(`stopped (SIGTERM, snapshot written again) in ${seconds(await cold.stop())}`);

// Listings change while the server is down: the next start catches up from the change sequence.
const writer = (await openBenchDatabase(projects)).database;
const ids = await writer.db.selectFrom("projects").select("id").orderBy("id").limit(changes).execute();
await writer.db
  .updateTable("projects")
  .set({ updated_at: new Date().toISOString() })
  .where(
    "id",
    "in",
    ids.map((r) => r.id),
  )
  .execute();
await writer.close();

const warm = await start();
const loaded = entry(warm, "search index loaded from snapshot");
console.log(
  `from the snapshot, ${changes.toLocaleString("en-US")} changes behind: ready in ${seconds(warm.readyMs)} (loaded and caught up in ${seconds(Number(loaded?.ms))}, ${String(loaded?.changesApplied)} changes applied), RSS ${warm.rssMb().toFixed(0)} MB`,
);
if (!loaded) console.log("the snapshot was not used:", JSON.stringify(warm.log.filter((l) => l.level !== "info")));
await warm.stop();
fs.rmSync(snapshotDir, { recursive: true, force: true });
