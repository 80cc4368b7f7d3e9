// npm run bench:regroup [-- --projects 1000000] [--database postgres]
// Regroups every listing of the benchmarks' database as `npm run regroup` does; prints the time, the
// groups and the peak RSS from the operating system (a sampler would miss the phases that hold the
// event loop). Target in decision 024.
import { parseArgs } from "node:util";
import { regroupEveryListing } from "~/models/listing/regroup-every-listing.server";
import { openBenchDatabase } from "./bench-database";
import { ensurePostgresDatabase } from "./cluster";
import { createPhasedProgress } from "./progress";

const { values } = parseArgs({ options: { projects: { type: "string", default: "1000000" }, database: { type: "string", default: "sqlite" } } });
const projects = Number(values.projects);
const PG_BENCH_URL = "postgres://postgres@127.0.0.1:5432/bench_regroup";
if (values.database === "postgres") await ensurePostgresDatabase(PG_BENCH_URL);

const { database } = await openBenchDatabase(projects, values.database === "postgres" ? PG_BENCH_URL : undefined);
try {
  const started = performance.now();
  const result = await regroupEveryListing(database.db, createPhasedProgress("regroup"));
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `regrouped ${result.listings.toLocaleString("en-US")} open listings in ${seconds.toFixed(1)} s (${Math.round(result.listings / seconds).toLocaleString("en-US")} a second): ` +
      `${result.groups.toLocaleString("en-US")} groups of ${result.grouped.toLocaleString("en-US")} listings, ${result.changed.toLocaleString("en-US")} rows changed, ` +
      `${result.commonKeys.toLocaleString("en-US")} keys too common to narrow; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
} finally {
  await database.close();
}
