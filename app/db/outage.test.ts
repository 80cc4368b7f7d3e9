// The server on PostgreSQL survives its connections being terminated mid-traffic (decision 008): it
// answers 503 while the database is lost, recovers by itself, and loses no acknowledged write.
// Runs with TEST_DATABASE_URL (npm run test:db), against the production build.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./testing.server";
import { migrate } from "./migrate.server";
import type { AppDatabase } from "./client.server";
import { seedDemoData } from "~/seed/seed.server";

const postgres = testDatabases().find((d) => d.name === "postgres");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgres || !fs.existsSync("build/index.js"))("a PostgreSQL outage", () => {
  let database: AppDatabase;
  let server: ChildProcess;
  let output = "";
  const port = 3400 + Math.floor(Math.random() * 200);
  const base = `http://127.0.0.1:${port}`;
  const appName = `anken-outage-${crypto.randomBytes(4).toString("hex")}`;
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "anken-outage-mail-"));

  beforeAll(async () => {
    database = await postgres!.open();
    await migrate(database);
    await seedDemoData(database, { projects: 300, agents: 10 });
    // The test database's URL, with this test's schema.
    const scoped = new URL(process.env.TEST_DATABASE_URL!);
    const schema = (await database.db.selectNoFrom((eb) => eb.fn<string>("current_schema", []).as("schema")).executeTakeFirstOrThrow()).schema;
    scoped.searchParams.set("options", `-c search_path=${schema}`);
    server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: scoped.toString(),
        PGAPPNAME: appName,
        LOG_LEVEL: "info",
        NODE_ENV: "production",
        INSECURE_COOKIES: "1",
        SESSION_SECRET: "outage-test",
        TRUST_PROXY: "1",
        MAIL_DIR: mailDir,
        SMTP_URL: "",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    server.stdout!.on("data", (chunk) => (output += chunk));
    for (let i = 0; i < 120 && !output.includes('"msg":"listening"'); i++) await sleep(250);
    expect(output).toContain('"msg":"listening"');
  }, 60_000);

  afterAll(async () => {
    server?.kill("SIGTERM");
    await new Promise((resolve) => (server?.exitCode !== null ? resolve(null) : server.on("exit", resolve)));
    if (database) await postgres!.dispose(database);
    fs.rmSync(mailDir, { recursive: true, force: true });
  });

  it("answers 503 while its connections are gone, recovers by itself, and keeps every acknowledged write", async () => {
    const started = Date.now();
    const timeline: Array<{ start: number; at: number; status: number; path: string }> = [];
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const traffic = async () => {
      while (!stop) {
        const i = n++;
        const start = Date.now() - started;
        const email = `outage-${i}-${crypto.randomBytes(3).toString("hex")}@example.jp`;
        const request =
          i % 3 === 0
            ? fetch(`${base}/api/signup/`, {
                method: "POST",
                headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.77.${(i >> 8) & 255}.${i & 255}` },
                body: JSON.stringify({ email, password: "kaede-momiji-2026" }),
              })
            : fetch(`${base}${i % 3 === 1 ? "/faq/" : "/project/?skill=1"}`);
        const response = await request.catch(() => null);
        const status = response?.status ?? 0;
        if (response?.status === 503) expect(response.headers.get("retry-after")).toBe("5");
        await response?.arrayBuffer();
        timeline.push({ start, at: Date.now() - started, status, path: i % 3 === 0 ? "/api/signup/" : "page" });
        if (i % 3 === 0 && status === 200) acknowledged.push(email);
        await sleep(20);
      }
    };
    const clients = [traffic(), traffic(), traffic()];

    await sleep(1_500);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const terminatedAt = Date.now() - started;
    const { rowCount } = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [appName]);
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await sleep(6_000);
    stop = true;
    await Promise.all(clients);

    // The process never died: every request got an answer, and it answers normally again.
    expect(server.exitCode).toBeNull();
    expect(timeline.filter((t) => t.status === 0)).toEqual([]);
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const after = timeline.filter((t) => t.at > terminatedAt);
    const firstUnavailable = after.find((t) => t.status !== 200);
    const failedInFlight = after.filter((t) => t.status === 500).length;
    const recovered = [...timeline].reverse().find((t) => t.status !== 200);
    const recoveryMs = recovered ? recovered.at - terminatedAt : 0;
    expect(recoveryMs).toBeLessThan(5_000);
    expect(timeline.filter((t) => t.at > terminatedAt + 5_000).every((t) => t.status === 200)).toBe(true);
    // Once the loss is noticed every request is answered 503 until the database is back; only a query
    // that was running when its connection was cut can fail with 500. Such a request was sent before the
    // first 503 was answered, though its own answer (a sign-up hashes its password first) may end later.
    const noticed = after.find((t) => t.status === 503);
    expect(noticed).toBeDefined();
    expect(after.filter((t) => t.status === 500 && t.start > noticed!.at)).toEqual([]);
    expect(after.every((t) => [200, 500, 503].includes(t.status))).toBe(true);

    // Every sign-up that was answered 200 is in the database.
    const rows = await database.db
      .selectFrom("users")
      .select("email")
      .where("email", "in", acknowledged.length ? acknowledged : [""])
      .execute();
    expect(rows.length).toBe(acknowledged.length);
    console.log(
      `outage: ${rowCount} connections terminated at ${terminatedAt} ms; first non-200 ${firstUnavailable ? `${firstUnavailable.status} at +${firstUnavailable.at - terminatedAt} ms` : "none"}; ` +
        `last non-200 at +${recoveryMs} ms; ${timeline.length} requests (${after.filter((t) => t.status === 503).length} answered 503, ${failedInFlight} in flight answered 500); ` +
        `${acknowledged.length} acknowledged sign-ups, ${acknowledged.length - rows.length} lost`,
    );
  }, 60_000);
});
