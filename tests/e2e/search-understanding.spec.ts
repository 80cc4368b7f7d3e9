// What a freelancer types is understood: other names and readings, condition words, typos; a
// search never ends in an empty page; suggestions while typing (with JavaScript).
import { test, expect, type Page } from "./fixtures";

const resultCount = async (page: Page) => Number((await page.locator("#result-count").innerText()).match(/^([\d,]+)件/)![1].replace(/,/g, ""));
const search = (page: Page, keyword: string) => page.goto(`/project/?keyword=${encodeURIComponent(keyword)}`);

test.describe("search understands what freelancers type", () => {
  test("other names, readings and topic words find listings", async ({ page }) => {
    for (const [typed, meant] of [
      ["Golang", "Go"],
      ["React.js", "React"],
      ["k8s", "Kubernetes"],
      ["パイソン", "Python"],
      ["プロジェクトマネージャー", "PM"],
      ["Amazon Web Services", "AWS"],
    ]) {
      await search(page, typed);
      const typedCount = await resultCount(page);
      expect(typedCount, typed).toBeGreaterThan(0);
      await search(page, meant);
      expect(await resultCount(page), `${typed} finds what ${meant} finds`).toBeGreaterThanOrEqual(Math.min(typedCount, 1));
    }
  });

  test("condition words become conditions the user can remove", async ({ page, javaScript }) => {
    await search(page, "Java フルリモート 週3");
    await expect(page).toHaveURL(/\/project\/\?remote=2&workdays=3&keyword=Java$/);
    const conditions = page
      .getByRole("main")
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: "フルリモートを外す" }) });
    await expect(conditions.getByRole("link")).toHaveText(["「Java」 ×", "フルリモート ×", "週3日以下 ×"]);
    await expect(page.getByRole("radio", { name: /^フルリモート/ })).toBeChecked();
    const narrowed = await resultCount(page);
    await page.getByRole("link", { name: "フルリモートを外す" }).click();
    await expect(page).toHaveURL(/\/project\/\?workdays=3&keyword=Java$/);
    expect(await resultCount(page)).toBeGreaterThanOrEqual(narrowed);
    if (javaScript) await expect(page.getByRole("link", { name: "週3日以下を外す" })).toBeVisible();
  });

  test("a misspelt word is read as the word meant, and the page says so", async ({ page }) => {
    await search(page, "Pyhton");
    await expect(page.getByRole("status").filter({ hasText: "「pyhton」を「Python」として検索しました。" })).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
    // From five letters a word may be one typo off (shorter words never are).
    await search(page, "Javaa");
    await expect(page.getByText("「javaa」を「Java」として検索しました。")).toBeVisible();
  });

  test("a search with no result offers the search without one condition, with its listings", async ({ page }) => {
    await search(page, "Java zzqqxx");
    await expect(page.getByText("条件に合う案件が見つかりませんでした。")).toBeVisible();
    const relaxed = page.getByRole("region", { name: /^「zzqqxx」を外すと[\d,]+件の案件があります。$/ });
    await expect(relaxed).toBeVisible();
    await expect(relaxed.getByRole("article").first()).toBeVisible();
    await relaxed.getByRole("link", { name: "「zzqqxx」を外して見る" }).click();
    await expect(page).toHaveURL(/\/project\/\?keyword=Java$/);
    await expect(page.locator("#result-count")).not.toHaveText(/^0件/);
  });

  test("an empty category page is noindex, out of the site map, and offers searches that find listings", async ({ page, request }) => {
    const sitemap = await (await request.get("/sitemap/")).text();
    const listed = new Set([...sitemap.matchAll(/\/project\/skill\/(\d+)\//g)].map((m) => Number(m[1])));
    let empty = 0;
    for (let id = 1; id <= 171 && !empty; id++) {
      if (listed.has(id)) continue;
      const response = await request.get(`/project/skill/${id}/`);
      if (response.status() === 200) empty = id;
    }
    test.skip(empty === 0, "every skill has listings in this data");
    await page.goto(`/project/skill/${empty}/`);
    await expect(page.getByText("現在、募集中の案件はありません。")).toBeVisible();
    await expect(page.getByText("条件を減らして")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const nearby = page.getByRole("navigation", { name: "案件の多いスキルから探す" });
    const first = nearby.getByRole("link").first();
    const skill = await first.innerText();
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${skill}のフリーランス案件・求人一覧`);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });

  test("a daily or hourly price shows the month the price sort compares", async ({ page }) => {
    await page.goto("/project/?sort=price");
    const prices = await page.getByRole("main").getByRole("article").locator(".project-card__price").allInnerTexts();
    for (const price of prices.filter((p) => /\/(日|時)/.test(p))) expect(price).toMatch(/（月額換算 約[\d.]+万円）$/);
  });
});

test.describe("suggestions while typing", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "suggestions need JavaScript; without it the field is a plain search field");

  test("typing shows terms with their counts; the keyboard picks one and searches", async ({ page }) => {
    await page.goto("/project/");
    const field = page.getByLabel("キーワード", { exact: true });
    await field.click();
    await expect(field).toHaveAttribute("role", "combobox");
    await field.pressSequentially("パイ");
    const list = page.getByRole("listbox", { name: "キーワードの候補" });
    await expect(list.getByRole("option", { name: /^Python\s*\(\d[\d,]*\)$/ })).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await field.press("ArrowDown");
    await expect(list.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await list.getByRole("option").first().getAttribute("id"))!);
    await field.press("Enter");
    await expect(page).toHaveURL(/keyword=Python/);
    await expect(field).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes the list and leaves the text", async ({ page }) => {
    await page.goto("/project/");
    const field = page.getByLabel("キーワード", { exact: true });
    await field.click();
    await field.pressSequentially("k8");
    await expect(page.getByRole("option", { name: /^Kubernetes/ })).toBeVisible();
    await field.press("Escape");
    await expect(page.getByRole("listbox", { name: "キーワードの候補" })).toBeHidden();
    await expect(field).toHaveValue("k8");
  });
});
