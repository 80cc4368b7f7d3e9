// A/B patterns and telemetry, with JavaScript on and off: the pattern cookie keeps a variant from page
// to page, crawlers get the default, the server counts a page loaded without JavaScript and the script
// counts the navigations after it, and a newer build reloads the page on the next navigation.
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { expect, test, type Page } from "./fixtures";

// Headless Chromium names itself "HeadlessChrome", which is a crawler's name: these visitors are people.
const PERSON = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
test.use({ userAgent: PERSON });

const visitorId = () => crypto.randomBytes(16).toString("base64url");

function rows<T>(query: string, ...params: unknown[]): T[] {
  const db = new Database("data/e2e.sqlite", { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}

async function withPatterns(page: Page, baseURL: string | undefined, patterns: string, visitor = visitorId()) {
  await page.context().addCookies([{ name: "ab", value: `${visitor}.${patterns}`, url: baseURL! }]);
  return visitor;
}

const easySearch = (page: Page) => page.getByRole("heading", { name: "かんたん検索" });

test("pattern 10 shows the easy search on every visit, and it searches", async ({ page, baseURL }) => {
  await withPatterns(page, baseURL, "3-2_5-10_6-13");
  await page.goto("/");
  await expect(easySearch(page)).toBeVisible();
  await page.getByLabel("職種").selectOption({ label: "バックエンドエンジニア" });
  await page.getByLabel("希望の月額単価").selectOption("70");
  await page.getByRole("button", { name: "この条件で探す" }).click();
  await expect(page).toHaveURL(/\/project\/?\?.*job=5/);
  await expect(page).toHaveURL(/price_over=70/);
  await page.goto("/");
  await expect(easySearch(page)).toBeVisible();
});

test("pattern 11 hides it; a new visitor keeps the pattern drawn for them", async ({ page, baseURL }) => {
  await withPatterns(page, baseURL, "3-2_5-11_6-13");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(easySearch(page)).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto("/");
  const drawn = (await page.context().cookies()).find((c) => c.name === "ab");
  expect(drawn?.value).toMatch(/^[A-Za-z0-9_-]{22}\.3-[12]_5-1[01]_6-1[23]$/);
  const shown = drawn!.value.includes("5-10");
  for (let visit = 0; visit < 2; visit++) {
    await page.goto("/faq/");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(easySearch(page)).toHaveCount(shown ? 1 : 0);
    expect((await page.context().cookies()).find((c) => c.name === "ab")?.value).toBe(drawn!.value);
  }
});

test("crawlers get the default pattern, no cookie and no record", async ({ request }) => {
  const marker = `crawler-${crypto.randomBytes(4).toString("hex")}`;
  const response = await request.get(`/?sip=${marker}`, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(response.headers()["set-cookie"] ?? "").not.toContain("ab=");
  expect(await response.text()).not.toContain("かんたん検索");
  // A person's visit after it: the server writes its rows in the order it takes them, so once the
  // person's row is there, the crawler's would be too.
  const after = `person-${marker}`;
  await request.get(`/?sip=${after}`, { headers: { "User-Agent": PERSON } });
  await expect.poll(() => rows("SELECT id FROM session_entries WHERE sip = ?", after)).toHaveLength(1);
  expect(rows("SELECT id FROM session_entries WHERE sip = ?", marker)).toHaveLength(0);
});

test("POST /api/ui/pattern answers the visitor's pattern, and refuses a bad request in Japanese", async ({ request }) => {
  const visitor = visitorId();
  const answer = await request.post("/api/ui/pattern/", { data: { kind_id: 6, path: "/lp/5/all-2/" }, headers: { Cookie: `ab=${visitor}.3-1_5-11_6-12` } });
  expect(await answer.json()).toEqual({ pattern_id: 12 });
  const bad = await request.post("/api/ui/pattern/", { data: { kind_id: 99, path: "/" } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toBe("kind_id の実験はありません");
  const badEntry = await request.post("/api/session/entry/", { data: { url: "https://elsewhere.example/" } });
  expect(badEntry.status()).toBe(400);
  expect((await badEntry.json()).error).toBe("url はパスで送ってください");
});

test("a page view and its session entry are recorded, and each navigation after it", async ({ page, baseURL }) => {
  const visitor = await withPatterns(page, baseURL, "3-2_5-11_6-13");
  const marker = `e2e-${crypto.randomBytes(4).toString("hex")}`;
  await page.goto(`/faq/?sip=${marker}&gclid=click-${marker}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The server's own record of the page it sent (with or without JavaScript); the address is hashed.
  await expect
    .poll(() =>
      rows<{ url: string; gclid: string; ip_hash: string }>(
        "SELECT url, gclid, ip_hash FROM session_entries WHERE visitor_id = ? AND sip = ?",
        visitor,
        marker,
      ),
    )
    .toEqual([{ url: "/faq/", gclid: `click-${marker}`, ip_hash: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) }]);
  await expect.poll(() => rows("SELECT id FROM view_logs WHERE visitor_id = ? AND full_url LIKE ?", visitor, `%/faq/?sip=${marker}%`).length).toBe(1);

  await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
  await expect(page).toHaveURL(/\/legal\/1\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
  // With JavaScript the script reports the navigation; without, the server records the page load
  // (its Referer). Either way the page before is the referrer.
  await expect
    .poll(() => rows<{ referrer: string }>("SELECT referrer FROM session_entries WHERE visitor_id = ? AND url = '/legal/1/'", visitor))
    .toEqual([{ referrer: expect.stringContaining(`/faq/?sip=${marker}`) }]);
  await expect.poll(() => rows("SELECT id FROM view_logs WHERE visitor_id = ? AND full_url LIKE '%/legal/1/'", visitor).length).toBe(1);
});

test("a navigation made before the telemetry's script arrives is still reported", async ({ page, baseURL, javaScript }) => {
  test.skip(!javaScript, "the script's reports");
  const visitor = await withPatterns(page, baseURL, "3-2_5-11_6-13");
  // The telemetry loads after the page; its script is held back until the visitor has moved on.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("reload-on-chunk-error")) await released;
    await route.fulfill({ response, body });
  });
  await page.goto("/faq/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
  expect(rows("SELECT id FROM session_entries WHERE visitor_id = ? AND url = '/legal/1/'", visitor)).toEqual([]);
  release();
  await expect
    .poll(() => rows<{ referrer: string }>("SELECT referrer FROM session_entries WHERE visitor_id = ? AND url = '/legal/1/'", visitor))
    .toEqual([{ referrer: expect.stringContaining("/faq/") }]);
});

test("a newer build reloads the page on the next navigation", async ({ page, javaScript }) => {
  test.skip(!javaScript, "the build check is the script's");
  await page.route("**/build/latest.json", (route) => route.fulfill({ json: { version: "a-newer-build" } }));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const footer = page.getByRole("contentinfo");
  // The first navigation finds the newer build ...
  await footer.getByRole("link", { name: "利用規約" }).click();
  await expect(page).toHaveURL(/\/legal\/1\/$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  // ... the next one loads its page afresh from the server.
  await footer.getByRole("link", { name: "プライバシーポリシー" }).click();
  await expect(page).toHaveURL(/\/legal\/2\/$/);
  // (While the page reloads, its old context is gone: asked again until the new one answers.)
  await expect.poll(() => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere).catch(() => "reloading")).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1, name: "プライバシーポリシー" })).toBeVisible();
});

test("a guest's first search brings the mail-magazine prompt, which closes for good", async ({ page, baseURL, javaScript }) => {
  test.skip(!javaScript, "the prompt is the script's; the sign-up page offers the same form");
  await withPatterns(page, baseURL, "3-1_5-11_6-13");
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("navigation", { name: "よく使われる条件" }).getByRole("link").first().click();
  const prompt = page.getByRole("complementary", { name: "新着案件をメールで受け取りませんか？" });
  await expect(prompt).toBeVisible();
  // In the page's flow, after the results: it covers nothing.
  expect(await prompt.evaluate((element) => getComputedStyle(element).position)).toBe("static");
  await prompt.getByRole("button", { name: "閉じる" }).click();
  await expect(prompt).toBeHidden();
  await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
  await expect(page).toHaveURL(/\/legal\/1\/$/);
  await expect(prompt).toHaveCount(0);
  // Closed stays closed, whatever moment comes next (a saved project).
  await page.goto("/project/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("main").getByRole("button", { name: "保存", exact: true }).first().click();
  await expect(page.getByRole("main").getByRole("button", { name: "保存済み" }).first()).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test("the prompt never comes during a task: a form, or the search panel opened on a phone", async ({ page, baseURL, javaScript }) => {
  test.skip(!javaScript, "the prompt is the script's");
  await withPatterns(page, baseURL, "3-1_5-11_6-13");
  await page.setViewportSize({ width: 390, height: 844 });
  const prompt = page.getByRole("complementary", { name: "新着案件をメールで受け取りませんか？" });
  // The first transition is into an entry form: no prompt there.
  await page.goto("/project/?sort=created_at");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("main").getByRole("link", { name: "エントリー" }).first().click();
  await expect(page.locator("#entry-step-title")).toBeVisible();
  await expect(prompt).toHaveCount(0);
  // The first search, with the panel open to filter: none either.
  await page.goto("/project/?searchpanel=open");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("search").getByRole("checkbox").first().check();
  await expect(page).toHaveURL(/skill=/);
  await expect(prompt).toHaveCount(0);
});

test("pattern 2 of the floating-button test never shows the prompt", async ({ page, baseURL, javaScript }) => {
  test.skip(!javaScript, "the prompt is the script's");
  await withPatterns(page, baseURL, "3-2_5-11_6-13");
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "利用規約" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "新着案件をメールで受け取りませんか？" })).toHaveCount(0);
});

test("a failed session entry shows the error page of its status until the next page; a 429 asks to sign in", async ({ page, baseURL, javaScript }) => {
  test.skip(!javaScript, "the script's reports");
  await withPatterns(page, baseURL, "3-2_5-11_6-13");
  let status = 503;
  await page.route("**/api/session/entry/", (route) => route.fulfill({ status, body: "" }));
  await page.goto("/");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "利用規約" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "503 Service Temporarily Unavailable" })).toBeVisible();
  // Moving on shows the next page (whose own report fails no more).
  status = 204;
  await footer.getByRole("link", { name: "プライバシーポリシー" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "プライバシーポリシー" })).toBeVisible();
  status = 429;
  await footer.getByRole("link", { name: "外部送信ポリシー" }).click();
  await expect(page).toHaveURL(/\/signin\/\?redirect_to=/);
});
