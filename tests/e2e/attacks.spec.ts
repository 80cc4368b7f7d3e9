// Attacks against the running server: each one that once worked, tried again as an attacker
// would. Server-level, so it runs once, in the JavaScript project.
import net from "node:net";
import { expect, logInAsMember, mailsIn, PASSWORD, receiveMail, test, uniqueEmail } from "./fixtures";
import { E2E_MAIL_DIR } from "./e2e-env";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "server-level checks run once");

/** Sends `head` as written (a Host no client library would send) and returns the status line and body. */
function rawRequest(baseURL: string, head: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(`${head}\r\nConnection: close\r\n\r\n`));
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => (text += chunk));
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
  });
}

const SITE = "http://127.0.0.1:3100";

test("a forged Host gets 400 before any route runs, and mails never take their links from request headers", async ({ request }) => {
  const email = uniqueEmail("victim");
  for (const [path, form] of [
    ["/signin/link/", { email }],
    ["/password_forget/input/", { email }],
    ["/api/signup_mailmag/", { email }],
  ] as const) {
    const forged = await request.post(path, { headers: { Host: "evil.example:8080" }, form, maxRedirects: 0 });
    expect(forged.status(), path).toBe(400);
    expect(await forged.text()).toContain("400 Bad Request");
  }
  expect((await request.get("/", { headers: { Host: "evil.example" } })).status()).toBe(400);
  // Behind the tests' trusted proxy, X-Forwarded-Host is the host: another site's is refused too.
  expect((await request.get("/", { headers: { "X-Forwarded-Host": "evil.example" } })).status()).toBe(400);
  // A host the site answers to by another name: the mailed link still names the configured origin.
  const other = await request.post("/api/signup_mailmag/", { headers: { "X-Forwarded-Host": "localhost:3100" }, form: { email } });
  expect(other.status()).toBe(200);
  const mail = await receiveMail(email, "メールマガジン登録の確認");
  expect(mail.text).toContain(`${SITE}/signin/link/`);
  expect(mail.text).not.toContain("localhost");
  expect(mailsIn(E2E_MAIL_DIR, email).some((m) => m.text.includes("evil.example"))).toBe(false);
  // A balancer's health check may name the server by any host.
  expect((await request.get("/healthz", { headers: { Host: "10.0.0.7:3100" } })).status()).toBe(200);
});

test("a Host the URL parser cannot read gets 400 with the site's page, never a stack trace", async ({ baseURL }) => {
  for (const host of ["127.0.0.1:99999", "[::1", "a b", "evil.example:0"]) {
    const answer = await rawRequest(baseURL!, `GET / HTTP/1.1\r\nHost: ${host}`);
    expect(answer.status, host).toBe(400);
    expect(answer.text, host).toContain("リクエストの内容が正しくない");
    expect(answer.text, host).not.toMatch(/at \w+ \(|node_modules|\/work\//);
  }
  // A request target in absolute form, and a forwarded host given blank.
  expect((await rawRequest(baseURL!, `GET http://127.0.0.1:3100/faq/ HTTP/1.1\r\nHost: 127.0.0.1:3100`)).status).toBe(400);
  expect((await rawRequest(baseURL!, `GET /faq/ HTTP/1.1\r\nHost: 127.0.0.1:3100\r\nX-Forwarded-Host:  , 127.0.0.1:3100`)).status).toBe(400);
});

test("a path of many segments is refused at once, and the server keeps answering meanwhile", async ({ request }) => {
  const long = await request.get(`${"/a".repeat(20_000)}/`);
  expect(long.status()).toBe(414);
  expect(await long.text()).toContain("URLが長すぎる");
  const deep = await request.get(`${"/a".repeat(1_000)}/`);
  expect(deep.status()).toBe(404);
  const manifest = await request.get(`/__manifest?version=x&${Array.from({ length: 200 }, () => `p=${"/a".repeat(30)}`).join("&")}`);
  expect(manifest.status()).toBe(400);
  const manyParts = await request.get(`/__manifest?version=x&p=${"/a".repeat(100)}`);
  expect(manyParts.status()).toBe(400);
  // Ten of the worst at once: /healthz still answers, as quickly as ever.
  const attacks = Array.from({ length: 10 }, () => request.get(`${"/a".repeat(1_020)}/`));
  const started = Date.now();
  expect((await request.get("/healthz")).status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(500);
  for (const answer of await Promise.all(attacks)) expect(answer.status()).toBe(404);
});

const ESCAPES = [
  "/.//evil.example/",
  "/..//evil.example/",
  "/./\\evil.example/",
  "/%2e%2e//evil.example/",
  "//evil.example/",
  "/\\evil.example/",
  "https://evil.example/",
];

/** Where a Location header would send a browser: never to another host. */
function expectOnSite(location: string | undefined, label: string) {
  expect(location, label).toBeDefined();
  const target = new URL(location!, SITE);
  expect(target.origin, `${label} → ${location}`).toBe(SITE);
}

test("no route that takes a redirect target sends a visitor to another site, in any of the forms that once did", async ({ page, baseURL }) => {
  await logInAsMember(page);
  const request = page.request;
  const headers = { Origin: baseURL! };
  for (const target of ESCAPES) {
    for (const path of ["/signin/", "/signup/", "/signin/scout/"]) {
      const answer = await request.get(`${path}?redirect_to=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      if (answer.status() === 200) continue;
      expectOnSite(answer.headers().location, `GET ${path} ${target}`);
    }
    for (const [path, form] of [
      ["/language/", { language: "ja", redirect_to: target }],
      ["/bookmark/project/", { project_id: "1", intent: "add", redirect_to: target }],
      ["/bookmark/search/", { query: "keyword=Java", intent: "add", redirect_to: target }],
    ] as const) {
      const answer = await request.post(path, { headers, form, maxRedirects: 0 });
      expect(answer.status(), `POST ${path} ${target}`).toBeLessThan(400);
      expectOnSite(answer.headers().location, `POST ${path} ${target}`);
    }
  }
});

test("signing in or up sends the member on to this site only", async ({ request, baseURL }) => {
  const email = uniqueEmail("redirect");
  await request.post("/test-session/", { form: { email, password: PASSWORD } });
  for (const target of ESCAPES) {
    const answer = await request.post("/signin/", { headers: { Origin: baseURL! }, form: { email, password: PASSWORD, redirect_to: target }, maxRedirects: 0 });
    expect(answer.status(), target).toBe(302);
    expectOnSite(answer.headers().location, target);
  }
  await request.post("/logout/", { headers: { Origin: baseURL! }, maxRedirects: 0 });
  for (const target of ESCAPES) {
    const form = { email: uniqueEmail("redirect-signup"), password: PASSWORD, password_confirm: PASSWORD, agree: "on", redirect_to: target };
    const answer = await request.post("/signup/", { headers: { Origin: baseURL! }, form, maxRedirects: 0 });
    expect(answer.status(), `sign-up ${target}`).toBe(302);
    expectOnSite(answer.headers().location, `sign-up ${target}`);
    await request.post("/logout/", { headers: { Origin: baseURL! }, maxRedirects: 0 });
  }
});

test("inputs that once answered 500 answer 4xx", async ({ request, baseURL }) => {
  for (const path of ["/%5C/", "/%5c%5c/", "/%5C%5C/evil.example/"]) expect((await request.get(path)).status(), path).toBe(400);
  // A list sent as one value.
  const market = await request.post("/project/marketprice/input/", { headers: { Origin: baseURL! }, form: { skills: "1" }, maxRedirects: 0 });
  expect(market.status()).toBe(400);
  const marketPage = await market.text();
  expect(marketPage).toContain("単価相場");
  // The form comes back whole: its three skill rows, to choose from again.
  for (const row of [0, 1, 2]) expect(marketPage).toContain(`name="skills[${row}].id"`);
  // Another site's Origin, whatever Sec-Fetch-Site claims.
  const forged = await request.post("/signin/", {
    headers: { Origin: "http://evil.example", "Sec-Fetch-Site": "same-origin" },
    form: { email: "a@example.jp", password: "x" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
});
