// The process's search engine: builds the index from the database at start-up, then follows the
// change sequence so an added, changed or closed listing shows in results within seconds.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { getAppDatabase, type AppDatabase } from "~/db/client.server";
import { PROJECT_PAGE_SIZE } from "~/constants";
import { CROSS_CATEGORIES } from "~/data/cross-categories";
import { logger } from "~/utils/logger.server";
import { peekSingleton, replaceSingleton, singleton } from "~/utils/singleton.server";
import { SearchIndex } from "./index";
import type { MatchPlan } from "./profile-match";
import type { CrossResolver } from "./filter-sets";
import { allListingsFrom, listingsByIds } from "./documents.server";
import { parseSearchQuery, type Filters, type SearchQuery } from "./query";
import { databaseAvailable, reportDatabaseError } from "~/db/availability.server";

export const FOLLOW_INTERVAL_MS = 2_000;
/** Changes applied per turn of the event loop: each batch is a synchronous read on SQLite. */
const CHANGE_BATCH = 100;
/** Once this many listings were added since the orders were built, merge them in (a linear pass). */
const MERGE_THRESHOLD = 20_000;

const crossFilters = new Map(CROSS_CATEGORIES.map((c) => [c.id, parseSearchQuery(new URLSearchParams(c.query)).filters]));
export const resolveCross: CrossResolver = (id) => crossFilters.get(id);

export type SearchPage = { total: number; ids: number[]; page: number; pageCount: number };

export class SearchEngine {
  private following?: NodeJS.Timeout;
  private catchingUp?: Promise<number>;
  /**
   * Changes this index never applied were trimmed from the sequence (it fell further behind than
   * the sequence keeps, CHANGE_RETENTION_DAYS): it can no longer catch up, only be rebuilt.
   */
  stale = false;

  constructor(
    readonly index: SearchIndex,
    private readonly db: Kysely<Database>,
    private lastSeq: number,
  ) {}

  static async build(database: AppDatabase, onProgress?: (loaded: number) => void): Promise<SearchEngine> {
    const { db } = database;
    const started = Date.now();
    // Read the sequence first: changes made while loading are applied again afterwards (upserts are idempotent).
    const last = await db.selectFrom("project_changes").select("seq").orderBy("seq", "desc").limit(1).executeTakeFirst();
    const count = await db
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    // Room for a quarter more slots: every update takes a new one, and growing is work (see makeRoom).
    const index = new SearchIndex(Math.ceil(Number(count.n) * 1.25) + 1024);
    let loaded = 0;
    for await (const batch of allListingsFrom(database)) {
      for (const listing of batch) if (listing.document) index.upsert(listing.document);
      loaded += batch.length;
      onProgress?.(loaded);
    }
    index.finalize();
    const engine = new SearchEngine(index, db, last?.seq ?? 0);
    await engine.catchUp();
    logger.info("search index built", { listings: index.liveCount, ms: Date.now() - started, bytes: index.byteSize() });
    return engine;
  }

  /** Applies the changes recorded since the last call; returns how many listings changed. */
  catchUp(): Promise<number> {
    this.catchingUp ??= this.applyChanges().finally(() => {
      this.catchingUp = undefined;
    });
    return this.catchingUp;
  }

  /** How many changes the database holds that this index has not applied yet (at most: a sequence may skip numbers). */
  async behind(): Promise<number> {
    const last = await this.db.selectFrom("project_changes").select("seq").orderBy("seq", "desc").limit(1).executeTakeFirst();
    return Math.max(0, (last?.seq ?? 0) - this.lastSeq);
  }

  private async applyChanges(): Promise<number> {
    let applied = 0;
    const oldest = await this.db.selectFrom("project_changes").select("seq").orderBy("seq").limit(1).executeTakeFirst();
    if (oldest && oldest.seq > this.lastSeq + 1 && this.lastSeq > 0) {
      this.stale = true;
      return 0;
    }
    for (;;) {
      const changes = await this.db
        .selectFrom("project_changes")
        .select(["seq", "project_id"])
        .where("seq", ">", this.lastSeq)
        .orderBy("seq")
        .limit(CHANGE_BATCH)
        .execute();
      if (changes.length === 0) break;
      const ids = [...new Set(changes.map((c) => c.project_id))];
      for (const listing of await listingsByIds(this.db, ids)) {
        if (listing.document) this.index.upsert(listing.document);
        else this.index.remove(listing.id);
      }
      this.lastSeq = changes[changes.length - 1].seq;
      applied += ids.length;
      if (changes.length < CHANGE_BATCH) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.index.unorderedCount >= MERGE_THRESHOLD) await this.index.mergeRecent();
    if (this.index.needsRoom) await this.index.makeRoom();
    return applied;
  }

  /** Applies the changes every interval; `onStale` is called once the index can only be rebuilt. */
  follow(intervalMs = FOLLOW_INTERVAL_MS, onStale?: () => void) {
    this.following ??= setInterval(() => {
      // While the database is lost its probe asks every second; the index catches up once it is back.
      if (!databaseAvailable()) return;
      this.catchUp().then(
        () => {
          if (!this.stale) return;
          this.stop();
          logger.error("search index missed trimmed changes: rebuilding", { lastSeq: this.lastSeq });
          onStale?.();
        },
        (error) => {
          reportDatabaseError(error);
          logger.error("search index update failed", { error });
        },
      );
    }, intervalMs);
    this.following.unref();
  }

  stop() {
    if (this.following) clearInterval(this.following);
    this.following = undefined;
  }

  search(query: Pick<SearchQuery, "filters" | "keyword" | "sort" | "page">, pageSize = PROJECT_PAGE_SIZE): SearchPage {
    const set = this.index.matching(query.filters, query.keyword, resolveCross);
    const total = set.count();
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    // A page past the end shows the last one rather than nothing.
    const page = Math.min(Math.max(1, query.page), pageCount);
    const { ids } = this.index.page(set, { offset: (page - 1) * pageSize, limit: pageSize, sort: query.sort });
    return { total, ids, page, pageCount };
  }

  /** The open listings that best meet a member's profile (search/profile-match.ts), best first. */
  matchFor(plan: MatchPlan, limit: number) {
    return this.index.matchProfile(plan, limit);
  }

  count(filters: Filters, keyword = ""): number {
    return this.index.matching(filters, keyword, resolveCross).count();
  }
}

const ENGINE = "search-engine";
let built: SearchEngine | undefined;

/** The engine once built, without starting a build (readiness must not cause one). */
export function builtSearchEngine(): SearchEngine | undefined {
  return built;
}

/** The process's engine, built on first use (server.ts builds it before listening) and kept current. */
export function getSearchEngine(): Promise<SearchEngine> {
  return singleton(ENGINE, buildFollowingEngine);
}

function buildFollowingEngine(): Promise<SearchEngine> {
  const building = SearchEngine.build(getAppDatabase()).then((engine) => {
    engine.follow(FOLLOW_INTERVAL_MS, rebuildSearchEngine);
    built = engine;
    return engine;
  });
  // A failed build is not remembered: the next request tries again.
  building.catch(() => replaceSingleton(ENGINE, undefined));
  return building;
}

/**
 * A stale engine goes on answering (it is only missing some changes) while a new one is built
 * beside it; /readyz says 503 meanwhile, so a balancer sends visitors to the other servers.
 */
function rebuildSearchEngine() {
  void SearchEngine.build(getAppDatabase()).then(
    (engine) => {
      engine.follow(FOLLOW_INTERVAL_MS, rebuildSearchEngine);
      built = engine;
      replaceSingleton(ENGINE, Promise.resolve(engine));
      logger.info("search index rebuilt", { listings: engine.index.liveCount });
    },
    (error) => {
      logger.error("search index rebuild failed: trying again", { error });
      setTimeout(rebuildSearchEngine, FOLLOW_INTERVAL_MS).unref();
    },
  );
}

export function stopSearchEngine() {
  built = undefined;
  void peekSingleton<Promise<SearchEngine>>(ENGINE)?.then((e) => e.stop());
  replaceSingleton(ENGINE, undefined);
}
