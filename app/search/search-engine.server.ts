// The search engine: an index of the open listings that follows the database's change sequence, so an
// added, changed or closed listing shows in results within seconds, and that reads and writes snapshots.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { AppDatabase } from "~/db/client.server";
import { DeleteFlag, PROJECT_PAGE_SIZE } from "~/constants";
import { CROSS_CATEGORIES } from "~/data/cross-categories";
import { logger } from "~/utils/logger.server";
import { SearchIndex } from "./index";
import type { MatchPlan } from "./profile-match";
import type { CrossResolver } from "./filter-sets";
import { allListingsFrom, listingsByIds } from "./documents.server";
import { parseSearchQuery, type Filters, type SearchQuery } from "./query";
import { databaseAvailable, reportDatabaseError } from "~/db/availability.server";
import { SnapshotCorrupt, SnapshotReader, SnapshotWriter } from "./snapshot-file";

export const FOLLOW_INTERVAL_MS = 2_000;
/** Changes applied per turn of the event loop: each batch is a synchronous read on SQLite. */
const CHANGE_BATCH = 100;
/** Once this many listings were added since the orders were built, merge them in (a linear pass). */
const MERGE_THRESHOLD = 20_000;
/**
 * What a snapshot file holds: bump it whenever what a slot or the keyword index keeps changes
 * (slots.ts, keyword-index.ts, sort-orders.ts, text.ts's normalisation, documents.ts), so an older
 * snapshot is rebuilt rather than served.
 */
export const SNAPSHOT_FORMAT = 2;
/** A following engine writes a new snapshot this often when it has applied changes since the last. */
export const SNAPSHOT_INTERVAL_MS = 10 * 60_000;

/** The change a snapshot was taken at: the database must still hold that very row for it to be caught up. */
type SnapshotPosition = { lastSeq: number; projectId: number; changedAt: string };

const crossFilters = new Map(CROSS_CATEGORIES.map((c) => [c.id, parseSearchQuery(new URLSearchParams(c.query)).filters]));
export const resolveCross: CrossResolver = (id) => crossFilters.get(id);

/**
 * An update gives a listing a new slot and leaves the old one dead, holding memory (its bits, its
 * postings, its text) until the index is rebuilt, which a start from a snapshot no longer does.
 * Once the dead slots are half as many as the live ones (times `factor`, which spreads servers
 * apart), and at least RECLAIM_MIN_DEAD, the engine is rebuilt beside the old one: at 1,000,000
 * listings about 25 s of work every few days of updates, where the memory would otherwise grow
 * without bound (decision 020).
 */
export const RECLAIM_DEAD_PER_LIVE = 0.5;
export const RECLAIM_MIN_DEAD = 10_000;

export function reclaimDue(slots: number, live: number, factor = 1): boolean {
  const dead = slots - live;
  return dead >= RECLAIM_MIN_DEAD && dead >= live * RECLAIM_DEAD_PER_LIVE * factor;
}

export type SearchPage = { total: number; ids: number[]; page: number; pageCount: number };

/** Searches answered again from memory while the index is unchanged: a detail page's related listings ask the same
 * few searches for every listing of a job type, and the most visited search pages are asked again and again. */
const SEARCH_ANSWERS_MAX = 2_000;

export class SearchEngine {
  private following?: NodeJS.Timeout;
  private catchingUp?: Promise<number>;
  /** Work that must not overlap a catch-up (a snapshot being written), chained. */
  private exclusive: Promise<unknown> = Promise.resolve();
  private snapshotAt = { seq: -1, time: 0 };
  /** A new engine is being built to take this one's place. */
  private rebuilding = false;
  /** Servers following one database reach reclaimDue together: each waits a little longer or shorter. */
  private readonly reclaimFactor = 0.8 + Math.random() * 0.4;
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

  /**
   * The engine a snapshot file holds, caught up from the change sequence; undefined (with the reason
   * logged) when there is none, it is corrupt or of another format, it was taken of another database,
   * or the changes since were trimmed: the caller then builds from the database.
   */
  static async fromSnapshot(database: AppDatabase, file: string): Promise<SearchEngine | undefined> {
    const started = Date.now();
    const notUsed = (reason: string) => void logger.warn("search index snapshot not used", { file, reason });
    let reader: SnapshotReader;
    try {
      reader = await SnapshotReader.open(file, SNAPSHOT_FORMAT);
    } catch (error) {
      if (error instanceof SnapshotCorrupt) notUsed(error.message);
      else if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      return undefined;
    }
    const position = reader.value<SnapshotPosition>("position");
    const row = await positionRow(database.db, position.lastSeq);
    if (!row || row.projectId !== position.projectId || row.changedAt !== position.changedAt) {
      return notUsed("taken of another database, or its changes were trimmed");
    }
    const engine = new SearchEngine(SearchIndex.restore(reader), database.db, position.lastSeq);
    engine.snapshotAt = { seq: position.lastSeq, time: Date.now() };
    const caughtUp = await engine.catchUp();
    if (engine.stale) return notUsed("changes since it were trimmed");
    if (!(await engine.holdsEveryListing())) return notUsed("its listings differ from the database's");
    logger.info("search index loaded from snapshot", { listings: engine.index.liveCount, changesApplied: caughtUp, ms: Date.now() - started });
    return engine;
  }

  /**
   * Whether the index holds as many listings as the database has undeleted: a last check that a
   * snapshot belongs to this database. A write between the count and the catch-up gets one more try.
   */
  async holdsEveryListing(): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { n } = await this.db
        .selectFrom("projects")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("delete_flag", "!=", DeleteFlag.deleted)
        .executeTakeFirstOrThrow();
      await this.catchUp();
      if (Number(n) === this.index.liveCount) return true;
    }
    return false;
  }

  /**
   * Writes the index to `file` with the change-sequence position it covers; no change is applied
   * while it is written, so the file is one consistent state. Returns its size in bytes.
   */
  writeSnapshot(file: string): Promise<number> {
    return this.exclusively(async () => {
      const row = await positionRow(this.db, this.lastSeq);
      if (!row) return 0;
      const out = new SnapshotWriter();
      out.value("position", { lastSeq: this.lastSeq, ...row } satisfies SnapshotPosition);
      this.index.save(out);
      const started = Date.now();
      const bytes = await out.write(file, SNAPSHOT_FORMAT);
      this.snapshotAt = { seq: this.lastSeq, time: Date.now() };
      logger.info("search index snapshot written", { file, bytes, listings: this.index.liveCount, ms: Date.now() - started });
      return bytes;
    });
  }

  /** Whether a following engine should write a new snapshot: changes applied and the interval passed. */
  get snapshotDue() {
    return this.lastSeq !== this.snapshotAt.seq && Date.now() - this.snapshotAt.time >= SNAPSHOT_INTERVAL_MS;
  }

  private exclusively<T>(work: () => Promise<T>): Promise<T> {
    const run = this.exclusive.then(work);
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  /** Applies the changes recorded since the last call; returns how many listings changed. */
  catchUp(): Promise<number> {
    this.catchingUp ??= this.exclusively(() => this.applyChanges()).finally(() => {
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

  /**
   * Applies the changes every interval, and writes a snapshot to `snapshotFile` when one is due;
   * calls `rebuild` once the index can only be rebuilt (it missed changes trimmed from the
   * sequence) or should be (the slots of replaced listings have grown too many: reclaimDue).
   */
  follow(intervalMs = FOLLOW_INTERVAL_MS, { rebuild, snapshotFile }: { rebuild?: (reason: string) => void; snapshotFile?: string } = {}) {
    this.following ??= setInterval(() => {
      // While the database is lost its probe asks every second; the index catches up once it is back.
      if (!databaseAvailable()) return;
      this.catchUp().then(
        () => {
          if (this.stale) {
            this.stop();
            logger.error("search index missed trimmed changes: rebuilding", { lastSeq: this.lastSeq });
            rebuild?.("missed trimmed changes");
          } else if (!this.rebuilding && reclaimDue(this.index.slotCount, this.index.liveCount, this.reclaimFactor)) {
            this.rebuilding = true;
            logger.info("search index holds many replaced listings: rebuilding", { slots: this.index.slotCount, listings: this.index.liveCount });
            rebuild?.("reclaiming replaced listings' slots");
          } else if (snapshotFile && this.snapshotDue) {
            this.writeSnapshot(snapshotFile).catch((error: unknown) => logger.error("search index snapshot failed", { error }));
          }
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

  /** Answers by search, of the index's version `answersOf` (a change to the index forgets them all). */
  private answers = new Map<string, SearchPage>();
  private answersOf = -1;

  /** One page of a search's results and its total. The answer is shared: never change it. */
  search(query: Pick<SearchQuery, "filters" | "keyword" | "sort" | "page">, pageSize = PROJECT_PAGE_SIZE): SearchPage {
    if (this.answersOf !== this.index.version) {
      this.answers.clear();
      this.answersOf = this.index.version;
    }
    const key = JSON.stringify([query.filters, query.keyword, query.sort, query.page, pageSize]);
    const known = this.answers.get(key);
    if (known) {
      this.answers.delete(key);
      this.answers.set(key, known);
      return known;
    }
    const answer = this.answer(query, pageSize);
    this.answers.set(key, answer);
    if (this.answers.size > SEARCH_ANSWERS_MAX) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }

  private answer(query: Pick<SearchQuery, "filters" | "keyword" | "sort" | "page">, pageSize: number): SearchPage {
    const set = this.index.matching(query.filters, query.keyword, resolveCross);
    const total = set.count();
    const pageCount = Math.max(1, Math.ceil(total / pageSize));
    // A page past the end shows the last one rather than nothing.
    const page = Math.min(Math.max(1, query.page), pageCount);
    const { ids } = this.index.page(set, { offset: (page - 1) * pageSize, limit: pageSize, sort: query.sort }, query.keyword);
    return { total, ids, page, pageCount };
  }

  /** The open listings that best meet a member's profile (search/profile-match.ts), best first. */
  matchFor(plan: MatchPlan, limit: number) {
    return this.index.matchProfile(plan, limit);
  }

  /** Open listings that pass any of the filters (a vocabulary term's ids). */
  countAny(filters: Filters[]): number {
    return this.index.countAny(filters, resolveCross);
  }

  count(filters: Filters, keyword = ""): number {
    return this.index.matching(filters, keyword, resolveCross).count();
  }
}

/** The change row at `seq`, as a snapshot records it (undefined when the database no longer holds it). */
async function positionRow(db: Kysely<Database>, seq: number): Promise<Omit<SnapshotPosition, "lastSeq"> | undefined> {
  const row = await db.selectFrom("project_changes").select(["project_id", "changed_at"]).where("seq", "=", seq).executeTakeFirst();
  if (!row) return undefined;
  const changedAt = row.changed_at as unknown;
  return { projectId: row.project_id, changedAt: changedAt instanceof Date ? changedAt.toISOString() : String(changedAt) };
}
