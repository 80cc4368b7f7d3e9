// Columns: the articles of app/content/columns, found from /column/ by category and tag, read
// with a table of contents, and leading on to related articles and open listings. JavaScript on and off.
import { expect, test } from "./fixtures";

test("from /column/ through a category to an article, its contents, its tags and what it leads to", async ({ page }) => {
  await page.goto("/column/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("コラム");
  await expect(page.getByRole("region", { name: "注目の記事" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "新着コラム" }).getByRole("listitem")).toHaveCount(10);

  await page
    .getByRole("region", { name: "カテゴリから探す" })
    .getByRole("link", { name: /^税金・保険・お金/ })
    .click();
  await expect(page).toHaveURL(/\/column\/category\/4\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("税金・保険・お金のコラム");
  const articles = page.locator(".column-list").getByRole("listitem");
  // At least eight: waited for, as the list may still be streaming in.
  await expect(articles.nth(7)).toBeVisible();
  await expect(articles.first().getByText("税金・保険・お金")).toBeVisible();

  await page.getByRole("link", { name: /確定申告ガイド/ }).click();
  await expect(page).toHaveURL(/\/column\/detail\/1\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("確定申告");
  await expect(page).toHaveTitle(/確定申告.* \| 案件ファインダー$/);
  const crumbs = page.getByRole("navigation", { name: "パンくずリスト" });
  await expect(crumbs.getByRole("link", { name: "コラム" })).toHaveAttribute("href", "/column/");
  await expect(crumbs.getByRole("link", { name: "税金・保険・お金" })).toHaveAttribute("href", "/column/category/4/");

  // The table of contents leads to the sections, the last of which sums up.
  const toc = page.getByRole("navigation", { name: "目次" });
  await expect(toc.getByRole("link").last()).toHaveText("まとめ");
  await toc.getByRole("link").first().click();
  await expect(page).toHaveURL(/#section-1$/);
  await expect(page.locator("#section-1")).toBeInViewport();

  // Article structured data for search engines.
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const jsonLd = structured.find((data) => data["@type"] === "Article");
  expect(jsonLd).toMatchObject({ "@type": "Article", datePublished: expect.stringMatching(/^\d{4}-/), author: { name: "案件ファインダー編集部" } });
  expect(jsonLd.headline).toContain("確定申告");

  await expect(page.getByRole("region", { name: "関連するコラム" }).getByRole("listitem")).toHaveCount(4);
  await page.getByRole("link", { name: "#確定申告" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("「確定申告」のコラム");
  await expect(page.getByRole("main").getByRole("link", { name: /確定申告ガイド/ })).toBeVisible();
});

test("an article about a skill shows open listings asking for it", async ({ page }) => {
  await page.goto("/column/detail/31/");
  const related = page.getByRole("region", { name: "この記事に関連する案件" });
  await expect(related.getByRole("article").first()).toBeVisible();
  await expect(related.getByRole("article").first().getByRole("list", { name: "スキル" })).toContainText("Python");
});

test("the list pages by 30, and unknown articles, categories, tags and pages are 404", async ({ page, request }) => {
  await page.goto("/column/list/");
  await expect(page.locator(".column-list").getByRole("listitem")).toHaveCount(30);
  await page.getByRole("navigation", { name: "ページ送り" }).getByRole("link", { name: "次へ" }).click();
  await expect(page).toHaveURL(/\/column\/list\/\?page=2$/);
  await expect(page.locator(".column-list").getByRole("listitem").nth(1)).toBeVisible();
  for (const path of ["/column/detail/9999/", "/column/detail/abc/", "/column/category/99/", "/column/tag/9999/", "/column/list/?page=99"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the sitemap lists the column pages, and each answers", async ({ request }) => {
  const xml = await (await request.get("/sitemaps/columns.xml")).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(paths).toEqual(expect.arrayContaining(["/column/", "/column/list/", "/column/category/4/", "/column/detail/1/", "/column/detail/32/"]));
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
});

test("an article's hero image is a WebP sized for the screen, reserved in the layout, cached for a year", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/column/detail/1/");
  const hero = page.locator("img.article__hero-image");
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute("width", "1600");
  await expect(hero).toHaveAttribute("height", "900");
  await expect(hero).toHaveAttribute("loading", "eager");
  await expect(hero).toHaveAttribute("alt", /.+/);
  // Width and height reserve the box before the picture arrives: 16:9 of the column's width.
  const box = (await hero.boundingBox())!;
  expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const src = (await hero.getAttribute("src"))!;
  expect(src).toMatch(/^\/images\/column\/kakutei-shinkoku\.[0-9a-f]{10}\.webp\?w=\d+/);
  const path = src.split("?")[0];
  const image = await request.get(`${path}?w=640px`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("immutable");
  for (const bad of ["?w=500", "?w=64em", "?w=640&dpr=3", "?w=-1"]) expect((await request.get(`${path}${bad}`)).status(), bad).toBe(404);

  // The lists show small lazy thumbnails that say nothing a screen reader would read twice.
  await page.goto("/column/list/");
  const thumbnail = page.locator(".column-item__thumbnail").first();
  await expect(thumbnail).toHaveAttribute("alt", "");
  await expect(thumbnail).toHaveAttribute("loading", "lazy");
});
