// Partner services: the list, a partner's landing page, and the counted link that goes only
// to the address stored for that partner. JavaScript on and off.
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

const clicks = (id: number) => {
  const db = new Database("data/e2e.sqlite", { readonly: true });
  const row = db.prepare("SELECT click_count, redirect_url FROM partnerships WHERE id = ?").get(id) as { click_count: number; redirect_url: string };
  db.close();
  return row;
};

test("from the list to a partner's page, and on to its site through the counted link", async ({ page }) => {
  await page.goto("/partnership/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("提携サービス");
  const partners = page.getByRole("main").getByRole("listitem");
  await expect(partners.nth(5)).toBeVisible();
  await partners
    .first()
    .getByRole("link", { name: /詳しく見る/ })
    .click();
  await expect(page).toHaveURL(/\/partnership\/1\/lp\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("確定申告の帳簿付けを、毎月10分に。");
  // The partnership-lp layout: logo-only header, no breadcrumb.
  await expect(page.getByRole("navigation", { name: "パンくずリスト" })).toHaveCount(0);
  const visit = page.getByRole("link", { name: "カイケイノートの公式サイトへ" }).first();
  await expect(visit).toHaveAttribute("href", "/partnership/1/redirect/");
  await expect(visit).toHaveAttribute("rel", "nofollow");
});

test("the redirect counts the click and goes only to the stored address; crawlers are not counted", async ({ request, javaScript }) => {
  // Each project counts its own partner's clicks, so the two runs never count each other's.
  const id = javaScript ? 2 : 3;
  const before = clicks(id);
  const response = await request.get(`/partnership/${id}/redirect/?url=https%3A%2F%2Fevil.example.com%2F&redirect_to=https://evil.example.com/`, {
    maxRedirects: 0,
    // A phone's browser (the test runner's own headless Chrome counts as a crawler).
    headers: { "User-Agent": PHONE },
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe(before.redirect_url);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  expect(clicks(id).click_count).toBe(before.click_count + 1);

  await request.get(`/partnership/${id}/redirect/`, { maxRedirects: 0, headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
  expect(clicks(id).click_count).toBe(before.click_count + 1);

  for (const path of ["/partnership/999/redirect/", "/partnership/abc/redirect/", "/partnership/999/lp/"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});
