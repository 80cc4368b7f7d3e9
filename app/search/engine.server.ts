// The process's search engine: loaded from its snapshot (or built from the database) at start-up,
// kept current, rebuilt beside the old one when needed, saved at shutdown.
import { createHash } from "node:crypto";
import path from "node:path";
import { getAppDatabase } from "~/db/client.server";
import { env } from "~/env.server";
import { logger } from "~/utils/logger.server";
import { FOLLOW_INTERVAL_MS, SearchEngine } from "./search-engine.server";

let engine: Promise<SearchEngine> | undefined;
let built: SearchEngine | undefined;

/** The engine once built, without starting a build (readiness must not cause one). */
export function builtSearchEngine(): SearchEngine | undefined {
  return built;
}

/** The process's engine, built on first use (server.ts builds it before listening) and kept current. */
export function getSearchEngine(): Promise<SearchEngine> {
  return (engine ??= buildFollowingEngine());
}

/** Where this server keeps its index's snapshot: one file per database; none for an in-memory one. */
export function searchSnapshotFile(database = getAppDatabase()): string | undefined {
  const { INDEX_SNAPSHOTS, INDEX_SNAPSHOT_DIR, DATABASE_URL } = env();
  if (!INDEX_SNAPSHOTS || database.file === ":memory:") return undefined;
  const identity = database.file ? path.resolve(database.file) : (DATABASE_URL ?? "");
  return path.join(INDEX_SNAPSHOT_DIR, `${createHash("sha256").update(identity).digest("hex").slice(0, 16)}.snapshot`);
}

/** The snapshot's engine when it is usable, otherwise one built from the database (and its snapshot written). */
async function startSearchEngine(): Promise<SearchEngine> {
  const database = getAppDatabase();
  const file = searchSnapshotFile(database);
  const engine = (file && (await SearchEngine.fromSnapshot(database, file))) || (await builtWithSnapshot(file));
  followWithRebuilds(engine, file);
  return engine;
}

async function builtWithSnapshot(file: string | undefined): Promise<SearchEngine> {
  const engine = await SearchEngine.build(getAppDatabase());
  if (file) void engine.writeSnapshot(file).catch((error: unknown) => logger.error("search index snapshot failed", { error }));
  return engine;
}

function followWithRebuilds(engine: SearchEngine, file: string | undefined) {
  engine.follow(FOLLOW_INTERVAL_MS, { snapshotFile: file, rebuild: (reason) => rebuildSearchEngine(engine, reason) });
}

/** Writes the snapshot now (at shutdown, so the next start needs no catching up). */
export async function saveSearchSnapshot(): Promise<void> {
  const file = searchSnapshotFile();
  if (built && file && !built.stale) await built.writeSnapshot(file);
}

function buildFollowingEngine(): Promise<SearchEngine> {
  const building = startSearchEngine().then((engine) => {
    built = engine;
    return engine;
  });
  // A failed build is not remembered: the next request tries again.
  building.catch(() => (engine = undefined));
  return building;
}

/**
 * Builds a new engine from the database beside `old`, which goes on answering meanwhile, then puts
 * it in its place. A stale `old` is only missing some changes, and /readyz says 503 so a balancer
 * sends visitors to the other servers; one rebuilt to reclaim memory is current and stays ready.
 */
export function rebuildSearchEngine(old: SearchEngine, reason: string) {
  const file = searchSnapshotFile();
  void builtWithSnapshot(file).then(
    (rebuilt) => {
      old.stop();
      followWithRebuilds(rebuilt, file);
      built = rebuilt;
      engine = Promise.resolve(rebuilt);
      logger.info("search index rebuilt", { reason, listings: rebuilt.index.liveCount });
    },
    (error) => {
      logger.error("search index rebuild failed: trying again", { reason, error });
      setTimeout(() => rebuildSearchEngine(old, reason), FOLLOW_INTERVAL_MS).unref();
    },
  );
}

export function stopSearchEngine() {
  built = undefined;
  void engine?.then((e) => e.stop());
  engine = undefined;
}
