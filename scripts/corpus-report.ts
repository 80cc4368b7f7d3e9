// npm run corpus:report [-- --projects N] [--agents N] [--seed N]
// What the demo market the seed writes looks like (app/seed/corpus.ts), without a database.
import { parseArgs } from "node:util";
import { DEMO_PROJECT_COUNT } from "~/constants";
import { corpusReport, demoMarket } from "~/seed/corpus";
import { DEFAULT_AGENT_COUNT, DEFAULT_SEED, demoClock } from "~/seed/seed.server";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: String(DEMO_PROJECT_COUNT) },
    agents: { type: "string", default: String(DEFAULT_AGENT_COUNT) },
    seed: { type: "string", default: String(DEFAULT_SEED) },
  },
});
const now = demoClock();
const started = performance.now();
const market = demoMarket(Number(values.projects), Number(values.agents), Number(values.seed), now);
const generated = performance.now() - started;
const report = corpusReport(market, now);

const percent = (x: number) => `${(x * 100).toFixed(1)} %`;
const list = (rows: Array<{ name: string; listings: number }>, top = rows.length) =>
  [...rows]
    .sort((a, b) => b.listings - a.listings)
    .slice(0, top)
    .map((r) => `${r.name} ${r.listings}`)
    .join(", ");
const empty = (rows: Array<{ name: string; listings: number }>) => rows.filter((r) => r.listings === 0).map((r) => r.name);

console.log(
  `${report.listings.toLocaleString("en-US")} listings (${report.open.toLocaleString("en-US")} open) of ${report.projects.toLocaleString("en-US")} projects, generated in ${(generated / 1000).toFixed(1)} s`,
);
console.log(`unique titles: ${percent(report.uniqueTitles)}`);
console.log(`listings posted by month: ${report.publishedByMonth.map(([m, n]) => `${m} ${n}`).join(", ")}`);
console.log("\nopen listings and median monthly price (万円) by job type:");
for (const j of [...report.jobTypes].sort((a, b) => b.listings - a.listings))
  console.log(`  ${j.name.padEnd(20, "　")} ${String(j.listings).padStart(6)}  ${(j.medianPrice / 10_000).toFixed(0)}`);
console.log(`\nskills (${report.skills.filter((s) => s.listings > 0).length}/${report.skills.length} with listings): ${list(report.skills, 30)} …`);
console.log(
  `  fewest: ${[...report.skills]
    .sort((a, b) => a.listings - b.listings)
    .slice(0, 10)
    .map((s) => `${s.name} ${s.listings}`)
    .join(", ")}`,
);
console.log(`prefectures (${report.prefectures.filter((p) => p.listings > 0).length}/47 with listings): ${list(report.prefectures)}`);
console.log(`industries: ${list(report.industries)}`);
const agentCounts = report.agents.map((a) => a.listings);
console.log(
  `agents (${report.agents.length} with open listings): largest ${agentCounts.slice(0, 6).join(", ")}; median ${agentCounts[Math.floor(agentCounts.length / 2)]}; smallest ${agentCounts.slice(-5).join(", ")}`,
);
const d = report.duplicates;
console.log(
  `\nduplicates: ${d.sharedProjects} open projects posted by several agents (${d.generatedPairs} pairs); grouped ${d.foundPairs} pairs; recall ${d.recall.toFixed(3)}, precision ${d.precision.toFixed(3)}`,
);
const missing = [...empty(report.jobTypes), ...empty(report.skills), ...empty(report.prefectures), ...empty(report.industries)];
console.log(missing.length === 0 ? "every job type, skill, prefecture and industry has open listings" : `no open listings: ${missing.join(", ")}`);
