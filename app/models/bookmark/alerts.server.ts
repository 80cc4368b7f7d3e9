// Mail alerts for saved searches with mail_send_flag=1: one mail a user with the listings published since
// each search's last mail, and nothing when nothing is new.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { resolveCross, type SearchEngine } from "~/search/search-engine.server";
import { withConditionWords } from "~/search/keyword-meaning";
import { parseSearchQuery } from "~/search/query";
import { SearchIndex } from "~/search/index";
import { listingsByIds } from "~/search/documents.server";
import { getProjectCards } from "~/models/project.server";
import { issueTokens } from "~/models/account/token.server";
import { alertMail, type AlertSection } from "~/mail/alert-mail";
import type { Mail } from "~/mail/mailer.server";
import { formatPrice } from "~/utils/format";

export const ALERT_LISTINGS_PER_SEARCH = 5;
const USER_BATCH = 25;
/** Work is cut into slices, so a server running the job keeps answering pages. */
const SLICE_MS = 20;

type DueSearch = { id: number; user_id: number; email: string; query: string; search_words: string; since: string };
export type FoundAlert = { searchId: number; query: string; words: string; total: number; ids: number[] };
export type AlertRun = { searches: number; distinctQueries: number; users: number; mails: number; listings: number; ms: number };

const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One query for every row would hold SQLite, and this thread, for long. */
const PAGE = 5_000;

async function dueSearches(db: Kysely<Database>): Promise<DueSearch[]> {
  const out: DueSearch[] = [];
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom("search_bookmarks")
      .innerJoin("users", "users.id", "search_bookmarks.user_id")
      .select([
        "search_bookmarks.id",
        "search_bookmarks.user_id",
        "users.email",
        "search_bookmarks.query",
        "search_bookmarks.search_words",
        "search_bookmarks.last_notified_at",
        "search_bookmarks.bookmarked_at",
      ])
      .where("search_bookmarks.mail_send_flag", "=", 1)
      .where("users.mail_magazine_flag", "=", 1)
      .where("search_bookmarks.id", ">", after)
      .orderBy("search_bookmarks.id")
      .limit(PAGE)
      .execute();
    for (const r of rows)
      out.push({ id: r.id, user_id: r.user_id, email: r.email, query: r.query, search_words: r.search_words, since: r.last_notified_at ?? r.bookmarked_at });
    if (rows.length < PAGE) return out;
    after = rows[rows.length - 1].id;
    await yieldNow();
  }
}

/** The new listings as an index of their own, so each saved search runs on a few, by the site's search rules. */
async function freshIndex(engine: SearchEngine, db: Kysely<Database>, since: number): Promise<SearchIndex> {
  const ids = engine.index.listingsIn(engine.index.publishedAfter(since)).map((l) => l.id);
  const fresh = new SearchIndex(ids.length + 16);
  for (let i = 0; i < ids.length; i += 1_000) {
    for (const listing of await listingsByIds(db, ids.slice(i, i + 1_000))) if (listing.document) fresh.upsert(listing.document);
    await yieldNow();
  }
  fresh.finalize();
  return fresh;
}

export async function findAlerts(
  engine: SearchEngine,
  db: Kysely<Database>,
): Promise<{ byUser: Map<number, { email: string; alerts: FoundAlert[] }>; searches: number; distinctQueries: number }> {
  const searches = await dueSearches(db);
  const byUser = new Map<number, { email: string; alerts: FoundAlert[] }>();
  if (searches.length === 0) return { byUser, searches: 0, distinctQueries: 0 };
  const oldest = searches.reduce((min, s) => Math.min(min, Date.parse(s.since)), Infinity);
  const index = await freshIndex(engine, db, oldest);
  // Many users save the same search: each distinct one is run once.
  const results = new Map<string, Array<{ id: number; publishedAt: number }>>();
  let sliceStart = Date.now();
  for (const search of searches) {
    let listings = results.get(search.query);
    if (!listings) {
      const { filters, keyword } = withConditionWords(parseSearchQuery(new URLSearchParams(search.query)));
      listings = index.listingsIn(index.matching(filters, keyword, resolveCross));
      results.set(search.query, listings);
    }
    const since = Date.parse(search.since);
    const fresher = listings.filter((l) => l.publishedAt > since);
    if (fresher.length > 0) {
      const entry = byUser.get(search.user_id) ?? { email: search.email, alerts: [] };
      entry.alerts.push({
        searchId: search.id,
        query: search.query,
        words: search.search_words,
        total: fresher.length,
        ids: fresher.slice(0, ALERT_LISTINGS_PER_SEARCH).map((l) => l.id),
      });
      byUser.set(search.user_id, entry);
    }
    if (Date.now() - sliceStart > SLICE_MS) {
      await yieldNow();
      sliceStart = Date.now();
    }
  }
  return { byUser, searches: searches.length, distinctQueries: results.size };
}

/** A search's last-mail time moves only when it was mailed, so a failed send is tried again next time. */
export async function sendSearchAlerts(
  engine: SearchEngine,
  db: Kysely<Database>,
  send: (mail: Mail) => Promise<void>,
  origin: string,
  now = new Date(),
): Promise<AlertRun> {
  const started = Date.now();
  const { byUser, searches, distinctQueries } = await findAlerts(engine, db);
  const users = [...byUser.entries()];
  let mails = 0;
  let listings = 0;
  for (let i = 0; i < users.length; i += USER_BATCH) {
    const batch = users.slice(i, i + USER_BATCH);
    const ids = [...new Set(batch.flatMap(([, u]) => u.alerts.flatMap((a) => a.ids)))];
    const cards = new Map((await getProjectCards(ids)).map((c) => [c.id, c]));
    const tokens = await issueTokens(
      batch.map(([userId]) => userId),
      "stop_mail",
      now,
      db,
    );
    const mailed: number[] = [];
    for (const [userId, user] of batch) {
      const sections: AlertSection[] = user.alerts.map((alert) => ({
        query: alert.query,
        words: alert.words,
        total: alert.total,
        listings: alert.ids.flatMap((id) => {
          const card = cards.get(id);
          return card ? [{ id, title: card.title, price: formatPrice(card.priceMin, card.priceMax, card.priceUnit), location: card.location }] : [];
        }),
      }));
      try {
        await send(alertMail(user.email, origin, sections, tokens.get(userId)!));
        mails++;
        listings += sections.reduce((sum, s) => sum + s.listings.length, 0);
        mailed.push(...user.alerts.map((a) => a.searchId));
      } catch {
        // Left for the next run: its last-mail time does not move.
      }
    }
    for (let k = 0; k < mailed.length; k += 500) {
      await db
        .updateTable("search_bookmarks")
        .set({ last_notified_at: now.toISOString() })
        .where("id", "in", mailed.slice(k, k + 500))
        .execute();
    }
    await yieldNow();
  }
  return { searches, distinctQueries, users: byUser.size, mails, listings, ms: Date.now() - started };
}
