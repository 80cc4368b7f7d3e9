// Agent pages: the list with its numbers, filters, orders and pages; an agent's page and
// its listings; a member's review from posting to approval, edit and removal; the recommendations
// and the chaos map. JavaScript on and off.
import Database from "better-sqlite3";
import { expect, logInAsMember, test, type Page } from "./fixtures";

const E2E_DB = "data/e2e.sqlite";

function withDb<T>(run: (db: Database.Database) => T): T {
  const db = new Database(E2E_DB);
  db.pragma("busy_timeout = 5000");
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** The member applied to the agent through the site (the entry flow itself is tests/e2e/entry.spec.ts). */
function recordAgentEntry(email: string, agentId: number) {
  withDb((db) => {
    const { id } = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
    db.prepare(
      "INSERT INTO entries (request_id, user_id, entry_type, target_key, agent_id, app_type, answers, created_at) VALUES (?, ?, 'agent', ?, ?, 1, '{}', ?)",
    ).run(`e2e-${email}`, id, `agent:${agentId}`, agentId, new Date().toISOString());
  });
}

const approveReviewsOf = (email: string) =>
  withDb((db) => db.prepare("UPDATE agent_reviews SET status = 1 WHERE user_id = (SELECT id FROM users WHERE email = ?)").run(email));

const total = (page: Page) => page.getByRole("status").filter({ hasText: "社" });

test("the agent list compares agents by their numbers, filtered by skill and place, in three orders", async ({ page }) => {
  await page.goto("/agent/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("フリーランスエージェント一覧");
  await expect(total(page)).toHaveText("120社");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(30);
  const first = cards.first();
  await expect(first.getByText("掲載案件", { exact: true })).toBeVisible();
  await expect(first.getByText(/^\d+〜\d+万円$/)).toBeVisible();
  await expect(first.getByText(/^中央値 \d+万円$/)).toBeVisible();
  await expect(first.getByText(/^\d+%$/)).toBeVisible();
  await expect(first.getByText("得意なスキル")).toBeVisible();

  // Most listings first.
  const counts = await page.locator(".agent-figures__item:first-child dd").allTextContents();
  const numbers = counts.map((text) => Number(text.replace(/[^\d]/g, "")));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

  // Filter: Java in 東京都, through the form (a GET form: the same with and without JavaScript).
  await page.getByLabel("スキル").selectOption({ label: "Java" });
  await page.getByLabel("勤務地").selectOption({ label: "東京都" });
  await page.getByRole("button", { name: "絞り込む" }).click();
  await expect(page).toHaveURL(/skill=\d+/);
  await expect(page).toHaveURL(/prefecture=13/);
  await expect(total(page)).toHaveText(/^Java・東京都の案件があるエージェント \d+社$/);
  await expect(cards.first().getByText(/^条件に合う案件 \d+件$/)).toBeVisible();

  // 評価順: the rated agents first, best first.
  const orders = page.getByRole("navigation", { name: "並び替え" });
  await orders.getByRole("link", { name: "評価順" }).click();
  await expect(page).toHaveURL(/sort=rating/);
  // The URL changes before the new list is drawn (a transition): wait for the order it shows.
  await expect(orders.getByText("評価順")).toHaveAttribute("aria-current", "true");
  await expect(page).toHaveURL(/skill=\d+/);
  const ratings = (await page.locator(".agent-rating__value").allTextContents()).map(Number);
  expect(ratings.length).toBeGreaterThan(0);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

  // Pages of 30: 120 agents make four pages.
  await page.goto("/agent/?page=4");
  await expect(cards).toHaveCount(30);
  await expect(page.getByRole("navigation", { name: "ページ送り" })).toBeVisible();
  // An impossible filter says so and offers the way back.
  await page.goto("/agent/?skill=1&prefecture=47&sort=price");
  if ((await cards.count()) === 0) await expect(page.getByText("条件に合うエージェントはありません。", { exact: false })).toBeVisible();
});

test("an agent's page: profile, numbers, newest listings, reviews and entry", async ({ page }) => {
  await page.goto("/agent/detail/1/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("テックブリッジ");
  await expect(page.getByRole("heading", { level: 2, name: "掲載案件から見るテックブリッジ" })).toBeVisible();
  const profile = page.locator(".agent-profile");
  await expect(profile.getByText("会社名")).toBeVisible();
  await expect(profile.getByText("株式会社テックブリッジ")).toBeVisible();
  await expect(profile.getByText("マージン率")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "テックブリッジの新着案件" })).toBeVisible();
  await expect(page.locator(".project-list .project-card")).toHaveCount(5);

  // The reviews' average on the page links to them.
  await expect(page.getByRole("heading", { level: 2, name: "テックブリッジの口コミ・評判" })).toBeVisible();

  // All of its listings: the search results UI, canonical to /project/agent/1/.
  await page.getByRole("link", { name: /^テックブリッジの案件をすべて見る/ }).click();
  await expect(page).toHaveURL(/\/agent\/detail\/1\/project\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("テックブリッジの案件一覧");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/project\/agent\/1\/$/);
  await expect(page.locator(".project-card").first()).toBeVisible();

  // Entry to the agent: the entry flow's agent type.
  await page.goto("/agent/detail/1/");
  await page.getByRole("link", { name: "このエージェントにエントリーする" }).first().click();
  await expect(page).toHaveURL(/\/entry_signup\/input\/agent\/1\/$/);
});

test("a member who applied to an agent posts a review; it shows once approved, and can be edited and removed", async ({ page, javaScript }) => {
  // Each project writes on its own agent, so the two runs never see each other's review.
  const agentId = javaScript ? 4 : 5;
  const reviewsPage = `/agent/detail/${agentId}/user/`;
  const title = `面談の日程調整が早かった（${javaScript ? "JS" : "HTML"}）`;

  await page.goto(reviewsPage);
  await expect(page.getByText(/エントリーした会員の方です/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "ログインして口コミを書く" })).toBeVisible();

  const email = await logInAsMember(page);
  await page.goto(reviewsPage);
  await expect(page.getByText(/（またはその案件）にエントリーした会員の方です/)).toBeVisible();
  await expect(page.getByRole("button", { name: "口コミを送信する" })).toHaveCount(0);

  recordAgentEntry(email, agentId);
  await page.goto(reviewsPage);
  const form = page.locator("#agent-review");
  // Nothing filled in: messages in Japanese under each field, nothing saved.
  await form.getByRole("button", { name: "口コミを送信する" }).click();
  await expect(page.getByText("総合評価を1〜5から選んでください。")).toBeVisible();
  await expect(page.getByText("タイトルを入力してください。")).toBeVisible();
  await expect(page.getByText("口コミは50文字以上で入力してください。")).toBeVisible();

  await form.getByLabel(/^4 — 満足/).check();
  await form.getByLabel("タイトル").fill(title);
  await form.getByLabel("口コミ").fill("短すぎる口コミ");
  await form.getByLabel("あなたについて（任意）").fill("30代・バックエンドエンジニア・経験8年");
  await form.getByRole("button", { name: "口コミを送信する" }).click();
  await expect(page.getByText("口コミは50文字以上で入力してください。")).toBeVisible();
  // What was typed is kept.
  await expect(form.getByLabel("タイトル")).toHaveValue(title);

  await form
    .getByLabel("口コミ")
    .fill(
      "登録した翌日には面談の日程が決まり、スキルシートの書き方も具体的に教えてもらえました。紹介された3件のうち2件がリモート可で、希望どおりの条件で参画できています。",
    );
  await form.getByRole("button", { name: "口コミを送信する" }).click();
  await expect(page.getByText("口コミを受け付けました。運営事務局で確認してから掲載します。")).toBeVisible();
  await expect(page.getByText("運営事務局で内容を確認しています。確認が済むと掲載されます。")).toBeVisible();
  // Not shown to anyone before approval.
  await expect(page.locator(".review-list").getByRole("heading", { name: title })).toHaveCount(0);

  approveReviewsOf(email);
  await page.goto(reviewsPage);
  await expect(page.locator(".review-list").getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("掲載中の口コミです。")).toBeVisible();

  // Edited: back to waiting for approval.
  await form.getByLabel("タイトル").fill(`${title}・追記`);
  await form.getByRole("button", { name: "口コミを更新する" }).click();
  await expect(page.getByText("運営事務局で内容を確認しています。確認が済むと掲載されます。")).toBeVisible();
  await expect(page.locator(".review-list").getByRole("heading", { name: title })).toHaveCount(0);

  await page.getByRole("button", { name: "口コミを削除する" }).click();
  await expect(page.getByText("口コミを削除しました。")).toBeVisible();
  await expect(form.getByRole("button", { name: "口コミを送信する" })).toBeVisible();
});

test("recommendations say why: from the browsing history, or the agents with most listings", async ({ page, javaScript }) => {
  await page.goto("/agent/recommendation/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("あなたにおすすめのエージェント");
  await expect(page.getByText("掲載案件が多い").first()).toBeVisible();

  // Listings that can be done remotely, as if browsed: the server reads them from ?based_on.
  const ids = withDb((db) =>
    db
      .prepare(
        "SELECT p.id FROM projects p JOIN project_skills s ON s.project_id = p.id JOIN skills k ON k.id = s.skill_id WHERE k.name = 'SAP' AND s.requirement = 1 AND p.remote_type = 2 AND p.open_state = 1 ORDER BY p.id LIMIT 10",
      )
      .all()
      .map((row) => (row as { id: number }).id),
  );
  // With JavaScript the page sends the history kept in this browser by the listing pages.
  const browsed = javaScript ? ids.slice(0, 3) : ids;
  if (javaScript) {
    for (const id of browsed) await page.goto(`/project/detail/${id}/`);
    await page.goto("/agent/recommendation/");
    await expect(page).toHaveURL(/based_on=/);
  } else {
    await page.goto(`/agent/recommendation/?based_on=${browsed.join(",")}`);
  }
  await expect(page.getByText("この端末で閲覧した案件のスキルや条件から選びました。")).toBeVisible();
  // The reasons come from what was browsed: one of its skills, and remote work.
  const skills = withDb((db) =>
    db
      .prepare(
        `SELECT DISTINCT k.name FROM project_skills s JOIN skills k ON k.id = s.skill_id WHERE s.requirement = 1 AND s.project_id IN (${browsed.join(",")})`,
      )
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const escaped = skills.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"));
  await expect(page.getByText(new RegExp(`^(${escaped.join("|")})案件が多い$`)).first()).toBeVisible();
  await expect(page.getByText("リモート案件の割合が高い").first()).toBeVisible();
});

test("the chaos map groups the agents by speciality and links each one and the other year", async ({ page }) => {
  const year = new Date().getUTCFullYear();
  await page.goto("/agent/");
  await page.getByRole("link", { name: `${year}年版 フリーランスエージェントカオスマップ` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`フリーランスエージェントカオスマップ${year}年版`);
  for (const group of ["高単価・エンド直", "リモート案件", "週2〜3日・副業", "SAP・ERP", "クリエイター・デザイン"]) {
    await expect(page.getByRole("region", { name: new RegExp(`^${group}`) })).toBeVisible();
  }
  await page
    .getByRole("region", { name: /^SAP・ERP/ })
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(/\/agent\/detail\/\d+\/$/);
  await page.goBack();
  await page.getByRole("link", { name: `${year - 1}年版` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`フリーランスエージェントカオスマップ${year - 1}年版`);
  expect((await page.request.get(`/agent/chaosmap/${year - 5}/`)).status()).toBe(404);
});

test("the sitemap lists the agent pages, and each answers", async ({ request, javaScript }) => {
  test.skip(!javaScript, "one run is enough: no page is opened");
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("/sitemaps/agents.xml");
  const xml = await (await request.get("/sitemaps/agents.xml")).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  expect(paths).toContain("/agent/");
  expect(paths.filter((p) => /^\/agent\/detail\/\d+\/$/.test(p))).toHaveLength(120);
  // Only agents with reviews have their reviews page listed (a third of the demo agents).
  const reviewPages = paths.filter((p) => /^\/agent\/detail\/\d+\/user\/$/.test(p));
  expect(reviewPages.length).toBeGreaterThanOrEqual(35);
  expect(reviewPages.length).toBeLessThan(120);
  expect(paths.filter((p) => /^\/agent\/chaosmap\/\d{4}\/$/.test(p))).toHaveLength(2);
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
});
