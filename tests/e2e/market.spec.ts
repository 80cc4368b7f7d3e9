// Market price, JavaScript on and off: the overview with its figures and charts, each
// chart with an accessible name and a table of its numbers; a skill's page reached through the
// chooser; a segment with too few listings saying so instead of a median.
import { expect, logInAsMember, mailLink, markDocument, type Page, receiveMail, sameDocument, test, uniqueEmail } from "./fixtures";

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

test("with JavaScript the page keeps the server's drawings; a chart first shown after a navigation is drawn in the browser", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "without JavaScript every page is the server's");
  const drawingLoads: string[] = [];
  page.on("request", (request) => void (/\/chart-pictures-\w+\.js$/.test(request.url()) && drawingLoads.push(request.url())));
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  await page.goto("/project/marketprice/");
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  await markDocument(page);
  const distribution = page.getByRole("img", { name: "月額単価の分布（5万円ごと）" });
  // A band without listings draws no bar: the first band with some is looked at.
  const bars = distribution.locator(".chart__bar").filter({ visible: true });
  await expect(bars.first()).toBeVisible();
  const wholeMarket = await distribution.innerHTML();
  expect(drawingLoads).toEqual([]);

  await page.getByLabel("スキル", { exact: true }).selectOption({ label: "Java" });
  await page
    .locator(".market-chooser__form", { has: page.getByLabel("スキル", { exact: true }) })
    .getByRole("button", { name: "表示する" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Javaの単価相場");
  await sameDocument(page);
  // A chart the whole market has not, and the distribution drawn again from Java's listings.
  await expect(page.getByRole("img", { name: "一緒に求められることの多いスキル" }).locator(".chart__bar").first()).toBeVisible();
  await expect(bars.first()).toBeVisible();
  expect(await distribution.innerHTML()).not.toBe(wholeMarket);
  expect(drawingLoads).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a job type's page, a segment with too few listings, and an unknown id", async ({ page }) => {
  await page.goto("/project/marketprice/?job=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("システムエンジニア(SE)の単価相場");

  // Haskell is asked for by a handful of demo listings: no median is shown, and the page says why.
  await page.goto("/project/marketprice/?skill=23");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Haskellの単価相場");
  await expect(page.getByRole("heading", { name: "案件が少ないため、単価の統計は表示していません" })).toBeVisible();
  await expect(page.locator(".market-figure", { hasText: "月額単価の中央値" })).toHaveCount(0);
  // Its few listings are still counted (where, how many days); no price is drawn from them.
  await expect(page.getByRole("img", { name: "月額単価の分布（5万円ごと）" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: "稼働日数の内訳" })).toBeVisible();

  // An empty query is the whole market.
  await page.goto("/project/marketprice/?skill=");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("フリーランス案件の単価相場");
  expect((await page.goto("/project/marketprice/?skill=99999"))?.status()).toBe(404);
});

test("the sitemap lists the market pages with enough listings, and a page without them is noindex", async ({ page, request }) => {
  const xml = await (await request.get("/sitemaps/market.xml")).text();
  expect(xml).toContain("/project/marketprice/</loc>");
  expect(xml).toContain("/project/marketprice/?skill=1</loc>");
  expect(xml).not.toContain("/project/marketprice/?skill=23</loc>");
  await page.goto("/project/marketprice/?skill=23");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto("/project/marketprice/?skill=1");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/project\/marketprice\/\?skill=1$/);
});

/** The estimate form, answered as a Java engineer of eight years in Tokyo would. */
async function describeMyself(page: Page) {
  await page.getByLabel("職種").selectOption({ label: "システムエンジニア(SE)" });
  await page.getByRole("combobox", { name: /^スキル（1） 必須$/ }).selectOption({ label: "Java" });
  await page.getByRole("combobox", { name: /^スキル（1）の経験年数/ }).selectOption({ label: "5年" });
  await page.getByLabel("実務経験年数").selectOption({ label: "8年" });
  await page
    .getByRole("group", { name: /稼働日数/ })
    .getByText("週5日")
    .click();
  await page
    .getByRole("group", { name: /希望の働き方/ })
    .getByText("こだわらない")
    .click();
  await page.getByLabel("希望の勤務地").selectOption({ label: "東京都" });
  await page.getByRole("button", { name: "想定単価を調べる" }).click();
}

const RANGE = /^あなたの想定単価：\d+〜\d+万円\/月$/;

test("a guest's estimate waits through the e-mail step, with the answers kept", async ({ page }) => {
  test.slow();
  await page.goto("/project/marketprice/");
  await page.getByRole("link", { name: "あなたの想定単価を調べる" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("あなたの単価相場を調べる");

  // Nothing chosen: a message for each question, in Japanese.
  await page.getByRole("button", { name: "想定単価を調べる" }).click();
  await expect(page.getByText("スキルを1つ以上選んでください。")).toBeVisible();
  await expect(page.getByText("都道府県を選んでください。")).toBeVisible();
  await describeMyself(page);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("あなたの想定単価");
  await expect(page.getByRole("heading", { name: "想定単価の算出が終わりました" })).toBeVisible();
  await expect(page.getByText(/システムエンジニア\(SE\) \/ Java 5年 \/ 実務経験8年 \/ 週5日 \/ 東京都/)).toBeVisible();
  await expect(page.getByText(RANGE)).toHaveCount(0);

  const email = uniqueEmail("market");
  const mailForm = page.locator("#mailmag");
  await mailForm.getByLabel("メールアドレス").fill(email);
  await mailForm.getByRole("button", { name: "確認メールを送る" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "メールを送信しました" })).toBeVisible();
  await page.goto(mailLink(await receiveMail(email, "メールマガジン登録の確認"), "/signin/link/"));
  await page.getByRole("button", { name: "登録を完了する" }).click();

  await expect(page).toHaveURL(/\/project\/marketprice\/complete\/$/);
  await expect(page.getByText(RANGE)).toBeVisible();
  await expect(page.getByText(/募集中の案件[\d,]+件から算出しました/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "想定単価以上の募集中の案件" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "システムエンジニア(SE)の相場" })).toBeVisible();
});

test("a member sees the estimate at once, and it is kept on the profile", async ({ page }) => {
  await logInAsMember(page);
  await page.goto("/project/marketprice/input/");
  await describeMyself(page);
  const range = page.getByText(RANGE);
  await expect(range).toBeVisible();
  await expect(page.getByText("この結果はプロフィールに保存しました。")).toBeVisible();
  const [, low, high] = /(\d+)〜(\d+)/.exec((await range.innerText()) ?? "")!;
  await page.goto("/users/profile/");
  await expect(page.getByText(new RegExp(`^${low}〜${high}万円/月（`))).toBeVisible();

  // The form starts from the last answers.
  await page.goto("/project/marketprice/input/");
  await expect(page.getByRole("combobox", { name: /^スキル（1） 必須$/ })).toHaveValue("1");
});
