// Market price (issue 17), JavaScript on and off: the overview with its figures and charts, each
// chart with an accessible name and a table of its numbers; a skill's page reached through the
// chooser; a segment with too few listings saying so instead of a median.
import { expect, test } from "./fixtures";

test("the market at a glance: figures, charts with names and tables, and a skill's page from the chooser", async ({ page }) => {
  await page.goto("/project/marketprice/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("フリーランス案件の単価相場");
  await expect(page.getByText(/当サイトに掲載中の案件[\d,]+件から集計した/)).toBeVisible();
  await expect(page.locator(".market-figure", { hasText: "月額単価の中央値" }).locator("dd")).toHaveText(/^\d+(\.\d)?万円$/);

  for (const name of [
    "月額単価の分布（5万円ごと）",
    "リモート可の案件の割合",
    "稼働日数の内訳",
    "案件の多い都道府県",
    "職種別の単価の中央値",
    "スキル別の単価の中央値",
  ])
    await expect(page.getByRole("img", { name })).toBeVisible();

  // The numbers behind a chart, without the picture.
  const remote = page.locator("figure", { has: page.getByRole("img", { name: "リモート可の案件の割合" }) });
  await remote.getByText("表で見る").click();
  await expect(remote.getByRole("rowheader", { name: "リモート可" })).toBeVisible();
  await expect(remote.getByRole("row", { name: /出社・常駐 [\d,]+件/ })).toBeVisible();

  await page.getByLabel("スキル", { exact: true }).selectOption({ label: "Java" });
  await page
    .locator(".market-chooser__form", { has: page.getByLabel("スキル", { exact: true }) })
    .getByRole("button", { name: "表示する" })
    .click();
  await expect(page).toHaveURL(/\/project\/marketprice\/\?skill=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Javaの単価相場");
  await expect(page.getByRole("img", { name: "一緒に求められることの多いスキル" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Javaの案件を探す" })).toHaveAttribute("href", "/project/skill/1/");
  await page.getByRole("link", { name: "すべての案件の相場を見る" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("フリーランス案件の単価相場");
});

test("a job type's page, a segment with too few listings, and an unknown id", async ({ page }) => {
  await page.goto("/project/marketprice/?job=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("システムエンジニア(SE)の単価相場");

  // No demo listing asks for Rust: no median is shown, and the page says why.
  await page.goto("/project/marketprice/?skill=15");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rustの単価相場");
  await expect(page.getByRole("heading", { name: "案件が少ないため、単価の統計は表示していません" })).toBeVisible();
  await expect(page.locator(".market-figure", { hasText: "月額単価の中央値" })).toHaveCount(0);
  await expect(page.locator(".market-page").getByRole("img")).toHaveCount(0);

  // An empty query is the whole market.
  await page.goto("/project/marketprice/?skill=");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("フリーランス案件の単価相場");
  expect((await page.goto("/project/marketprice/?skill=99999"))?.status()).toBe(404);
});

test("the sitemap lists the market pages with enough listings, and a page without them is noindex", async ({ page, request }) => {
  const xml = await (await request.get("/sitemaps/market.xml")).text();
  expect(xml).toContain("/project/marketprice/</loc>");
  expect(xml).toContain("/project/marketprice/?skill=1</loc>");
  expect(xml).not.toContain("/project/marketprice/?skill=15</loc>");
  await page.goto("/project/marketprice/?skill=15");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto("/project/marketprice/?skill=1");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/project\/marketprice\/\?skill=1$/);
});
