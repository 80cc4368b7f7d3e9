// Bookmarks from a visitor's side: guest bookmarks, saved searches, two tabs in step, login merging
// guest bookmarks, logout clearing them, the 31st saved search refused, and an alert mail with only
// the new listings, with JavaScript on and off.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, logInAsMember, logOut, mailsIn, type Page, PASSWORD, receiveMail, runScript as run, test, uniqueEmail } from "./fixtures";

const header = (page: Page) => ({
  projects: page.getByTestId("saved-projects").locator(".header-count"),
  searches: page.getByTestId("saved-searches").locator(".header-count"),
});

async function bookmarkFirstResult(page: Page, query: string) {
  await page.goto(`/project/?${query}`);
  const card = page.getByRole("main").getByRole("article").first();
  const title = await card.getByRole("heading").innerText();
  await card.getByRole("button", { name: "保存" }).click();
  await expect(card.getByRole("button", { name: "保存済み" })).toBeVisible();
  return title.replace(/^NEW\s*/, "");
}

async function signUpHere(page: Page, email: string) {
  await page.goto("/signup/");
  await page.locator("#signup").getByLabel("メールアドレス").fill(email);
  await page.locator("#signup").getByLabel("パスワード").fill(PASSWORD);
  await page.getByRole("button", { name: "利用規約に同意して登録する" }).click();
  await expect(page.getByText("会員登録が完了しました。")).toBeVisible();
}

test("a guest saves a project and a search; the header counts them and the guest pages list them", async ({ page }) => {
  await page.goto("/");
  await expect(header(page).projects).toHaveText("0件");
  const title = await bookmarkFirstResult(page, "skill=1&sort=created_at");
  await expect(header(page).projects).toHaveText("1件");

  await page.goto("/project/?skill=1&prefecture=13");
  await page.getByRole("button", { name: "この検索条件を保存" }).click();
  await expect(page.getByText("検索条件を保存しました。")).toBeVisible();
  await expect(page.getByRole("button", { name: "保存済みの検索条件" })).toBeDisabled();
  await expect(header(page).searches).toHaveText("1件");

  await page.getByTestId("saved-projects").click();
  await expect(page).toHaveURL(/\/guest\/bookmark\/project\/$/);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("article")).toContainText(title);

  await page.getByTestId("saved-searches").click();
  await expect(page).toHaveURL(/\/guest\/bookmark\/search\/$/);
  const item = page.locator(".saved-search");
  await expect(item.locator(".saved-search__words")).toHaveText("Java・東京都");
  await expect(item.locator(".saved-search__meta")).toHaveText(/^[\d,]+件・\d{4}年\d{1,2}月\d{1,2}日に保存$/);
  await item.getByRole("link", { name: "この条件で探す" }).click();
  await expect(page).toHaveURL(/\/project\/\?prefecture=13&skill=1$/);

  await page.goto("/guest/bookmark/project/");
  await page.getByRole("main").getByRole("article").getByRole("button", { name: "保存済み" }).click();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
  await expect(header(page).projects).toHaveText("0件");
});

test("two tabs stay in step", async ({ page, javaScript }) => {
  test.skip(!javaScript, "tabs are kept in step by the script");
  const other = await page.context().newPage();
  await other.goto("/");
  await expect(header(other).projects).toHaveText("0件");
  await bookmarkFirstResult(page, "skill=2");
  await expect(header(other).projects).toHaveText("1件");
  await page.goto("/project/?skill=2");
  await page.getByRole("button", { name: "この検索条件を保存" }).click();
  await expect(header(other).searches).toHaveText("1件");
});

test("logging in puts the guest's bookmarks into the account; logging out clears them from the browser", async ({ page }) => {
  const title = await bookmarkFirstResult(page, "skill=3&sort=created_at");
  await page.goto("/project/?skill=3&remote=2");
  await page.getByRole("button", { name: "この検索条件を保存" }).click();
  await expect(header(page).searches).toHaveText("1件");

  await signUpHere(page, uniqueEmail("merge"));
  await expect(header(page).projects).toHaveText("1件");
  await expect(header(page).searches).toHaveText("1件");
  await page.getByTestId("saved-projects").click();
  await expect(page).toHaveURL(/\/users\/bookmark\/project\/$/);
  // The URL changes before the new page has rendered: wait for its heading.
  await expect(page.getByRole("heading", { level: 1, name: "保存した案件" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toContainText(title);
  await page.getByTestId("saved-searches").click();
  await expect(page).toHaveURL(/\/users\/bookmark\/search\/$/);
  await expect(page.locator(".saved-search__words")).toHaveText("Python・フルリモート");

  await logOut(page);
  await expect(header(page).projects).toHaveText("0件");
  await expect(header(page).searches).toHaveText("0件");
  await page.goto("/guest/bookmark/project/");
  await expect(page.getByText("保存した案件はまだありません。", { exact: false })).toBeVisible();
});

test("the 31st saved search is refused with a message; the list shows 10 and a way to see all", async ({ page }) => {
  await signUpHere(page, uniqueEmail("thirty"));
  const bookmarks = Array.from({ length: 30 }, (_, i) => ({ query: `skill=${i + 1}`, bookmarked_at: new Date(Date.now() - (30 - i) * 60_000).toISOString() }));
  const upload = await page.request.post("/api/users/bookmark/search/bulk_create/", { data: { bookmarks } });
  expect((await upload.json()).results.filter((r: string) => r === "added")).toHaveLength(30);

  await page.goto("/project/?prefecture=13&price_over=70");
  await expect(header(page).searches).toHaveText("30件");
  await page.getByRole("button", { name: "この検索条件を保存" }).click();
  await expect(page.getByText("保存できる検索条件は30件までです。不要な条件を削除してから保存してください。")).toBeVisible();
  await expect(header(page).searches).toHaveText("30件");

  await page.goto("/users/bookmark/search/");
  await expect(page.locator(".saved-search")).toHaveCount(10);
  await page.getByRole("link", { name: "すべて表示（30件）" }).click();
  await expect(page.locator(".saved-search")).toHaveCount(30);
});

function importListings(word: string, titles: string[]) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-alert-")), "feed.json");
  // Complete listings: being the newest, they are what other specs open first.
  const listings = titles.map((title, i) => ({
    reference: `ALERT-${word}-${i}-${crypto.randomBytes(3).toString("hex")}`,
    title,
    price: "80万円/月",
    location: "東京都千代田区",
    skills: "Rust, AWS",
    remote: "リモート可",
    description: "決済基盤の設計と開発",
    required_skills: "Rustでの開発経験3年以上",
    working_hours: "10:00〜19:00",
  }));
  fs.writeFileSync(file, JSON.stringify({ version: 1, listings }));
  run("scripts/ingest.ts", ["--agent", "3", file]);
}

test("an alert mail brings only the listings published since the search was saved, once", async ({ page, javaScript }) => {
  // Three scripts run in their own processes (two imports, two alert runs): seconds each on a busy machine.
  test.slow();
  const word = `通知確認${javaScript ? "甲" : "乙"}${crypto.randomBytes(3).toString("hex")}`;
  const email = uniqueEmail("alert");
  importListings(word, [`【Rust】${word}の既存案件`]);
  await signUpHere(page, email);

  await expect
    .poll(
      async () => {
        await page.goto(`/project/?keyword=${encodeURIComponent(word)}`);
        return page.getByRole("main").getByRole("article").count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  await page.getByRole("button", { name: "この検索条件を保存" }).click();
  await expect(header(page).searches).toHaveText("1件");
  await page.goto("/users/bookmark/search/");
  const alertSwitch = page.getByRole("switch", { name: "新着をメールで受け取る" });
  await expect(alertSwitch).toHaveAttribute("aria-checked", "false");
  await alertSwitch.click();
  await expect(page.getByText("新着案件をメールでお知らせします。")).toBeVisible();
  await expect(page.getByRole("switch", { name: "新着をメールで受け取る" })).toHaveAttribute("aria-checked", "true");

  importListings(word, [`【Rust】${word}の新着案件A`, `【Rust】${word}の新着案件B`]);
  run("scripts/send-alerts.ts", []);
  const mail = await receiveMail(email, "保存した検索条件に新着案件があります");
  expect(mail.subject).toBe("【案件ファインダー】保存した検索条件に新着案件があります（2件）");
  expect(mail.text).toContain(`■ ${word}（新着 2件）`);
  expect(mail.text).toContain(`${word}の新着案件A`);
  expect(mail.text).toContain(`${word}の新着案件B`);
  expect(mail.text).not.toContain(`${word}の既存案件`);
  expect(mail.text).toMatch(/\/stop\/mail\/[\w-]{43}\/confirm\//);

  // Nothing new: no mail at all. The command ends once the inbox has taken each of its mails, and the
  // inbox files a mail before taking it, so its folder is complete when the command returns.
  run("scripts/send-alerts.ts", []);
  expect(mailsIn("data/e2e-mail", email).filter((m) => m.subject.includes("新着案件があります"))).toHaveLength(1);
});

test("after sign-in the header shows the member's saved counts at once, not 0件 while the lists load", async ({ page, browser, baseURL, javaScript }) => {
  test.skip(!javaScript, "the counts come from the page itself without JavaScript");
  // The member saved a project on another device.
  const email = uniqueEmail("counts");
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await logInAsMember(other, email);
  await bookmarkFirstResult(other, "skill=2");
  await elsewhere.close();

  // Here, the server's lists are held back until the header has shown the count.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/users/bookmark/**", async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  try {
    await page.goto("/signin/");
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByLabel("パスワード").fill(PASSWORD);
    await page.getByRole("button", { name: "ログインする" }).click();
    await expect(page.getByText("ログインしました。")).toBeVisible();
    await expect(header(page).projects).toHaveText("1件");
  } finally {
    release();
  }
});
