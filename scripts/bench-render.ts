// npm run bench:render — the server's CPU time to answer one page, the build's request handler called
// directly: steadier than requests a second on a shared machine. To compare two builds, run it in two
// checkouts at the same time (`git worktree`) so both see the same machine (decision 030).
import { parseArgs } from "node:util";
import { createRequestHandler } from "@remix-run/node";
import { loadBuild } from "../server";
import { openBenchDatabase } from "./bench-database";
import { PHONE_BROWSER_HEADERS } from "./local-server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { projects: { type: "string", default: "20000" }, rounds: { type: "string", default: "9" }, each: { type: "string", default: "100" } },
});
const projects = Number(values.projects);
const { database, file } = await openBenchDatabase(projects);
await database.close();
Object.assign(process.env, { NODE_ENV: "production", LOG_LEVEL: "warn", DATABASE_URL: file, JOBS: "0", FEED_SCHEDULER: "0" });

// Loaded once the settings are in place: the server fixes them as it prepares.
const { build, entry } = await loadBuild();
await entry.prepareServer();
const handler = createRequestHandler(build, "production");

const pages = positionals.length > 0 ? positionals : ["/faq/", "/", "/project/", `/project/detail/${Math.ceil(projects / 2)}/`];
const rounds = Number(values.rounds);
const each = Number(values.each);

async function answer(url: string): Promise<number> {
  const response = await handler(new Request(`http://127.0.0.1${url}`, { headers: { "user-agent": PHONE_BROWSER_HEADERS["user-agent"] } }), {
    cspNonce: "bench",
    badRequest: false,
    clientIp: "127.0.0.1",
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

console.log(`render: ${projects.toLocaleString("en-US")} listings, ${rounds} rounds of ${each}, Node ${process.version}`);
console.log("page                          bytes   median ms   fastest ms");
for (const url of pages) {
  let bytes = 0;
  for (let i = 0; i < each; i++) bytes = await answer(url); // warm up
  const perPage: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < each; i++) await answer(url);
    const used = process.cpuUsage(start);
    perPage.push((used.user + used.system) / each / 1000);
  }
  perPage.sort((a, b) => a - b);
  console.log(
    `${url.padEnd(26)} ${String(bytes).padStart(8)} ${perPage[Math.floor(rounds / 2)].toFixed(2).padStart(11)} ${perPage[0].toFixed(2).padStart(12)}`,
  );
}
process.exit(0);
