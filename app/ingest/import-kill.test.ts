// An import killed midway (the process gets SIGKILL while it writes) changes nothing: the feed is
// applied in one transaction, and SQLite rolls back what was not committed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { feedJson, generateFeedRows } from "~/seed/feed";
import { importFeed } from "./import.server";

let dir: string;
let file: string;
let database: AppDatabase;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "anken-kill-"));
  file = path.join(dir, "app.sqlite");
  database = openDatabase(file);
  await migrate(database);
  await database.db.insertInto("agents").values({ id: 1, name: "エージェントA" }).execute();
  await importFeed(database, Buffer.from(feedJson(generateFeedRows(100))), { agentId: 1, format: "json", source: "first" });
  fs.writeFileSync(path.join(dir, "big.json"), feedJson(generateFeedRows(20_000, { seed: 9 }), true));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const snapshot = async () => ({
  projects: await database.db.selectFrom("projects").selectAll().orderBy("id").execute(),
  details: await database.db
    .selectFrom("project_details")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst(),
  skills: await database.db
    .selectFrom("project_skills")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst(),
  changes: await database.db
    .selectFrom("project_changes")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirst(),
  imports: await database.db.selectFrom("feed_imports").selectAll().execute(),
});

it("leaves the database as it was when the import process is killed while writing", async () => {
  const before = await snapshot();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/ingest.ts", "--agent", "1", path.join(dir, "big.json")], {
    env: { ...process.env, DATABASE_URL: file },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  let killedWhileWriting = false;
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    // The first progress line comes after the first 200 rows were written inside the transaction.
    if (!killedWhileWriting && /書き込み\s+[\d.]+%\s+[1-9]/.test(stderr)) {
      killedWhileWriting = true;
      child.kill("SIGKILL");
    }
  });
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  expect(killedWhileWriting, stderr).toBe(true);
  expect(exit.signal).toBe("SIGKILL");
  expect(await snapshot()).toEqual(before);
  const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(database.db);
  expect(integrity.rows[0].integrity_check).toBe("ok");
}, 120_000);
