import Database from "better-sqlite3";
import { test, expect, type Page } from "./fixtures";

const resultCount = async (page: Page) => Number((await page.locator("#result-count").innerText()).match(/^([\d,]+)件/)![1].replace(/,/g, ""));

test.describe("project search", () => {
  test("search by skill + prefecture + keyword with the panel", async ({ page, javaScript }) => {
    await page.goto("/project/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("フリーランス案件・求人一覧");
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(10_000);
    const panel = page.getByRole("search", { name: "案件の検索条件" });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await panel.getByRole("checkbox", { name: /^Java\s/ }).check();
    if (javaScript) await expect(page).toHaveURL(/skill=1(&|$)/);
    await panel.getByRole("checkbox", { name: /^東京都\s/ }).check();
    await panel.getByLabel("キーワード", { exact: true }).fill("開発");
    // With JavaScript the button counts the results of the conditions applied (「N件を表示」).
    await panel.getByRole("button", { name: javaScript ? /件を表示$/ : "この条件で検索する" }).click();
    await expect(page).toHaveURL(/keyword=%E9%96%8B%E7%99%BA/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll("skill").join(",")).toBe("1");
    expect(url.searchParams.get("prefecture")).toBe("13");
    expect([...url.searchParams.keys()]).not.toContain("workdays");
    const count = await resultCount(page);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(Math.min(30, count));
    for (const location of await cards
      .locator("dd")
      .filter({ hasText: /都|県|府|道/ })
      .allInnerTexts())
      expect(location).toContain("東京都");
    // With JavaScript the results changed without a full page load.
    const marker = await page.evaluate(() => (window as unknown as { marker?: number }).marker);
    expect(marker).toBe(javaScript ? 1 : undefined);
    await expect(page.getByRole("checkbox", { name: /^Java\s/ })).toBeChecked();
    await expect(page.getByLabel("キーワード", { exact: true })).toHaveValue("開発");
  });

  test("paginate and sort with links", async ({ page }) => {
    await page.goto("/project/?skill=1");
    const total = await resultCount(page);
    await expect(page.getByText("（1〜30件を表示）")).toBeVisible();
    await page.getByRole("navigation", { name: "ページ送り" }).getByRole("link", { name: "次へ" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("フリーランス案件・求人一覧（2ページ目）");
    await expect(page.getByText("（31〜60件を表示）")).toBeVisible();
    expect(await resultCount(page)).toBe(total);
    await page.getByRole("navigation", { name: "並び順" }).getByRole("link", { name: "単価が高い順" }).click();
    await expect(page).toHaveURL(/sort=price/);
    // Changing the order starts again at page 1.
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await expect(page.getByRole("navigation", { name: "並び順" }).getByText("単価が高い順")).toHaveAttribute("aria-current", "true");
    const prices = await page.getByRole("main").getByRole("article").locator(".project-card__price").allInnerTexts();
    const monthly = prices.filter((p) => /万円\/月$/.test(p)).map((p) => Number(p.match(/([\d.]+)万円\/月$/)![1]));
    expect(monthly.length).toBeGreaterThan(5);
    expect(monthly).toEqual([...monthly].sort((a, b) => b - a));
  });

  test("open a listing from the results", async ({ page }) => {
    await page.goto("/project/?sort=created_at");
    const first = page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link");
    const title = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/project\/detail\/\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    for (const section of ["案件詳細", "必須スキル", "勤務時間", "この案件を掲載しているエージェント"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "この案件にエントリーする（無料）" }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "この案件に似た案件" }).getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "次に見たい案件" }).getByRole("listitem").first()).toBeVisible();
    const structured = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    const jsonLd = structured.find((data) => data["@type"] === "JobPosting");
    expect(jsonLd).toMatchObject({ "@type": "JobPosting", employmentType: "CONTRACTOR", hiringOrganization: { "@type": "Organization" } });
    expect(jsonLd.datePosted).toBeTruthy();
    expect(jsonLd.validThrough).toBeUndefined();
    expect(jsonLd.baseSalary.currency).toBe("JPY");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${new URL(page.url()).pathname}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("the browser keeps the last searches and browsed listings", async ({ page, javaScript }) => {
    test.skip(!javaScript, "kept in localStorage by script");
    // Written once the page has hydrated; a visitor stays that long, so the test waits for it.
    const stored = (key: string, field: string) =>
      page.evaluate(([k, f]) => JSON.parse(localStorage.getItem(k) ?? "[]").map((item: Record<string, unknown>) => item[f]), [key, field]);
    for (const query of ["skill=1", "skill=2", "prefecture=13", "skill=1"]) {
      await page.goto(`/project/?${query}`);
      await expect.poll(async () => (await stored("search_history", "query"))[0]).toBe(query);
    }
    await expect.poll(() => stored("search_history", "query")).toEqual(["skill=1", "prefecture=13", "skill=2"]);
    await page.goto("/project/detail/3/");
    await expect.poll(() => stored("browsed_projects", "project_id")).toEqual([3]);
    await page.goto("/project/detail/5/");
    await expect.poll(() => stored("browsed_projects", "project_id")).toEqual([5, 3]);
    // /project/user_profile/ chooses from that history.
    await page.goto("/project/user_profile/");
    await expect(page).toHaveURL(/based_on=5,3/);
    await expect(page.getByText("最近見た案件のスキルと勤務地から")).toBeVisible();
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  });

  test("a closed listing says so, shows open ones, and is noindex", async ({ page }) => {
    const db = new Database("data/e2e.sqlite", { readonly: true });
    const closed = db.prepare("SELECT id FROM projects WHERE open_state = 2 ORDER BY id LIMIT 1").get() as { id: number };
    db.close();
    await page.goto(`/project/detail/${closed.id}/`);
    await expect(page.getByText("この案件は募集を終了しました。")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("link", { name: "この案件にエントリーする（無料）" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "条件の近い募集中の案件" }).getByRole("article").first()).toBeVisible();
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")["@type"]));
    expect(types).not.toContain("JobPosting");
  });

  test("detail ids must be valid numbers", async ({ page }) => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999"]) {
      const response = await page.goto(`/project/detail/${id}/`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByText("Page Not Found", { exact: true })).toBeVisible();
    }
  });

  test("category pages have their own title, heading and breadcrumb", async ({ page }) => {
    const pages = [
      { path: "/project/skill/1/", h1: "Javaのフリーランス案件・求人一覧" },
      { path: "/project/prefecture/13/", h1: "東京都のフリーランス案件・求人一覧" },
      { path: "/project/job/4/", h1: "フロントエンドエンジニアのフリーランス案件・求人一覧" },
      { path: "/project/price_over/70/", h1: "月70万円以上のフリーランス案件・求人一覧" },
      { path: "/project/workdays/3/", h1: "週3日以下のフリーランス案件・求人一覧" },
      { path: "/project/cross/1/", h1: "Java×東京都のフリーランス案件・求人一覧" },
      { path: "/project/agent/1/", h1: "テックブリッジのフリーランス案件・求人一覧" },
    ];
    for (const { path, h1 } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(`${h1} | 案件ファインダー`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`${h1}。[\\d,]+件`));
      await expect(page.getByRole("navigation", { name: "パンくずリスト" }).getByRole("listitem")).toHaveText(["TOP", "案件を探す", h1]);
      expect(await resultCount(page)).toBeGreaterThan(0);
    }
    for (const path of ["/project/skill/9999/", "/project/unknown/1/", "/project/price_over/71/"]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });

  test("bad input gives a normal page", async ({ page }) => {
    await page.goto("/project/?skill=12");
    const skill12 = await resultCount(page);
    await page.goto("/project/?skill=abc,,12");
    expect(await resultCount(page)).toBe(skill12);
    for (const query of ["page=-1", "sort=evil", "skill=1&skill=2&skill=1", "prefecture=13&prefecture=abc"]) {
      const response = await page.goto(`/project/?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("フリーランス案件・求人一覧");
    }
    await page.goto("/project/?skill=1&page=99999");
    expect(Number(new URL(page.url()).searchParams.get("page"))).toBeGreaterThan(1);
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    const response = await page.goto(`/project/?keyword=${"東京".repeat(5000)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("キーワードが長すぎるため、先頭の200文字で検索しました。")).toBeVisible();
  });

  test("the search hint tutorial: start, five slides, back and next", async ({ page }) => {
    // Eleven whole search pages without JavaScript: more than the default time on a busy CI machine.
    test.slow();
    await page.goto("/project/");
    await page.getByRole("link", { name: "検索のコツを見る" }).click();
    const hint = page.getByRole("dialog", { name: "キーワードはスペースで区切って" });
    await expect(hint).toBeVisible();
    await expect(hint.getByText("1 / 5")).toBeVisible();
    await hint.getByRole("link", { name: "次へ" }).click();
    await expect(page.getByText("2 / 5")).toBeVisible();
    await page.getByRole("dialog").getByRole("link", { name: "戻る" }).click();
    await expect(page.getByText("1 / 5")).toBeVisible();
    for (let step = 1; step < 5; step++) {
      await page.getByRole("dialog").getByRole("link", { name: "次へ" }).click();
      await expect(page.getByText(`${step + 1} / 5`)).toBeVisible();
    }
    await page.getByRole("dialog").getByRole("link", { name: "はじめる" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: "検索のコツを見る" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "閉じる" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a new listing is found within seconds, and a closed one disappears", async ({ page, javaScript }) => {
    const word = `zq${javaScript ? "js" : "nojs"}${Date.now().toString(36)}`;
    const db = new Database("data/e2e.sqlite");
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        "INSERT INTO projects (agent_id, agent_ref, title, price_max, location_text, published_at, created_at, updated_at) VALUES (1, ?, ?, 800000, '東京都', ?, ?, ?)",
      )
      .run(word, `【Elixir】${word}の新規開発`, now, now, now);
    db.prepare("INSERT INTO project_details (project_id, detail) VALUES (?, '新規開発')").run(lastInsertRowid);
    await expect
      .poll(
        async () => {
          await page.goto(`/project/?keyword=${word}`);
          return resultCount(page);
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expect(page.getByRole("main").getByRole("article")).toContainText(`${word}の新規開発`);
    db.prepare("UPDATE projects SET open_state = 2, updated_at = ? WHERE id = ?").run(new Date().toISOString(), lastInsertRowid);
    db.close();
    await expect
      .poll(
        async () => {
          await page.goto(`/project/?keyword=${word}`);
          return resultCount(page);
        },
        { timeout: 15_000 },
      )
      .toBe(0);
    await expect(page.getByText("条件に合う案件が見つかりませんでした。")).toBeVisible();
  });
});

test.describe("search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the panel opens from its button, or straight away with ?searchpanel=open", async ({ page }) => {
    await page.goto("/project/");
    const keyword = page.getByLabel("キーワード", { exact: true });
    await expect(keyword).toBeHidden();
    await page.getByRole("link", { name: "検索条件を変更する" }).tap();
    await expect(keyword).toBeVisible();
    await page.goto("/project/?searchpanel=open");
    await expect(page.getByLabel("キーワード", { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("an opened panel keeps its place through three filter taps, and no prompt comes over it", async ({ page, javaScript }) => {
    await page.goto("/project/?searchpanel=open");
    if (javaScript) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const panel = page.getByRole("search", { name: "案件の検索条件" });
    const boxes = [
      panel.getByRole("group", { name: "スキル・言語" }).getByRole("checkbox").first(),
      panel.getByRole("group", { name: "勤務地" }).getByRole("checkbox").first(),
      panel.getByRole("group", { name: "リモート" }).getByRole("radio").nth(1),
    ];
    for (const [n, box] of boxes.entries()) {
      const name = await box.evaluate((input) => (input as HTMLInputElement).name);
      await box.check();
      if (javaScript) await expect(page).toHaveURL(new RegExp(`[?&]${name}=`));
      await expect(panel.getByLabel("キーワード", { exact: true }), `after tap ${n + 1}`).toBeVisible();
      await expect(box).toBeChecked();
    }
    await expect(page.getByRole("complementary", { name: "新着案件をメールで受け取りませんか？" })).toHaveCount(0);
    if (javaScript) {
      // Each tap applied at once; 「N件を表示」 closes the panel on the results.
      await panel.getByRole("button", { name: /件を表示$/ }).tap();
      await expect(panel.getByLabel("キーワード", { exact: true })).toBeHidden();
      await expect(page).not.toHaveURL(/searchpanel=open/);
    } else {
      // Without JavaScript the search button sends the ticked conditions; the page comes back with the panel open.
      await panel.getByRole("button", { name: "この条件で検索する" }).tap();
      await expect(page).toHaveURL(/searchpanel=open/);
      await expect(page).toHaveURL(/skill=\d+/);
      await expect(page).toHaveURL(/prefecture=\d+/);
      await expect(panel.getByLabel("キーワード", { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  });
});

test.describe("crawlers", () => {
  test("robots.txt and the sitemap index with its parts", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("User-agent: *");
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    const index = await request.get("/sitemap.xml");
    expect(index.headers()["content-type"]).toContain("application/xml");
    const parts = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(parts).toEqual(expect.arrayContaining(["/sitemaps/static.xml", "/sitemaps/categories.xml", "/sitemaps/columns.xml", "/sitemaps/projects-1.xml"]));
    const projects = await (await request.get("/sitemaps/projects-1.xml")).text();
    expect(projects).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/project\/detail\/\d+\/<\/loc><lastmod>/);
    const categories = await (await request.get("/sitemaps/categories.xml")).text();
    expect(categories).toContain("/project/skill/1/</loc>");
    expect((await request.get("/sitemaps/nope.xml")).status()).toBe(404);
  });
});
