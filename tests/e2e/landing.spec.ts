// Landing pages, with JavaScript on and off: each renders with live listings, an unknown
// revision or case is 404, the campaign's revisions follow the LP redirect test, and the input
// form registers a visitor (sign-up app type 8) or hands a chosen listing to the entry flow.
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { expect, test, uniqueEmail } from "./fixtures";

// Headless Chromium names itself "HeadlessChrome", a crawler's name: these visitors are people.
test.use({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36" });

const PAGES = ["/lp/1/", "/lp/2/", "/lp/3/", "/lp/4/", "/lp/5/all/", "/lp/5/all-3/", "/lp/5/case/1/", "/lp/5/case/2-2/", "/lp/6/", "/lp/7/"];

function one<T>(query: string, ...params: unknown[]): T | undefined {
  const db = new Database("data/e2e.sqlite", { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).get(...params) as T | undefined;
  } finally {
    db.close();
  }
}

for (const path of PAGES) {
  test(`${path} shows its audience's page with live listings`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/\S/);
    await expect(page.locator(".landing__listings article.project-card").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "この案件に応募する" }).first()).toHaveAttribute("href", /\/input\/\?project=\d+$/);
    const evergreen = ["/lp/1/", "/lp/2/", "/lp/3/", "/lp/4/", "/lp/7/"].includes(path);
    if (evergreen) await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    else await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
}

test("an unknown revision or case is Page Not Found", async ({ page }) => {
  for (const path of ["/lp/5/all-9/", "/lp/5/case/999/", "/lp/5/case/1-7/", "/lp/8/", "/lp/5/all/input/"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("under the LP redirect test's pattern 12, /lp/5/all-2/ leads to /lp/5/all/; under 13 it stays", async ({ page, baseURL }) => {
  const visitor = crypto.randomBytes(16).toString("base64url");
  await page.context().addCookies([{ name: "ab", value: `${visitor}.3-2_5-11_6-12`, url: baseURL! }]);
  await page.goto("/lp/5/all-2/");
  await expect(page).toHaveURL(/\/lp\/5\/all\/\?internal_redirect=%2Flp%2F5%2Fall-2%2F$/);
  await page.context().addCookies([{ name: "ab", value: `${visitor}.3-2_5-11_6-13`, url: baseURL! }]);
  await page.goto("/lp/5/all-2/");
  await expect(page).toHaveURL(/\/lp\/5\/all-2\/$/);
});

test("the input form registers a visitor from the LP, with the LP's sign-up app type", async ({ page }) => {
  const email = uniqueEmail("lp-signup");
  await page.goto("/lp/3/");
  await page.locator(".landing__hero .landing__cta a").click();
  await expect(page).toHaveURL(/\/lp\/6\/input\/$/);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "利用規約に同意して登録する" }) });
  await form.getByLabel("メールアドレス").fill(email);
  await form.getByLabel("パスワード").fill("kaede-momiji-2026");
  await form.getByRole("button", { name: "利用規約に同意して登録する" }).click();
  await expect(page).toHaveURL(/\/users\/profile\/$/);
  expect(one<{ app_type: number }>("SELECT app_type FROM users WHERE email = ?", email)).toEqual({ app_type: 8 });
});

test("a listing chosen on the LP goes to its entry form, marked as an LP entry", async ({ page }) => {
  await page.goto("/lp/5/case/1/");
  const apply = page.locator(".landing__listings").getByRole("link", { name: "この案件に応募する" }).first();
  const id = /project=(\d+)/.exec((await apply.getAttribute("href"))!)![1];
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`/lp/5/case/1-1/input/\\?project=${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("案件への応募（無料会員登録）");
  await page.getByRole("button", { name: "この案件に応募する（無料）" }).click();
  await expect(page).toHaveURL(new RegExp(`/entry_signup/input/project/${id}/`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("案件にエントリー");
});

test("a listing that closed in between is said so, and the form still registers", async ({ page }) => {
  await page.goto("/lp/6/input/?project=99999999");
  await expect(page.getByRole("status")).toContainText("募集を終了したか、見つかりませんでした");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("無料会員登録");
});
