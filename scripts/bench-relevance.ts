// npm run bench:relevance [-- --show-failures] [-- --write-baseline]
// Searches every judged query (tests/search-judgements) as the search page does and prints each class's
// measures; --write-baseline records which queries meet the targets, for relevance.test.ts.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { JUDGEMENTS_DIR, judge, judgedQueries, openJudgedCorpus, summarise } from "~/search/judged-set.server";
import { meetsTargets } from "~/search/relevance-targets";

const { values } = parseArgs({ options: { "show-failures": { type: "boolean" }, "write-baseline": { type: "boolean" } } });
process.env.LOG_LEVEL ??= "warn";

const corpus = await openJudgedCorpus();
const outcomes = judgedQueries().map((query) => judge(corpus, query));
await corpus.close();

const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
console.log(`\n${corpus.labels.size} judged listings, ${outcomes.length} judged queries\n`);
console.log("class          queries  with concept  zero results  precision@10  recall");
for (const [name, s] of summarise(outcomes)) {
  console.log(
    `${name.padEnd(14)} ${String(s.queries).padStart(7)}  ${String(s.withConcept).padStart(12)}  ${pct(s.withConcept ? s.zeroResult / s.withConcept : 0).padStart(12)}  ${pct(s.precision).padStart(12)}  ${pct(s.recall).padStart(6)}`,
  );
}
const failing = outcomes.filter((o) => !meetsTargets(o));
console.log(`\n${outcomes.length - failing.length} of ${outcomes.length} queries meet the per-query targets`);
if (values["show-failures"]) {
  for (const o of failing) {
    console.log(
      `\n✗ [${o.class}] ${o.q}  (${o.means.join(" & ")})  relevant ${o.relevant}, found ${o.found}, p@10 ${pct(o.precision)}, recall ${pct(o.recall)}`,
    );
    if (o.wrong.length) console.log(`  wrong in top 10: ${o.wrong.join(", ")}`);
    if (o.missed.length) console.log(`  missed: ${o.missed.slice(0, 12).join(", ")}${o.missed.length > 12 ? " …" : ""}`);
  }
}
if (values["write-baseline"]) {
  const passing = outcomes.filter(meetsTargets).map((o) => o.q);
  fs.writeFileSync(path.join(JUDGEMENTS_DIR, "baseline.json"), `${JSON.stringify(passing, null, 1)}\n`);
  console.log(`baseline: ${passing.length} queries written to tests/search-judgements/baseline.json`);
}
