// npm run bench:ingest [-- --rows 100000] [--postgres URL]
// Imports a generated feed into fresh SQLite and PostgreSQL databases, again unchanged, and as a second
// agent's wording of the same projects; prints rows/s, grouping's share and peak RSS. Targets are in
// decisions 004 and 021.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { isPostgresUrl, openDatabase, type AppDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { importFeed } from "~/ingest/import.server";
import { feedJson, generateFeedRows } from "~/seed/feed";

const { values } = parseArgs({ options: { rows: { type: "string", default: "100000" }, postgres: { type: "string" } } });
const rows = Number(values.rows);
const postgresUrl: string =
  values.postgres ??
  process.env.TEST_DATABASE_URL ??
  (isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL! : "postgres://postgres@127.0.0.1:5432/test");

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

console.log(`generating a feed of ${rows.toLocaleString("en-US")} listings`);
const feed = Buffer.from(feedJson(generateFeedRows(rows), true));
console.log(`feed: ${mb(feed.byteLength)} of JSON`);

/** The same projects as a second agent words them: its own tags and notes around the title. */
const repostedFeed = Buffer.from(
  feedJson(
    generateFeedRows(rows).map((row) => ({ ...row, reference: `B${row.reference}`, title: `【急募】${row.title.replace(/^【[^】]*】/, "")}（即日可）` })),
    true,
  ),
);

async function bench(name: string, database: AppDatabase) {
  await migrate(database);
  await database.db
    .insertInto("agents")
    .values([{ name: "ベンチマーク用エージェント" }, { name: "ベンチマーク用エージェント2" }])
    .execute();
  const [agent, other] = await database.db.selectFrom("agents").select("id").orderBy("id").execute();
  const passes = [
    ["first import (all added)", agent.id, feed],
    ["same feed again (all unchanged)", agent.id, feed],
    ["another agent, the same projects", other.id, repostedFeed],
  ] as const;
  for (const [pass, agentId, bytes] of passes) {
    peakRss = process.memoryUsage().rss;
    const started = performance.now();
    const report = await importFeed(database, bytes, { agentId, format: "json", source: "bench", full: true });
    const seconds = (performance.now() - started) / 1000;
    if (report.status !== "ok") throw new Error(report.error);
    // Grouping's share, measured in the same import: rows/s with it, and without the time it took.
    const withoutGrouping = rows / (seconds - report.groupingMs / 1000);
    console.log(
      `${name.padEnd(10)} ${pass.padEnd(34)} ${(rows / seconds).toFixed(0).padStart(7)} rows/s  ${seconds.toFixed(1).padStart(5)} s  ` +
        `grouping ${(report.groupingMs / 1000).toFixed(1)} s (${((100 * report.groupingMs) / 1000 / seconds).toFixed(0)} %; ${withoutGrouping.toFixed(0)} rows/s without), ${report.regrouped} regrouped  ` +
        `added ${report.added} updated ${report.updated} unchanged ${report.unchanged} rejected ${report.rejected.length}  peak RSS ${mb(peakRss)}`,
    );
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ingest-"));
const sqlite = openDatabase(path.join(dir, "bench.sqlite"));
try {
  await bench("SQLite", sqlite);
} finally {
  await sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

const schema = `bench_${crypto.randomBytes(4).toString("hex")}`;
let admin: AppDatabase | undefined;
try {
  admin = openDatabase(postgresUrl);
  await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin.db);
} catch (error) {
  console.log(`PostgreSQL: skipped (${(error as Error).message})`);
  admin = undefined;
}
if (admin) {
  const scoped = new URL(postgresUrl);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const postgres = openDatabase(scoped.toString());
  try {
    await bench("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(admin.db);
    await admin.close();
  }
}
clearInterval(sampler);
