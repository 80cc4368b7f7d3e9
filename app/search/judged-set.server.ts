// The judged search set (tests/search-judgements/README.md), imported through the real feed import
// and searched the way the search page does; used by `npm run bench:relevance` and relevance.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type AppDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { importFeed } from "~/ingest/import.server";
import { SearchEngine } from "./search-engine.server";
import { parseSearchQuery } from "./query";
import { withConditionWordsAsFilters } from "./search-page.server";

export const JUDGEMENTS_DIR = path.resolve("tests/search-judgements");
const NOW = new Date("2026-11-28T00:00:00Z");
const TOP = 10;

export type JudgedQuery = { q: string; class: string; means: string[] };
export type QueryOutcome = JudgedQuery & {
  relevant: number;
  found: number;
  precision: number;
  recall: number;
  wrong: string[];
  missed: string[];
};

type Corpus = { database: AppDatabase; engine: SearchEngine; labels: Map<number, Set<string>>; references: Map<number, string>; close: () => Promise<void> };

export async function openJudgedCorpus(): Promise<Corpus> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "judged-"));
  const database = openDatabase(path.join(dir, "judged.sqlite"));
  await migrate(database);
  const labelsByReference = new Map<string, Set<string>>();
  const files = fs
    .readdirSync(JUDGEMENTS_DIR)
    .filter((f) => /^corpus-.*\.json$/.test(f))
    .sort();
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(JUDGEMENTS_DIR, file));
    const feed = JSON.parse(bytes.toString("utf8")) as { listings: Array<{ reference: string; about?: string[] }> };
    for (const listing of feed.listings) labelsByReference.set(listing.reference, new Set(listing.about ?? []));
    const [agent] = await database.db.insertInto("agents").values({ name: file }).returning("id").execute();
    const report = await importFeed(database, bytes, { agentId: agent.id, format: "json", source: "judged", now: NOW });
    if (report.status === "failed") throw new Error(`${file}: ${report.error}`);
  }
  const rows = await database.db.selectFrom("projects").select(["id", "agent_ref"]).execute();
  const labels = new Map(rows.map((r) => [r.id, labelsByReference.get(r.agent_ref) ?? new Set<string>()]));
  const references = new Map(rows.map((r) => [r.id, r.agent_ref]));
  const engine = await SearchEngine.build(database);
  return {
    database,
    engine,
    labels,
    references,
    close: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function judgedQueries(): JudgedQuery[] {
  return JSON.parse(fs.readFileSync(path.join(JUDGEMENTS_DIR, "queries.json"), "utf8")) as JudgedQuery[];
}

/** Whether a listing's labels meet one clause ("skill:Go|topic:ai", "days<=3", "monthly>=80", "remote:possible"). */
export function meetsClause(labels: Set<string>, clause: string): boolean {
  return clause.split("|").some((alternative) => {
    const bound = alternative.match(/^(days<=|monthly>=)(\d+)$/);
    if (bound) {
      const [prefix, limit] = [bound[1], Number(bound[2])];
      const key = prefix === "days<=" ? "days:" : "monthly:";
      const value = [...labels].find((l) => l.startsWith(key));
      if (!value) return false;
      const n = Number(value.slice(key.length));
      return prefix === "days<=" ? n <= limit : n >= limit;
    }
    if (alternative === "remote:possible") return labels.has("remote:full") || labels.has("remote:partial");
    return labels.has(alternative);
  });
}

export function searchAsThePageDoes(engine: SearchEngine, q: string, pageSize = 1_000): number[] {
  const typed = new URL(`http://judged/project/?${new URLSearchParams({ keyword: q })}`);
  const url = new URL(withConditionWordsAsFilters(typed) ?? typed.href, typed);
  const { filters, keyword } = parseSearchQuery(url.searchParams);
  return engine.search({ filters, keyword, sort: "suggest", page: 1 }, pageSize).ids;
}

export function judge(corpus: Corpus, query: JudgedQuery): QueryOutcome {
  const relevantIds = [...corpus.labels].filter(([, labels]) => query.means.every((clause) => meetsClause(labels, clause))).map(([id]) => id);
  const relevant = new Set(relevantIds);
  const found = searchAsThePageDoes(corpus.engine, query.q);
  const top = found.slice(0, TOP);
  const hits = top.filter((id) => relevant.has(id)).length;
  const ref = (id: number) => corpus.references.get(id) ?? String(id);
  return {
    ...query,
    relevant: relevant.size,
    found: found.length,
    precision: top.length === 0 ? (relevant.size === 0 ? 1 : 0) : hits / top.length,
    recall: relevant.size === 0 ? 1 : found.filter((id) => relevant.has(id)).length / relevant.size,
    wrong: top.filter((id) => !relevant.has(id)).map(ref),
    missed: relevantIds.filter((id) => !found.includes(id)).map(ref),
  };
}

export type ClassSummary = { queries: number; zeroResult: number; withConcept: number; precision: number; recall: number };

export function summarise(outcomes: QueryOutcome[]): Map<string, ClassSummary> {
  const groups = new Map<string, QueryOutcome[]>([["all", outcomes]]);
  for (const o of outcomes) groups.set(o.class, [...(groups.get(o.class) ?? []), o]);
  const summary = new Map<string, ClassSummary>();
  for (const [name, list] of groups) {
    const withConcept = list.filter((o) => o.relevant > 0);
    const mean = (values: number[]) => (values.length === 0 ? 1 : values.reduce((a, b) => a + b, 0) / values.length);
    summary.set(name, {
      queries: list.length,
      withConcept: withConcept.length,
      zeroResult: withConcept.filter((o) => o.found === 0).length,
      precision: mean(withConcept.map((o) => o.precision)),
      recall: mean(withConcept.map((o) => o.recall)),
    });
  }
  return summary;
}
