// npm run test:fuzz — a bounded, seeded fuzzer (issue 12) against the production server it starts on a
// fresh SQLite database: hostile query strings on the page routes, hostile bodies on every action and
// JSON route, malformed cookies. It fails (exit 1) on any 500 or any answer slower than 2 s, and prints
// the counts by status.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { createRandom, type Random } from "~/seed/random";
import { startLocalServer } from "./local-server";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "10000" },
    seed: { type: "string", default: "20261123" },
    port: { type: "string", default: "3210" },
    database: { type: "string", default: "data/fuzz.sqlite" },
    concurrency: { type: "string", default: "4" },
  },
});
const TOTAL = Number(values.requests);
const SLOW_MS = 2_000;
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const random: Random = createRandom(Number(values.seed));

const PAGES = [
  "/",
  "/faq/",
  "/project/",
  "/project/search/",
  "/project/detail/3/",
  "/project/detail/{id}/",
  "/project/skill/{id}/",
  "/project/prefecture/{id}/",
  "/project/job/{id}/",
  "/project/agent/{id}/",
  "/project/cross/{id}/",
  "/project/price_over/{id}/",
  "/project/workdays/{id}/",
  "/project/user_profile/",
  "/legal/{id}/",
  "/sitemap/",
  "/sitemap.xml",
  "/sitemaps/{id}.xml",
  "/robots.txt",
  "/service/",
  "/service/career/",
  "/signin/",
  "/signup/",
  "/signup/scout/",
  "/password_forget/input/",
  "/password_reset/input/{token}/",
  "/stop/mail/{token}/confirm/",
  "/signin/link/",
  "/signin/link/sent/",
  "/signin/link/{token}/",
  "/guest/bookmark/project/",
  "/guest/bookmark/search/",
  "/entry_signup/input/project/{id}/",
  "/entry_signup/input/agent/",
  "/entry/input/project/{id}/",
  "/attention/entry_already/",
  "/signin/entry/project/{id}/",
  "/users/profile/",
  "/users/entry/project/",
  "/scout/",
  "/api/project/count/",
  "/api/project/count/footer/",
  "/api/check-authenticated/",
  "/api/entry/target_ids/",
  "/api/users/bookmark/project/ids/",
  "/signin/google/callback/",
  "/api/auth/google/callback/",
];
const ACTIONS = [
  "/signin/",
  "/signup/",
  "/signup/scout/",
  "/password_forget/input/",
  "/password_reset/input/{token}/",
  "/language/",
  "/logout/",
  "/signin/social/",
  "/signup/social_register/",
  "/signin/link/",
  "/signin/link/{token}/",
  "/bookmark/project/",
  "/bookmark/search/",
  "/stop/mail/{token}/confirm/",
  "/users/leave/",
  "/users/setting/password/input/",
  "/entry_signup/input/project/{id}/?step=need",
  "/entry_signup/input/project/{id}/?step=signup",
  "/entry/input/project/{id}/?step=confirm-and-entry",
  "/signin/entry/project/{id}/",
  "/api/signin/",
  "/api/signup/",
  "/api/signup_mailmag/",
  "/api/logout/",
  "/api/client/report/",
  "/api/users/bookmark/project/bulk_create/",
  "/api/users/bookmark/search/bulk_create/",
];
const QUERY_KEYS = [
  "keyword",
  "skill",
  "prefecture",
  "job",
  "page",
  "sort",
  "remote",
  "workdays",
  "price_over",
  "open",
  "redirect_to",
  "step",
  "ids",
  "type",
  "id",
  "all",
  "searchparam",
  "app_type",
  "link_id",
];
const FIELDS = [
  "email",
  "password",
  "password_confirm",
  "current_password",
  "redirect_to",
  "intent",
  "step",
  "need",
  "skills",
  "years_1",
  "minPrice",
  "phone",
  "project_id",
  "query",
  "language",
  "provider",
  "website",
  "agree",
  "bookmarks",
  "message",
  "stack",
  "path",
  "mail_send_flag",
  "flag",
  "confirm",
];

/** Values that broke servers somewhere: empty, huge, negative, non-numbers, encodings, markup, paths. */
function hostile(): string {
  const pick = random.int(0, 15);
  switch (pick) {
    case 0:
      return "";
    case 1:
      return "a".repeat(random.int(200, 5_000));
    case 2:
      return String(-random.int(1, 1e9));
    case 3:
      return "99999999999999999999999";
    case 4:
      return "1e308";
    case 5:
      return "NaN";
    case 6:
      return "<script>alert(1)</script>";
    case 7:
      return "東京都渋谷区テスト".repeat(random.int(1, 50));
    case 8:
      return "%E0%A4%A";
    case 9:
      return "../../etc/passwd";
    case 10:
      return "//evil.example/";
    case 11:
      return "\u0000\u001f\u007f";
    case 12:
      return "0x50";
    case 13:
      return "1,2,,x,3," + "9".repeat(12);
    case 14:
      return "' OR 1=1 --";
    default:
      return String(random.int(0, 100_000));
  }
}

const fill = (path: string) =>
  path.replace("{id}", random.pick(["1", "3", "0", "-1", "abc", "99999999", "１２", "1.5"])).replace("{token}", random.pick(["x", "a".repeat(43), "%zz"]));
const rawQuery = () =>
  Array.from({ length: random.int(0, 4) }, () => `${random.pick(QUERY_KEYS)}=${random.int(0, 3) === 0 ? hostile() : encodeURIComponent(hostile())}`).join("&");

/** A header carries Latin-1 only (as a browser sends it): a hostile value goes percent-encoded, or as raw ASCII. */
const cookieValue = () => {
  const value = hostile();
  return random.int(0, 1) === 0 ? encodeURIComponent(value) : value.replace(/[^\x21-\x7e]/g, "");
};

function hostileCookie(): string {
  return random.pick([
    `__session=${cookieValue()}`,
    `bm_projects=${cookieValue()}`,
    "bm_searches=zzzzzzzzzzzz~skill%3D1",
    `bm_searches=${cookieValue()}`,
    `__entry_draft=${cookieValue()}`,
    `lang=${cookieValue()}`,
    "__session=eyJzaWQiOiJ4In0%3D.forged",
    `__session=${cookieValue()}; bm_projects=${cookieValue()}`,
  ]);
}

function hostileBody(): { body: BodyInit | undefined; type: string | undefined } {
  const fields = Array.from({ length: random.int(0, 6) }, () => [random.pick(FIELDS), hostile()] as const);
  switch (random.int(0, 6)) {
    case 0:
      return { body: new URLSearchParams(fields.map(([k, v]) => [k, v])).toString(), type: "application/x-www-form-urlencoded" };
    case 1:
      return { body: JSON.stringify(Object.fromEntries(fields)), type: "application/json" };
    case 2:
      return { body: random.pick(["{", "[]", "null", '{"bookmarks":"x"}', '{"bookmarks":[null,1,"a",{"project_id":"x"}]}']), type: "application/json" };
    case 3:
      return { body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken', type: "multipart/form-data; boundary=x" };
    case 4:
      return { body: fields.map(([k, v]) => `${k}=${v}`).join("&"), type: "text/plain" };
    case 5:
      return { body: undefined, type: undefined };
    default:
      return { body: new URLSearchParams(fields.map(([k, v]) => [k, v])).toString(), type: "application/x-www-form-urlencoded; charset=shift_jis" };
  }
}

type Probe = { method: string; url: string; init: RequestInit };

function nextProbe(): Probe {
  const headers: Record<string, string> = {
    Origin: base,
    "User-Agent": "Mozilla/5.0 Chrome/156 fuzz",
    "X-Forwarded-For": `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
  };
  if (random.int(0, 3) === 0) headers.Cookie = hostileCookie();
  if (random.int(0, 1) === 0) {
    const query = rawQuery();
    return { method: "GET", url: `${base}${fill(random.pick(PAGES))}${query ? `?${query}` : ""}`, init: { method: "GET", headers } };
  }
  const { body, type } = hostileBody();
  if (type) headers["Content-Type"] = type;
  if (random.int(0, 5) === 0) headers.Accept = "application/json";
  return { method: "POST", url: `${base}${fill(random.pick(ACTIONS))}`, init: { method: "POST", headers, body, redirect: "manual" } };
}

// A fresh database, migrated and seeded by the server as `npm start` does.
for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${values.database}${suffix}`, { force: true });
const server = await startLocalServer(port, {
  LOG_LEVEL: "silent",
  DATABASE_URL: values.database,
  TRUST_PROXY: "1",
  JOBS: "0",
  FEED_SCHEDULER: "0",
  INSECURE_COOKIES: "1",
  SESSION_SECRET: "fuzz",
  MAIL_DIR: "data/fuzz-mail",
  SMTP_URL: "",
});

const counts = new Map<number, number>();
const failures: string[] = [];
let sent = 0;
let slowest = 0;

async function worker() {
  while (sent < TOTAL) {
    sent++;
    const probe = nextProbe();
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(probe.url, probe.init);
      status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      failures.push(`${probe.method} ${probe.url.slice(0, 200)}: no answer (${(error as Error).message})`);
    }
    const ms = performance.now() - started;
    slowest = Math.max(slowest, ms);
    counts.set(status, (counts.get(status) ?? 0) + 1);
    if (status >= 500 && status !== 503)
      failures.push(`${probe.method} ${probe.url.slice(0, 200)} ${JSON.stringify(probe.init.headers).slice(0, 300)} → ${status}`);
    if (ms > SLOW_MS) failures.push(`${probe.method} ${probe.url.slice(0, 200)} took ${Math.round(ms)} ms`);
  }
}

try {
  const started = Date.now();
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  const statuses = [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(", ");
  console.log(
    `fuzz: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${values.seed}); by status ${statuses}; slowest ${Math.round(slowest)} ms`,
  );
  for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
  console.log(`${sent - failures.length} passed, ${failures.length} failed`);
  process.exitCode = failures.length > 0 ? 1 : 0;
} finally {
  server.stop();
}
