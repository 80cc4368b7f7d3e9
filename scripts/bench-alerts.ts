// npm run bench:alerts [-- --searches 100000 --projects 1000000] [--unique]
// Times one run of the saved-search mail alerts at scale, mails composed but sent nowhere; the target
// is in decision 006. Prints figures, not pass/fail.
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { setAppDatabase } from "~/db/client.server";
import { SearchEngine } from "~/search/search-engine.server";
import { normalizeSearchQuery, parseSearchQuery } from "~/search/query";
import { sendSearchAlerts } from "~/models/bookmark/alerts.server";
import { searchWords } from "~/models/bookmark/search-words";
import { SKILLS } from "~/data/skills";
import { UserKind } from "~/constants";
import { createRandom } from "~/seed/random";
import { createProgressBar } from "./progress";
import { openBenchDatabase } from "./bench-database";

const { values } = parseArgs({
  options: {
    searches: { type: "string", default: "100000" },
    projects: { type: "string", default: "1000000" },
    "per-user": { type: "string", default: "4" },
    unique: { type: "boolean", default: false },
  },
});
const searchCount = Number(values.searches);
const projects = Number(values.projects);
const perUser = Number(values["per-user"]);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const { database } = await openBenchDatabase(projects);
setAppDatabase(database);
const { db } = database;

let started = performance.now();
const engine = await SearchEngine.build(database);
console.log(`search index: ${engine.index.liveCount.toLocaleString("en-US")} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// Saved searches as people make them, from a seeded generator (mulberry32) so runs compare.
const { next: random, pick } = createRandom(42);
const popularSkills = SKILLS.slice(0, 60).map((s) => s.id);
const prefectures = [13, 13, 13, 14, 27, 23, 40, 11, 12, 26];
const keywords = ["React", "AWS", "Go", "PM", "東京", "リモート", "Java", "データ分析", "インフラ", "Python"];
let made = 0;
/** --unique: every saved search different (two skills and a prefecture from its number), the worst case. */
function uniqueQuery(): string {
  const n = made++;
  const a = n % 60;
  const b = (a + 1 + (Math.floor(n / 60) % 59)) % 60;
  const params = new URLSearchParams({ skill: `${popularSkills[a]},${popularSkills[b]}`, prefecture: String((Math.floor(n / 3_540) % 47) + 1) });
  if (random() < 0.1) params.set("keyword", pick(keywords));
  return normalizeSearchQuery(parseSearchQuery(params));
}

function savedQuery(): string {
  if (values.unique) return uniqueQuery();
  const params = new URLSearchParams();
  params.set("skill", [pick(popularSkills), ...(random() < 0.3 ? [pick(popularSkills)] : [])].join(","));
  if (random() < 0.6) params.set("prefecture", String(pick(prefectures)));
  if (random() < 0.3) params.set("price_over", String(pick([50, 60, 70, 80, 90, 100])));
  if (random() < 0.25) params.set("remote", String(pick([1, 2])));
  if (random() < 0.15) params.set("workdays", String(pick([3, 4])));
  if (random() < 0.1) params.set("keyword", pick(keywords));
  return normalizeSearchQuery(parseSearchQuery(params));
}

const newest = await db
  .selectFrom("projects")
  .select((eb) => eb.fn.max("published_at").as("at"))
  .executeTakeFirstOrThrow();
const lastMail = new Date(Date.parse(String(newest.at)) - 24 * 60 * 60 * 1000).toISOString();
console.log(`\nadding ${searchCount.toLocaleString("en-US")} saved searches (${perUser} a user), last mailed ${lastMail}`);
started = performance.now();
await db.deleteFrom("users").where("email", "like", "alert-bench-%").execute();
const progress = createProgressBar("saved searches");
const users = Math.ceil(searchCount / perUser);
for (let first = 0; first < users; first += 500) {
  const batch = Array.from({ length: Math.min(500, users - first) }, (_, i) => ({ email: `alert-bench-${first + i}@example.jp`, kind: UserKind.member }));
  const ids = await db.insertInto("users").values(batch).returning("id").execute();
  const rows = ids.flatMap(({ id }, i) =>
    [...new Set(Array.from({ length: perUser }, savedQuery))].slice(0, Math.min(perUser, searchCount - (first + i) * perUser)).map((query) => ({
      user_id: id,
      query,
      search_words: searchWords(query),
      mail_send_flag: 1,
      bookmarked_at: lastMail,
      last_notified_at: lastMail,
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("search_bookmarks")
      .values(rows.slice(i, i + 500))
      .execute();
  progress(Math.min((first + 500) * perUser, searchCount), searchCount);
}
const saved = await db
  .selectFrom("search_bookmarks")
  .innerJoin("users", "users.id", "search_bookmarks.user_id")
  .select((eb) => eb.fn.countAll<number>().as("n"))
  .where("users.email", "like", "alert-bench-%")
  .executeTakeFirstOrThrow();
console.log(
  `\n${Number(saved.n).toLocaleString("en-US")} saved searches of ${users.toLocaleString("en-US")} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

global.gc?.();
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let mailBytes = 0;
const run = await sendSearchAlerts(engine, db, async (mail) => void (mailBytes += mail.text.length), "https://anken.example.jp");
delay.disable();
console.log(`\nalert run: ${(run.ms / 1000).toFixed(1)} s (target ≤ 60 s)`);
console.log(`  ${run.searches.toLocaleString("en-US")} saved searches with alerts on, ${run.distinctQueries.toLocaleString("en-US")} distinct`);
console.log(
  `  ${run.mails.toLocaleString("en-US")} mails to ${run.users.toLocaleString("en-US")} users, ${run.listings.toLocaleString("en-US")} listings in them, ${mb(mailBytes)} of text`,
);
console.log(
  `  event loop during the run: p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms, max ${(delay.max / 1e6).toFixed(0)} ms; RSS ${mb(process.memoryUsage().rss)}`,
);

await db.deleteFrom("users").where("email", "like", "alert-bench-%").execute();
engine.stop();
await database.close();
