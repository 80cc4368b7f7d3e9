// Opens the database: PostgreSQL when DATABASE_URL is a postgres:// URL, otherwise the embedded
// SQLite file (WAL). Both return timestamps as ISO strings and counts as numbers, so callers
// never see which one they talk to.
import { env } from "~/env.server";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./schema";
import type { DialectName } from "./dialect";
// Each needs the other only inside functions, at run time.
import { reportDatabaseError } from "./availability.server";

/** `file`: the SQLite file, for readers on other threads. */
export type AppDatabase = { db: Kysely<Database>; dialect: DialectName; file?: string; close: () => Promise<void> };

export const DEFAULT_SQLITE_PATH = "data/app.sqlite";

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value}Z`).toISOString());
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(url: string | undefined = env().DATABASE_URL): AppDatabase {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url as string, max: env().DATABASE_POOL_SIZE, application_name: env().PGAPPNAME });
    // A connection closed by the server (a restart, pg_terminate_backend) is an 'error' event:
    // unhandled, it would end the process. The pool drops that connection; pages answer 503 until the
    // database answers again.
    pool.on("error", reportDatabaseError);
    // The same for a connection that is checked out (between the queries of a transaction).
    pool.on("connect", (client) => client.on("error", reportDatabaseError));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const file = url ? url.replace(/^(sqlite|file):(\/\/)?/, "") : DEFAULT_SQLITE_PATH;
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }) });
  return { db, dialect: "sqlite", file, close: () => db.destroy() };
}

/** Distinct SQL texts kept prepared; a list of ids makes a text per length, so the map is capped. */
const PREPARED_MAX = 1_000;

/**
 * Kysely begins every SQLite transaction with a plain BEGIN, which defers taking the write lock to
 * the first write. A transaction that reads first (a sign-up looks the address up, then inserts)
 * then cannot wait for another writer: if an import commits between its read and its write, SQLite
 * fails it at once with "database is locked", and the visitor got a 500. Every transaction here
 * writes, so each takes the lock at BEGIN and waits its turn (busy_timeout), as imports already do.
 */
const BEGIN = "begin";
const BEGIN_WRITING = "begin immediate";

/**
 * The database as Kysely sees it, each SQL text prepared once: Kysely prepares every query afresh,
 * which was a third of a page's time in SQLite. A statement is safe to reuse because
 * every query here runs to completion synchronously (nothing streams rows).
 */
function withPreparedStatements(sqlite: SQLite.Database) {
  const prepared = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = prepared.get(sql);
      if (!statement) {
        if (prepared.size >= PREPARED_MAX) prepared.clear();
        statement = sqlite.prepare(sql === BEGIN ? BEGIN_WRITING : sql);
        prepared.set(sql, statement);
      }
      return statement;
    },
  };
}

let appDatabase: AppDatabase | undefined;

/** The process's database, opened on first use. */
export function getAppDatabase(): AppDatabase {
  return (appDatabase ??= openDatabase());
}

export function getDb(): Kysely<Database> {
  return getAppDatabase().db;
}

/** Makes `database` the process's database (tests point the models at a database of their own). */
export function setAppDatabase(database: AppDatabase | undefined) {
  appDatabase = database;
}

export async function closeAppDatabase() {
  const open = appDatabase;
  appDatabase = undefined;
  await open?.close();
}
