// npm run bench:lighthouse — Lighthouse's mobile preset on every page type (scripts/page-types.ts),
// the median of --runs runs; targets in decision 040. With --http2 the pages go through a local
// HTTP/2 front (scripts/http2-front.ts), as phones reach the site in production.
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { openBenchDatabase } from "./bench-database";
import { startLocalServer } from "./local-server";
import { PAGE_TYPES } from "./page-types";
import { startHttp2Front } from "./http2-front";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    projects: { type: "string", default: "20000" },
    port: { type: "string", default: "3240" },
    chromium: { type: "string", default: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
    // Some page types only, by path: --only /,/project/
    only: { type: "string" },
    // A server already running (its base URL) instead of one of the bench's own.
    base: { type: "string" },
    http2: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);

const pageTypes = values.only ? PAGE_TYPES.filter(({ path }) => values.only!.split(",").includes(path)) : PAGE_TYPES;
const app = values.base ? { base: values.base, stop: () => {} } : await startServer();
const front = values.http2 ? await startHttp2Front(app.base, Number(values.port) + 1) : null;
const server = {
  base: front?.base ?? app.base,
  stop: () => {
    front?.stop();
    app.stop();
  },
};

async function startServer() {
  const { database, file } = await openBenchDatabase(Number(values.projects));
  await database.close();
  return startLocalServer(Number(values.port), { LOG_LEVEL: "warn", DATABASE_URL: file, JOBS: "0", FEED_SCHEDULER: "0" });
}
const chrome = await chromeLauncher.launch({
  chromePath: values.chromium,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", ...(front ? ["--ignore-certificate-errors"] : [])],
});

const FIGURES = {
  score: "score",
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
  bootup: "bootup-time",
} as const;
type Figures = Record<keyof typeof FIGURES, number>;

/** A run whose trace Chromium failed to record (NO_NAVSTART, now and then) is run again. */
async function audit(url: string, attempts = 3): Promise<Figures> {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && attempts > 1) return audit(url, attempts - 1);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric(FIGURES.fcp),
    lcp: metric(FIGURES.lcp),
    tbt: metric(FIGURES.tbt),
    cls: metric(FIGURES.cls),
    si: metric(FIGURES.si),
    bootup: metric(FIGURES.bootup),
  };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const ms = (value: number) => `${Math.round(value).toLocaleString("en-US")} ms`.padStart(9);

try {
  console.log(`\nLighthouse mobile preset, median of ${runs} run${runs === 1 ? "" : "s"} per page type, ${front ? "HTTP/2 over TLS" : "HTTP/1.1"}`);
  console.log(`${"page type".padEnd(14)} ${"path".padEnd(22)} score     FCP       LCP       TBT       CLS    Speed Index  JS boot-up`);
  for (const { type, path } of pageTypes) {
    const results: Figures[] = [];
    for (let run = 0; run < runs; run++) results.push(await audit(`${server.base}${path}`));
    const pick = (key: keyof Figures) => median(results.map((r) => r[key]));
    console.log(
      `${type.padEnd(14)} ${path.padEnd(22)} ${String(pick("score")).padStart(5)} ${ms(pick("fcp"))} ${ms(pick("lcp"))} ${ms(pick("tbt"))} ${pick("cls").toFixed(3).padStart(7)} ${ms(pick("si"))} ${ms(pick("bootup"))}` +
        `   (scores ${results.map((r) => r.score).join(", ")})`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}
