// npm run test:fuzz — seeded hostile requests in six classes (CLASSES) against a production server on a fresh
// database; fails on a 500, a slow answer or /healthz, or any error the server logs (README, decision 041).
import fs from "node:fs";
import http from "node:http";
import { parseArgs } from "node:util";
import pg from "pg";
import { createRandom, type Random } from "~/seed/random";
import { startLocalServer } from "./local-server";

/** query strings and cookies, bodies, Host and X-Forwarded-*, odd paths, NUL and lone surrogates, list confusions. */
const CLASSES = ["query", "body", "host", "path", "nul", "lists"] as const;
type ProbeClass = (typeof CLASSES)[number];

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "10000" },
    seed: { type: "string", default: "20261123" },
    port: { type: "string", default: "3210" },
    database: { type: "string", default: "data/fuzz.sqlite" },
    concurrency: { type: "string", default: "4" },
    classes: { type: "string", default: CLASSES.join(",") },
  },
});
const TOTAL = Number(values.requests);
const SLOW_MS = 2_000;
const SLOW_HEALTH_MS = 500;
const port = Number(values.port);
const random: Random = createRandom(Number(values.seed));
const classes = values.classes.split(",").map((name) => {
  if (!(CLASSES as readonly string[]).includes(name)) throw new Error(`unknown class ${name}: one of ${CLASSES.join(", ")}`);
  return name as ProbeClass;
});

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
  "/project/marketprice/",
  "/project/marketprice/input/",
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
  "/signin/scout/",
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
  "/users/profile/working/edit/",
  "/users/entry/project/",
  "/scout/",
  "/api/project/count/",
  "/api/project/count/footer/",
  "/api/related-services/",
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
  "/users/setting/mail/input/",
  "/users/setting/scout/",
  "/users/profile/edit/",
  "/users/profile/working/edit/",
  "/users/profile/career/edit/",
  "/users/profile/experience/edit/",
  "/project/marketprice/input/",
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
  "/api/session/entry/",
  "/api/view_logs/",
  "/api/agents/scouts/",
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
  "sip",
  "gclid",
  "internal_redirect",
  "user_cmp_open",
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
  "keyword",
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
  "full_url",
  "url",
  "referrer",
  "title",
  "body",
  "profile_id",
  "lastName",
  "firstName",
  "stations",
  "qualifications",
  "jobTypeId",
  "prefectureId",
];
/** The names the site's forms send as lists (rows as `name[0].field`, or one name repeated). */
const LIST_FIELDS = ["skills", "stations", "qualifications", "need", "otherJobTypes", "locations", "ids", "bookmarks"];

/** Values that broke servers somewhere: empty, huge, negative, non-numbers, encodings, markup, paths. */
function hostile(): string {
  switch (random.int(0, 15)) {
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
      return random.pick(["//evil.example/", "/.//evil.example/", "/./\\evil.example/", "/%2e%2e//evil.example/"]);
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

/** Text PostgreSQL cannot store, or that is not Unicode: NUL, lone surrogates, inside ordinary words. */
const unstorable = () => random.pick(["a\u0000b", "\u0000", "Java\u0000開発", "\ud800", "x\udfffy", "東京\u0000\ud83d", `${"あ".repeat(50)}\u0000`]);

/** `text` percent-encoded for a request line or form, a lone surrogate as the (invalid) UTF-8 of its code point. */
function percentEncoded(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xed).toString(16)}%${(0xa0 | ((code >> 6) & 0x1f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += /[A-Za-z0-9\-_.~]/.test(char) ? char : encodeURIComponent(char);
  }
  return out;
}

const fill = (path: string) =>
  path
    .replace("{id}", percentEncoded(random.pick(["1", "3", "0", "-1", "abc", "99999999", "１２", "1.5"])))
    .replace("{token}", random.pick(["x", "a".repeat(43), "%zz"]));
/** A query of hostile values, a quarter of them raw: percent signs left as typed ("%E0%A4%A"). */
const rawQuery = () =>
  Array.from(
    { length: random.int(0, 4) },
    () => `${random.pick(QUERY_KEYS)}=${random.int(0, 3) === 0 ? percentEncoded(hostile()).replace(/%25/g, "%") : percentEncoded(hostile())}`,
  ).join("&");

/** A header carries Latin-1 only (as a browser sends it): a hostile value goes percent-encoded, or as raw ASCII. */
const cookieValue = () => {
  const value = hostile();
  return random.int(0, 1) === 0 ? percentEncoded(value) : value.replace(/[^\x21-\x7e]/g, "");
};

function hostileCookie(): string {
  return random.pick([
    `__session=${cookieValue()}`,
    `bm_projects=${cookieValue()}`,
    "bm_searches=zzzzzzzzzzzz~skill%3D1",
    `bm_searches=${cookieValue()}`,
    `bm_searches=${percentEncoded(`mgc4u3~keyword=${unstorable()}`)}`,
    `__entry_draft=${cookieValue()}`,
    `lang=${cookieValue()}`,
    "__session=eyJzaWQiOiJ4In0%3D.forged",
    `__session=${cookieValue()}; bm_projects=${cookieValue()}`,
  ]);
}

type Body = { body: string | undefined; type: string | undefined };
const formBody = (fields: ReadonlyArray<readonly [string, string]>): Body => ({
  body: fields.map(([name, value]) => `${percentEncoded(name)}=${percentEncoded(value)}`).join("&"),
  type: "application/x-www-form-urlencoded",
});
const jsonBody = (fields: ReadonlyArray<readonly [string, unknown]>): Body => ({ body: JSON.stringify(Object.fromEntries(fields)), type: "application/json" });

function hostileBody(): Body {
  const fields = Array.from({ length: random.int(0, 6) }, () => [random.pick(FIELDS), hostile()] as const);
  switch (random.int(0, 6)) {
    case 0:
      return formBody(fields);
    case 1:
      return jsonBody(fields);
    case 2:
      return { body: random.pick(["{", "[]", "null", '{"bookmarks":"x"}', '{"bookmarks":[null,1,"a",{"project_id":"x"}]}']), type: "application/json" };
    case 3:
      return { body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken', type: "multipart/form-data; boundary=x" };
    case 4:
      return { body: fields.map(([k, v]) => `${k}=${v}`).join("&"), type: "text/plain" };
    case 5:
      return { body: undefined, type: undefined };
    default:
      return { ...formBody(fields), type: "application/x-www-form-urlencoded; charset=shift_jis" };
  }
}

/** Every text field of a form or JSON call, some of them unstorable. */
function unstorableBody(): Body {
  const fields = random.sample(FIELDS, random.int(1, 8)).map((name) => [name, random.chance(0.6) ? unstorable() : hostile()] as const);
  if (random.chance(0.5)) return formBody(fields);
  // As JSON, with the shapes the telemetry calls and the bookmark lists read.
  const extra: Array<[string, unknown]> = random.pick([
    [],
    [["bookmarks", [{ project_id: 1, bookmarked_at: unstorable() }, { query: `keyword=${unstorable()}` }]]],
    [["visit_query_params", JSON.stringify({ keyword: unstorable() })]],
    [["full_url", `http://127.0.0.1:${port}/project/?keyword=${unstorable()}`]],
  ]);
  return jsonBody([...fields, ...extra]);
}

/** A list where a form sends one value, one value where it sends a list, and rows broken in between. */
function confusedListBody(): Body {
  const list = random.pick(LIST_FIELDS);
  const scalar = random.pick(FIELDS.filter((name) => !LIST_FIELDS.includes(name)));
  const fields: Array<readonly [string, string]> = random.pick([
    [[list, "1"]],
    [
      [list, "1"],
      [`${list}[0].id`, "3"],
    ],
    [[`${list}[0]`, "x"]],
    [
      [`${list}[0].id`, "1"],
      [`${list}[0]`, "2"],
    ],
    [[`${list}.id`, "1"]],
    [[`${list}[-1].id`, "1"]],
    [[`${list}[0][0]`, "1"]],
    [[`${scalar}[0]`, "a@example.jp"]],
    [
      [`${scalar}`, "a"],
      [`${scalar}`, "b"],
    ],
    [[`${scalar}.x`, "1"]],
    [[`${scalar}[0].x`, "1"]],
  ]);
  return random.chance(0.8) ? formBody(fields) : jsonBody(fields.map(([name, value]) => [name, random.chance(0.5) ? [value] : { value }]));
}

const SITE_HOST = `127.0.0.1:${port}`;
const HOSTS = [
  "evil.example",
  "evil.example:8080",
  "127.0.0.1:99999",
  "[::1",
  "a b",
  "",
  "localhost",
  "[::1]:3210",
  "127.0.0.1:0",
  `${SITE_HOST}, evil.example`,
  "évil.example",
  "-",
  "x".repeat(300),
];
const FORWARDED: Array<Record<string, string>> = [
  { "X-Forwarded-Host": "evil.example" },
  { "X-Forwarded-Host": "127.0.0.1:99999" },
  { "X-Forwarded-Host": `evil.example, ${SITE_HOST}` },
  { "X-Forwarded-Host": "" },
  { "X-Forwarded-Proto": "https" },
  { "X-Forwarded-Proto": "javascript" },
  { "X-Forwarded-Proto": "https, http" },
  { "X-Forwarded-For": "not-an-address" },
  { "X-Forwarded-For": "1.1.1.1, 2.2.2.2, , ::ffff:1.2.3.4" },
  { "X-Forwarded-Host": "localhost:3210", "X-Forwarded-Proto": "https" },
];

const ODD_PATHS = [
  "/%5C/",
  "/%5c%5c/",
  "/%5C%5Cevil.example/",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/project/%2e%2e/%2e%2e/",
  "/%2F%2Fevil.example/",
  "/./project/",
  "/project//detail//1//",
  "/%C0%AF/",
  "/%E0%80%AF/",
  "/%ED%A0%80/",
  "/%FF%FE/",
  "/%/",
  "/project/detail/1%00/",
  "/project/skill/%F0%9F%98%80/",
  "/%E6%9D%B1%E4%BA%AC/",
  "/project/detail/1;jsessionid=x/",
];

function oddPath(): string {
  switch (random.int(0, 3)) {
    case 0:
      return `${"/a".repeat(random.pick([33, 200, 1_000, 5_000, 20_000]))}/`;
    case 1:
      return `/__manifest?version=x&${Array.from({ length: random.int(1, 300) }, () => `p=${"/a".repeat(random.int(1, 60))}`).join("&")}`;
    case 2:
      return `/project${"/%2e%2e".repeat(random.int(1, 40))}/`;
    default:
      return random.pick(ODD_PATHS);
  }
}

type Probe = { kind: ProbeClass; method: string; path: string; headers: Record<string, string>; body?: string };

let memberCookie = "";
let unsendable = false;

function nextProbe(): Probe {
  const kind = random.pick(classes);
  const headers: Record<string, string> = {
    Host: SITE_HOST,
    Origin: `http://${SITE_HOST}`,
    "User-Agent": "Mozilla/5.0 Chrome/156 fuzz",
    "X-Forwarded-For": `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
  };
  if (memberCookie && random.chance(0.3)) headers.Cookie = memberCookie;
  const get = (path: string): Probe => ({ kind, method: "GET", path, headers });
  const post = (path: string, { body, type }: Body): Probe => {
    // The member stays a member: its session is not spent on logging out or leaving.
    if (/logout|leave/.test(path) && headers.Cookie === memberCookie) delete headers.Cookie;
    if (type) headers["Content-Type"] = type;
    if (random.int(0, 5) === 0) headers.Accept = "application/json";
    return { kind, method: "POST", path, headers, body };
  };
  switch (kind) {
    case "query": {
      if (random.int(0, 3) === 0) headers.Cookie = hostileCookie();
      const query = rawQuery();
      return get(`${fill(random.pick(PAGES))}${query ? `?${query}` : ""}`);
    }
    case "body":
      return post(fill(random.pick(ACTIONS)), hostileBody());
    case "host": {
      if (random.chance(0.6)) headers.Host = random.pick(HOSTS);
      else Object.assign(headers, random.pick(FORWARDED));
      return random.chance(0.5) ? get(fill(random.pick(PAGES))) : post(fill(random.pick(ACTIONS)), hostileBody());
    }
    case "path":
      return random.chance(0.8) ? get(oddPath()) : post(oddPath(), hostileBody());
    case "nul":
      if (random.chance(0.25)) {
        headers.Cookie = random.chance(0.5) ? hostileCookie() : `${memberCookie}; ${hostileCookie()}`;
        return get(`${fill(random.pick(PAGES))}?${random.pick(QUERY_KEYS)}=${percentEncoded(unstorable())}`);
      }
      return post(fill(random.pick(ACTIONS)), unstorableBody());
    case "lists":
      return post(fill(random.pick(ACTIONS)), confusedListBody());
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(values.concurrency) + 1 });

/** Sends a probe as written; resolves with the status (0: no answer) once the whole answer has come. */
function send(probe: Probe): Promise<number> {
  return new Promise((resolve) => {
    let request: http.ClientRequest;
    try {
      request = http.request({ host: "127.0.0.1", port, method: probe.method, path: probe.path, headers: probe.headers, agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      });
    } catch (error) {
      // A header Node itself will not send (it checks names and values first): nothing went out.
      if (!unsendable) console.log(`  (not sent: ${(error as Error).message})`);
      unsendable = true;
      return resolve(-1);
    }
    request.on("error", () => resolve(0));
    request.end(probe.body);
  });
}

// A fresh database, migrated and seeded by the server as `npm start` does.
const postgres = values.database.startsWith("postgres");
if (postgres) await recreatePostgresDatabase(values.database);
else for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${values.database}${suffix}`, { force: true });
const serverErrors: string[] = [];
const server = await startLocalServer(
  port,
  {
    LOG_LEVEL: "error",
    DATABASE_URL: values.database,
    TRUST_PROXY: "1",
    JOBS: "0",
    FEED_SCHEDULER: "0",
    INSECURE_COOKIES: "1",
    SESSION_SECRET: "fuzz",
    MAIL_DIR: "data/fuzz-mail",
    SMTP_URL: "",
    // The test routes give the fuzzer a member's session, to reach the members' forms.
    E2E_TEST_ROUTES: "1",
  },
  (line) => {
    // Every error the server logs counts: a request that threw, a write that failed (the database's word).
    if (line.includes('"level":"error"')) serverErrors.push(line.slice(0, 600));
  },
);

const counts = new Map<number, number>();
const byClass = new Map<ProbeClass, Map<number, number>>();
const failures: string[] = [];
const slowest: Array<{ ms: number; probe: string }> = [];
let sent = 0;
let slowestHealth = 0;
let running = true;

async function worker() {
  while (sent < TOTAL) {
    sent++;
    const probe = nextProbe();
    const started = performance.now();
    const status = await send(probe);
    const ms = performance.now() - started;
    const label = `${probe.kind} ${probe.method} ${probe.path.slice(0, 160)} ${JSON.stringify(probe.headers).slice(0, 300)}`;
    slowest.push({ ms, probe: label });
    slowest.sort((a, b) => b.ms - a.ms).splice(3);
    counts.set(status, (counts.get(status) ?? 0) + 1);
    const ofClass = byClass.get(probe.kind) ?? new Map<number, number>();
    ofClass.set(status, (ofClass.get(status) ?? 0) + 1);
    byClass.set(probe.kind, ofClass);
    if (status === 0) failures.push(`${label}: no answer`);
    if (status >= 500 && status !== 503) failures.push(`${label} → ${status}`);
    if (ms > SLOW_MS) failures.push(`${label} took ${Math.round(ms)} ms`);
  }
}

/** /healthz asked every 100 ms while the fuzzer runs: an attack that blocks the server shows here. */
async function watchHealth() {
  while (running) {
    const started = performance.now();
    const status = await send({ kind: "query", method: "GET", path: "/healthz", headers: { Host: SITE_HOST } });
    const ms = performance.now() - started;
    slowestHealth = Math.max(slowestHealth, ms);
    if (status !== 200) failures.push(`/healthz answered ${status}`);
    if (ms > SLOW_HEALTH_MS) failures.push(`/healthz took ${Math.round(ms)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const byStatus = (map: Map<number, number>) =>
  [...map]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === -1 ? "unsendable" : status}: ${n}`)
    .join(", ");

try {
  const session = await fetch(`${server.base}/test-session/`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: "email=fuzz-member%40example.jp&password=kaede-momiji-2026&profiled=1",
  });
  memberCookie = (session.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const started = Date.now();
  const health = watchHealth();
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  running = false;
  await health;
  // The graceful stop writes the telemetry still waiting: the errors of those writes count too.
  await server.stopAndWait();
  console.log(
    `fuzz on ${postgres ? "PostgreSQL" : "SQLite"}: ${sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${values.seed}); by status ${byStatus(counts)}; slowest ${Math.round(slowest[0]?.ms ?? 0)} ms; slowest /healthz ${Math.round(slowestHealth)} ms`,
  );
  for (const [kind, ofClass] of byClass) console.log(`  ${kind}: ${byStatus(ofClass)}`);
  for (const { ms, probe } of slowest) console.log(`  slow: ${Math.round(ms)} ms ${probe}`);
  failures.push(...serverErrors.map((line) => `server logged: ${line}`));
  for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
  console.log(`${sent - failures.length} passed, ${failures.length} failed`);
  process.exitCode = failures.length > 0 ? 1 : 0;
} finally {
  agent.destroy();
  server.stop();
}

/** Drops and makes the fuzzer's own PostgreSQL database: the server seeds it as `npm start` does. */
async function recreatePostgresDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/^fuzz[a-z0-9_]*$/.test(name)) throw new Error(`the fuzzer drops its database: give it one named fuzz…, not ${name}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}
