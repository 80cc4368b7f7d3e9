import { test, expect, demoOperator, markDocument, sameDocument, type Page } from "./fixtures";

/** The footer shows the operator's related services (decision 044): the demo's, which are fictitious and unlinked. */
const relatedServices = demoOperator().relatedServices;
const relatedItems = (page: Page) => page.getByRole("contentinfo").locator(".related-services li");

test.describe("footer", () => {
  test("shows the listing count in 万 from the same figure as the count API", async ({ page, request }) => {
    const { total } = await (await request.get("/api/project/count/")).json();
    expect(typeof total.count).toBe("number");
    expect(total.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await page.goto("/faq/");
    await expect(page.getByRole("contentinfo").getByTestId("listing-count")).toHaveText(`掲載案件数 ${Math.floor(total.count / 10_000)}万件以上`);
  });

  test("has collapsible search lists built from the footer API", async ({ page, request }) => {
    const lists = await (await request.get("/api/project/count/footer/")).json();
    expect(Object.keys(lists)).toEqual(["skill", "fw", "jobType", "prefecture", "agent"]);
    for (const key of Object.keys(lists)) {
      expect(lists[key].length).toBeGreaterThan(0);
      expect(Object.keys(lists[key][0])).toEqual(["id", "name"]);
    }
    await page.goto("/faq/");
    const footer = page.getByRole("contentinfo");
    const skills = footer.locator("details", { has: page.getByText("スキルから探す") });
    const java = skills.getByRole("link", { name: "Java", exact: true });
    await expect(java).toBeHidden();
    await skills.getByText("スキルから探す").click();
    await expect(java).toBeVisible();
    await expect(java).toHaveAttribute("href", "/project/skill/1/");
    await expect(skills.locator("ul a")).toHaveCount(lists.skill.length);
    expect(lists.skill.length).toBe(30);

    const prefectures = footer.locator("details", { has: page.getByText("勤務地から探す") });
    await prefectures.getByText("勤務地から探す").click();
    await expect(prefectures.getByRole("link", { name: "東京都" })).toHaveAttribute("href", "/project/prefecture/13/");
    await expect(prefectures.locator("ul a")).toHaveCount(47);
    for (const label of ["フレームワークから探す", "職種から探す", "エージェントから探す"]) {
      await expect(footer.getByText(label)).toBeVisible();
    }
  });

  test("each list leads to its complete version on the site map", async ({ page }) => {
    await page.goto("/faq/");
    const agents = page.getByRole("contentinfo").locator("details", { has: page.getByText("エージェントから探す") });
    await agents.getByText("エージェントから探す").click();
    await agents.getByRole("link", { name: "すべて見る" }).click();
    await expect(page).toHaveURL(/\/sitemap\/#agent$/);
    const all = page.locator("#agent ul a");
    await expect(all).toHaveCount(120);
    await all.filter({ hasText: "テックブリッジ" }).click();
    await expect(page).toHaveURL(/\/project\/agent\/1\/$/);
  });

  test("has the site summary, the operator's related services and the copyright years", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("案件ファインダーについて")).toBeVisible();
    await expect(footer.getByText(/フリーランスエージェントの案件をまとめて掲載し/)).toBeVisible();
    // Exactly the services of the operator's facts, each with its line, and no link to a made-up site.
    await expect(relatedItems(page).locator(".related-services__name")).toHaveText(relatedServices.map((service) => service.name.ja));
    await expect(relatedItems(page).locator(".related-services__description")).toHaveText(relatedServices.map((service) => service.description.ja));
    await expect(footer.locator(".related-services a")).toHaveCount(0);
    await expect(footer.getByText("デモ用の架空のサービスのため、リンクはありません。")).toBeVisible();
    const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Tokyo" }).format(new Date());
    await expect(footer.getByText(`© 2019-${year} 案件ファインダー`)).toBeVisible();
    for (const name of ["利用規約", "プライバシーポリシー", "サイトマップ"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
  });

  test("switches to English and back, Japanese being the default", async ({ page }) => {
    await page.goto("/faq/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await page.getByRole("contentinfo").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("button", { name: "日本語" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("よくある質問");
  });
});

// The search lists and related services are written by the server once per language and kept as
// written when the page hydrates (components/kept-html.tsx); the lists' links still navigate on the client.
test.describe("the footer's search lists and related services with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "about hydration and client-side navigation");

  test("keep the server's lists through hydration, and their links navigate on the client", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/faq/");
    await markDocument(page);
    const jobs = page.getByRole("contentinfo").locator("details", { has: page.getByText("職種から探す") });
    await jobs.getByText("職種から探す").click();
    await jobs.getByRole("link", { name: "インフラエンジニア" }).click();
    await expect(page).toHaveURL(/\/project\/job\/\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("インフラエンジニア");
    await sameDocument(page);
    await expect(page.getByRole("contentinfo").locator("details.footer-list")).toHaveCount(5);
    await expect(relatedItems(page)).toHaveCount(relatedServices.length);
    expect(errors).toEqual([]);
  });

  test("its navigation and legal links navigate on the client", async ({ page }) => {
    await page.goto("/faq/");
    await markDocument(page);
    // A link to the page shown replaces its history entry, as a router link does.
    const entries = await page.evaluate(() => history.length);
    await page.getByRole("contentinfo").getByRole("navigation").getByRole("link", { name: "よくある質問" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("よくある質問");
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.getByRole("contentinfo").getByRole("navigation").getByRole("link", { name: "コラム" }).click();
    await expect(page).toHaveURL(/\/column\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "プライバシーポリシー" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("プライバシーポリシー");
    await sameDocument(page);
  });

  test("come back after a page with the short footer, and appear on a footer first mounted in the browser", async ({ page }) => {
    const apiCalls: string[] = [];
    page.on("request", (request) => void (request.url().includes("/api/project/count/footer/") && apiCalls.push(request.url())));
    const relatedCalls: string[] = [];
    page.on("request", (request) => void (request.url().includes("/api/related-services/") && relatedCalls.push(request.url())));
    // The parts' content is a script of its own, which only a footer first mounted in the browser needs.
    const contentLoads: string[] = [];
    page.on("request", (request) => void (/\/footer-kept-parts-\w+\.js$/.test(request.url()) && contentLoads.push(request.url())));
    const logo = page.getByRole("banner").getByRole("link", { name: "案件ファインダー" });
    const prefectures = page.getByRole("contentinfo").locator("details", { has: page.getByText("勤務地から探す") });

    // Full footer, then the sign-up form's short one, then the full one again: the lists as the server wrote them.
    await page.goto("/faq/");
    await markDocument(page);
    await page.getByRole("banner").getByRole("link", { name: "無料会員登録" }).first().click();
    await expect(page).toHaveURL(/\/signup\//);
    await expect(prefectures).toHaveCount(0);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(prefectures.locator("ul a")).toHaveCount(47);
    await sameDocument(page);
    expect(apiCalls).toEqual([]);
    expect(relatedCalls).toEqual([]);
    expect(contentLoads).toEqual([]);

    // A document that starts with the short footer has no lists to keep: the full footer reads them from the API.
    await page.goto("/signup/");
    await markDocument(page);
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(relatedItems(page).locator(".related-services__name")).toHaveText(relatedServices.map((service) => service.name.ja));
    await prefectures.getByText("勤務地から探す").click();
    await prefectures.getByRole("link", { name: "東京都" }).click();
    await expect(page).toHaveURL(/\/project\/prefecture\/13\/$/);
    await sameDocument(page);
    expect(apiCalls).toHaveLength(1);
    expect(relatedCalls).toHaveLength(1);
    expect(contentLoads).toHaveLength(1);
  });
});
