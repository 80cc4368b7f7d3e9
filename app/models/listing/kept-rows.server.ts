// Listing rows kept between requests, as the same listings turn up on many pages (decision 031). Before each
// read the change sequence (project_changes) drops the listings changed since: a kept row is as fresh as the database's.
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";

/** The time within which what a row holds beyond the listing's own (an agent's name) reaches its cards. */
export const KEPT_ROW_MS = 60_000;
/** Least recently used dropped first. */
export const KEPT_ROWS_MAX = 20_000;

type Kept<T> = {
  /** -1 before the first read. */
  seq: number;
  checkedAt: number;
  rows: Map<number, { row: T; loadedAt: number }>;
};

/**
 * `load` read through a keep, each row kept until its listing changes or it is KEPT_ROW_MS old. The rows are
 * shared: never change them. `byGroup`: any listing's change may move a group, so all are dropped on any change.
 */
export function keptListingRows<T>(load: (ids: number[]) => Promise<Map<number, T>>, { byGroup = false, max = KEPT_ROWS_MAX } = {}) {
  // Per database: tests open databases of their own.
  const keeps = new WeakMap<Kysely<Database>, Kept<T>>();
  return async function rowsOf(ids: number[]): Promise<Map<number, T>> {
    if (ids.length === 0) return new Map();
    const db = getDb();
    let kept = keeps.get(db);
    if (!kept) keeps.set(db, (kept = { seq: -1, checkedAt: 0, rows: new Map() }));
    await dropChanged(db, kept, byGroup);
    const now = Date.now();
    const found = new Map<number, T>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = kept.rows.get(id);
      if (entry && now - entry.loadedAt < KEPT_ROW_MS) {
        kept.rows.delete(id);
        kept.rows.set(id, entry);
        found.set(id, entry.row);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const seqBefore = kept.seq;
    const loaded = await load(missing);
    // Another request applied newer changes while these were read: they may be older than what it dropped.
    const keep = kept.seq === seqBefore;
    for (const [id, row] of loaded) {
      found.set(id, row);
      if (keep) kept.rows.set(id, { row, loadedAt: now });
    }
    for (const id of kept.rows.keys()) {
      if (kept.rows.size <= max) break;
      kept.rows.delete(id);
    }
    return found;
  };
}

/** All rows go after a pause or an import larger than the keep. Overlapping reads may both drop: harmless. */
async function dropChanged<T>(db: Kysely<Database>, kept: Kept<T>, all: boolean) {
  const from = kept.seq;
  const newest = await db.selectFrom("project_changes").select("seq").orderBy("seq", "desc").limit(1).executeTakeFirst();
  const seq = newest?.seq ?? 0;
  const now = Date.now();
  if (now - kept.checkedAt >= KEPT_ROW_MS || (all && seq > from)) kept.rows.clear();
  else if (seq > from) {
    const changed = await db.selectFrom("project_changes").select("project_id").where("seq", ">", from).where("seq", "<=", seq).limit(KEPT_ROWS_MAX).execute();
    if (changed.length === KEPT_ROWS_MAX) kept.rows.clear();
    else for (const { project_id } of changed) kept.rows.delete(project_id);
  }
  kept.seq = Math.max(kept.seq, seq);
  kept.checkedAt = now;
}
