import { test, expect, demoOperator, markDocument, sameDocument } from "./fixtures";

const STATIC_PAGES = [
  { path: "/faq/", h1: "よくある質問", text: "案件ファインダーはどのようなサービスですか？", crumbs: ["TOP", "よくある質問"] },
  { path: "/sitemap/", h1: "サイトマップ", text: "条件から案件を探す", crumbs: ["TOP", "サイトマップ"] },
  { path: "/legal/1/", h1: "利用規約", text: "第1条（適用）", crumbs: ["TOP", "利用規約"] },
  { path: "/legal/2/", h1: "プライバシーポリシー", text: "2. 取得する情報", crumbs: ["TOP", "プライバシーポリシー"] },
  { path: "/legal/3/", h1: "外部送信ポリシー", text: "1. 第三者への送信について", crumbs: ["TOP", "外部送信ポリシー"] },
  { path: "/legal/4/", h1: "運営会社", text: "商号", crumbs: ["TOP", "運営会社"] },
  { path: "/service/", h1: "案件ファインダーとは", text: "エージェントの案件をまとめて検索", crumbs: [] },
  { path: "/service/career/", h1: "フリーランスのキャリア相談", text: "市場価値がわかる", crumbs: [] },
];

for (const { path, h1, text, crumbs } of STATIC_PAGES) {
  test(`${path} shows its content`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(`${h1} | 案件ファインダー`);
    await expect(page.getByRole("main").getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
    const breadcrumb = page.getByRole("navigation", { name: "パンくずリスト" });
    if (crumbs.length > 0) {
      await expect(breadcrumb.getByRole("listitem")).toHaveText(crumbs);
      await expect(breadcrumb.getByRole("link", { name: "TOP" })).toHaveAttribute("href", "/");
    } else {
      await expect(breadcrumb).toHaveCount(0);
    }
  });
}

// The operator's facts come from one place (decision 044): 運営会社 and the privacy policy name the same
// company, address and desks, and say that the demo's are fictitious.
test("運営会社 and the privacy policy show the operator's facts, marked as the demo's", async ({ page }) => {
  const { company, contacts } = demoOperator();
  const address = `〒${company.postalCode} ${company.address.ja}`;
  await page.goto("/legal/4/");
  const main = page.getByRole("main");
  const row = (title: string) =>
    main
      .locator(".company-table > div")
      .filter({ has: page.getByText(title, { exact: true }) })
      .locator("dd");
  await expect(row("商号")).toHaveText(company.name.ja);
  await expect(row("所在地")).toHaveText(address);
  await expect(row("代表者")).toHaveText(company.representative.ja);
  await expect(row("事業内容").getByRole("listitem")).toHaveText(company.business.ja);
  for (const desk of [contacts.support, contacts.entryDesk, contacts.privacy, contacts.press])
    await expect(row("お問い合わせ").getByRole("link", { name: desk })).toHaveAttribute("href", `mailto:${desk}`);
  await expect(main.getByText("デモ用の架空の情報です")).toBeVisible();

  await page.goto("/legal/2/");
  const operator = page.getByRole("main").locator("section").first();
  await expect(operator).toContainText(`名称：${company.name.ja}`);
  await expect(operator).toContainText(`住所：${address}`);
  await expect(operator).toContainText(`代表者：${company.representative.ja}`);
  await expect(operator).toContainText(`個人情報の取り扱いに関する窓口：${contacts.privacy}`);
  await expect(page.getByRole("main").getByText("デモ用の架空の情報です")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("example.jp");
});

test("the terms are /legal/1/ and are reachable from every footer", async ({ page }) => {
  await page.goto("/service/");
  await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
  await expect(page).toHaveURL(/\/legal\/1\/$/);
  await expect(page.getByText("第9条（準拠法・管轄）")).toBeVisible();
});

test.describe("top page", () => {
  test("shows real data: newest projects, the count, popular skills and prefectures, newest columns", async ({ page, request }) => {
    // The count the API gives, as the page shows it: other specs import listings meanwhile, so both are read again until they agree.
    await expect(async () => {
      const { total } = await (await request.get("/api/project/count/")).json();
      await page.goto("/");
      await expect(page.getByTestId("figure-listings")).toHaveText(`${total.count.toLocaleString("ja-JP")}件`, { timeout: 2_000 });
    }).toPass();
    await expect(page).toHaveTitle("フリーランスエンジニア・クリエイターの案件検索 | 案件ファインダー");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("フリーランス案件をまとめて探す");
    await expect(page.getByTestId("figure-agents")).toHaveText(/^\d{1,3}(,\d{3})*社$/);
    await expect(page.getByTestId("figure-week")).toHaveText(/^\d{1,3}(,\d{3})*件$/);
    await expect(page.getByTestId("figure-updated")).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);

    // The three main jobs, one tap each.
    const paths = page.getByRole("region", { name: "目的から探す" });
    await expect(paths.getByRole("link", { name: "案件を探す" })).toHaveAttribute("href", "/project/");
    await expect(paths.getByRole("link", { name: "エージェントに相談する" })).toHaveAttribute("href", "/service/career/");
    await expect(paths.getByRole("link", { name: "単価相場を調べる" })).toHaveAttribute("href", "/project/marketprice/");

    // The active agents, each with its logo beside its name, leading to its listings.
    const agents = page.getByRole("region", { name: "案件を掲載している主なエージェント" }).getByRole("link");
    await expect(agents).toHaveCount(12);
    await expect(agents.first()).toHaveAttribute("href", /^\/agent\/detail\/\d+\/$/);
    await expect(agents.first()).toHaveAccessibleName(/^\S+/);
    await expect(agents.first().locator(".agent-logo")).toBeVisible();

    const newest = page.getByRole("region", { name: "新着案件" }).getByRole("article");
    await expect(newest).toHaveCount(10);
    const first = newest.first();
    await expect(first.getByRole("heading")).toHaveText(/\S{10,}/);
    await expect(first.getByText(/万円\/月|円\/時|万円\/日|万円\/年/)).toBeVisible();
    await expect(first.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/project\/detail\/\d+\/$/);
    await expect(first.getByRole("link", { name: "エントリー" })).toHaveAttribute("href", /^\/entry_signup\/input\/project\/\d+\/$/);

    const skills = page.getByRole("region", { name: "人気のスキルから探す" }).getByRole("link");
    await expect(skills).toHaveCount(12);
    await expect(skills.first()).toHaveAttribute("href", /^\/project\/skill\/\d+\/$/);
    await expect(skills.first()).toHaveText(/^[A-Za-z][\w#+.\- ]*$/);
    const prefectures = page.getByRole("region", { name: "人気の勤務地から探す" });
    await expect(prefectures.getByRole("link").first()).toContainText("東京都");

    const columns = page.getByRole("region", { name: "新着コラム" }).getByRole("listitem");
    await expect(columns).toHaveCount(5);
    await expect(columns.first()).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);
  });

  // The top page's chips, logos and "see all" links are plain anchors followed by one handler on the client.
  test("its chips and agent logos lead to their pages, on the client when JavaScript runs", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    if (javaScriptEnabled) await markDocument(page);
    const skill = page.getByRole("region", { name: "人気のスキルから探す" }).getByRole("link").first();
    const name = (await skill.textContent()) ?? "";
    await skill.click();
    await expect(page).toHaveURL(/\/project\/skill\/\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    await page.goBack();
    // On the logo itself: a generated logo is an svg, whose click the handler must still follow.
    const agent = page.getByRole("region", { name: "案件を掲載している主なエージェント" }).getByRole("link").first();
    await agent.locator(".agent-logo").click();
    await expect(page).toHaveURL(/\/agent\/detail\/\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (javaScriptEnabled) await sameDocument(page);
  });

  test("the keyword search goes to the project search, its condition word as a condition", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("search").getByRole("searchbox", { name: "キーワード" }).fill("Java リモート");
    await page.getByRole("search").getByRole("button", { name: "検索" }).click();
    await expect(page).toHaveURL(/\/project\/\?remote=1&keyword=Java$/);
  });
});
