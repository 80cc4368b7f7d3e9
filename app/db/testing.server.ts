// Databases for the data-layer tests: a fresh SQLite file always, and a fresh PostgreSQL schema
// when TEST_DATABASE_URL is set, so the same tests prove both dialects.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { openDatabase, setAppDatabase, type AppDatabase } from "./client.server";
import { migrate } from "./migrate.server";

export type TestDatabase = { name: string; open: () => Promise<AppDatabase>; dispose: (db: AppDatabase) => Promise<void> };

export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    {
      name: "sqlite",
      open: async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "anken-db-"));
        return { ...openDatabase(path.join(dir, "test.sqlite")), dir } as AppDatabase;
      },
      dispose: async (db) => {
        await db.close();
        fs.rmSync((db as AppDatabase & { dir: string }).dir, { recursive: true, force: true });
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
    databases.push({
      name: "postgres",
      open: async () => {
        const admin = openDatabase(url);
        await sql.raw(`CREATE SCHEMA ${schema}`).execute(admin.db);
        await admin.close();
        const scoped = new URL(url);
        scoped.searchParams.set("options", `-c search_path=${schema}`);
        return openDatabase(scoped.toString());
      },
      dispose: async (db) => {
        await db.close();
        const admin = openDatabase(url);
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(admin.db);
        await admin.close();
      },
    });
  }
  return databases;
}

/** A migrated database the models use (getDb()) while this block's tests run, fresh per test or shared. */
export function useAppDatabase(target: TestDatabase, scope: "each" | "all" = "all"): () => AppDatabase {
  let database: AppDatabase | undefined;
  (scope === "each" ? beforeEach : beforeAll)(async () => {
    database = await target.open();
    await migrate(database);
    setAppDatabase(database);
  });
  (scope === "each" ? afterEach : afterAll)(async () => {
    setAppDatabase(undefined);
    if (database) await target.dispose(database);
  });
  return () => database!;
}
