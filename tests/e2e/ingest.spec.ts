// Feed intake from a visitor's side: agents' feeds are imported into the running site's database
// with the ingest command; the same project shows once, with the number of agents, and its detail
// page lists the other agents; a member who applied through one agent's listing is told so on the
// other's; a listing no feed confirms for a month leaves the results.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, logInAsMember, test, type Page } from "./fixtures";

// Published long ago, so these listings stay out of the newest lists other specs look at.
const OLD = "2020-01-15";

const ingest = (agent: number, feed: string, name: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-feed-")), name);
  fs.writeFileSync(file, feed);
  return execFileSync(process.execPath, ["--import", "tsx", "scripts/ingest.ts", "--agent", String(agent), file], {
    env: { ...process.env, DATABASE_URL: "data/e2e.sqlite" },
    encoding: "utf8",
  });
};

/** The number of results the search page states (its heading), whatever else it offers below. */
const statedCount = async (page: Page) => Number((await page.locator("#result-count").innerText()).match(/^([\d,]+)件/)![1].replace(/,/g, ""));

test("the same project from three agents' feeds is one card, and its page lists the other agents with their prices", async ({ page, javaScript }) => {
  const word = `取込確認${javaScript ? "甲" : "乙"}`;
  const json = JSON.stringify({
    version: 1,
    listings: [
      {
        reference: `E2E-${word}`,
        title: `【Go】${word}の決済基盤開発`,
        price: "80万円/月",
        location: "東京都港区",
        skills: "Golang, AWS",
        remote: "フルリモート",
        published_at: OLD,
      },
    ],
  });
  expect(ingest(1, json, "feed.json")).toMatch(/取り込み #\d+: 1行/);
  const csv = `参照番号,案件名,単価,勤務地,スキル,リモート,掲載日\r\nX-${word},"Go／${word}の決済基盤開発",〜80万円,東京都,"Go, AWS",完全在宅,${OLD}\r\n`;
  expect(ingest(2, csv, "feed.csv")).toMatch(/取り込み #\d+: 1行/);
  const third = JSON.stringify({
    version: 1,
    listings: [{ reference: `T-${word}`, title: `[Go] ${word}の決済基盤開発`, price: "75〜85万円", location: "東京都", skills: "Go, AWS", published_at: OLD }],
  });
  expect(ingest(6, third, "third.json")).toMatch(/取り込み #\d+: 1行/);

  await expect
    .poll(
      async () => {
        await page.goto(`/project/?keyword=${encodeURIComponent(word)}`);
        // With no result yet, the page offers other listings: not these.
        if ((await statedCount(page)) === 0) return [];
        return page.getByRole("main").getByRole("article").locator(".badge--agents, .project-card__price").allTextContents();
      },
      { timeout: 15_000 },
    )
    // One card, the best offer: the third agent's, at up to 85万円.
    .toEqual(["3社が掲載", "単価75万〜85万円/月"]);
  const card = page.getByRole("main").getByRole("article");
  await expect(card).not.toContainText("NEW");
  await card.getByRole("link", { name: `[Go] ${word}の決済基盤開発` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`[Go] ${word}の決済基盤開発`);
  await expect(page.getByRole("heading", { name: "同じ案件を掲載している他のエージェント（2社）" })).toBeVisible();
  const others = page.locator(".other-agents li");
  await expect(others).toHaveCount(2);
  await expect(others.filter({ hasText: "（80万円/月）" })).toHaveCount(1);
  await others.filter({ hasText: "（〜80万円/月）" }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Go／${word}の決済基盤開発`);
});

/** The member applied to a listing through the site (the entry flow itself is tests/e2e/entry.spec.ts). */
function recordProjectEntry(email: string, projectId: number) {
  const db = new Database("data/e2e.sqlite");
  db.pragma("busy_timeout = 5000");
  try {
    const { id } = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
    const { agent_id } = db.prepare("SELECT agent_id FROM projects WHERE id = ?").get(projectId) as { agent_id: number };
    db.prepare(
      "INSERT INTO entries (request_id, user_id, entry_type, target_key, project_id, agent_id, app_type, answers, created_at) VALUES (?, ?, 'project', ?, ?, ?, 1, '{}', ?)",
    ).run(`e2e-${email}`, id, `project:${projectId}`, projectId, agent_id, new Date().toISOString());
  } finally {
    db.close();
  }
}

test("a member who applied through one agent's listing is told so on another agent's listing of the project", async ({ page, javaScript }) => {
  const word = `重複応募${javaScript ? "甲" : "乙"}`;
  const listing = (reference: string, title: string) =>
    JSON.stringify({
      version: 1,
      listings: [{ reference, title, price: "70〜80万円/月", location: "東京都千代田区", skills: "Java, Spring Boot", published_at: OLD }],
    });
  ingest(3, listing(`A-${word}`, `【Java】${word}向け契約管理システム開発`), "a.json");
  ingest(4, listing(`B-${word}`, `Java／${word}向け 契約管理システム開発`), "b.json");
  await expect
    .poll(
      async () => {
        await page.goto(`/project/?keyword=${encodeURIComponent(word)}`);
        if ((await statedCount(page)) === 0) return [];
        return page.getByRole("main").getByRole("article").locator(".badge--agents").allTextContents();
      },
      { timeout: 15_000 },
    )
    .toEqual(["2社が掲載"]);
  await page.getByRole("main").getByRole("article").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/project\/detail\/\d+\/$/);
  const first = Number(page.url().match(/\/project\/detail\/(\d+)\//)![1]);
  const other = page.locator(".other-agents a");
  const otherAgent = (await other.textContent())!;
  const second = Number((await other.getAttribute("href"))!.match(/(\d+)/)![1]);

  const email = await logInAsMember(page);
  recordProjectEntry(email, second);
  await page.goto(`/project/detail/${first}/`);
  await expect(page.getByRole("status").filter({ hasText: "エントリー済み" })).toHaveText(
    `この案件には${otherAgent}の掲載からエントリー済みです。 エントリーした掲載を見る`,
  );
  await page.getByRole("link", { name: "エントリーした掲載を見る" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/detail/${second}/$`));
  await expect(page.getByRole("link", { name: "エントリー済み" }).first()).toBeVisible();
});

/** What the hourly freshness job does to a listing no feed has confirmed for a month (its rule: app/ingest/import.test.ts). */
function markStale(agentRef: string) {
  const db = new Database("data/e2e.sqlite");
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare("UPDATE projects SET stale = 1 WHERE agent_ref = ?").run(agentRef);
  } finally {
    db.close();
  }
}

test("a listing no feed has confirmed for a month leaves the results, and its page says so", async ({ page, javaScript }) => {
  const word = `未確認${javaScript ? "甲" : "乙"}`;
  const title = `【PHP】${word}の予約サイト改修`;
  const feed = JSON.stringify({
    version: 1,
    listings: [{ reference: `S-${word}`, title, price: "60万円/月", location: "大阪府", skills: "PHP", published_at: OLD }],
  });
  ingest(5, feed, "stale.json");
  // The count the page states: with none, the page offers other listings below it.
  const results = (query: string) =>
    expect.poll(
      async () => {
        await page.goto(`/project/?keyword=${encodeURIComponent(word)}${query}`);
        return statedCount(page);
      },
      { timeout: 15_000 },
    );
  await results("").toBe(1);
  await page.getByRole("main").getByRole("article").getByRole("link", { name: title }).click();
  const today = new Date().toLocaleDateString("ja-JP", { timeZone: "Asia/Tokyo", year: "numeric", month: "long", day: "numeric" });
  await expect(page.locator(".project-detail__meta")).toContainText(`最終確認日：${today}`);
  const detail = page.url();
  // The sitemap's part of the listing (50,000 ids a part).
  const id = Number(detail.match(/\/project\/detail\/(\d+)\//)![1]);
  const sitemapHolds = async () =>
    (await (await page.request.get(`/sitemaps/projects-${Math.floor((id - 1) / 50_000) + 1}.xml`)).text()).includes(`/project/detail/${id}/`);
  expect(await sitemapHolds()).toBe(true);
  const jobPostings = () =>
    page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes('"JobPosting"')).length);
  expect(await jobPostings()).toBe(1);

  markStale(`S-${word}`);
  await results("").toBe(0);
  // Still found with the closed ones, marked; still reachable by its URL, with a word of caution.
  await results("&open=1,2").toBe(1);
  await expect(page.getByRole("main").getByRole("article").locator(".badge--stale")).toHaveText("最終確認から30日以上");
  await page.goto(detail);
  await expect(page.getByRole("status").filter({ hasText: "最終確認から30日以上" })).toContainText("応募の前にエージェントにご確認ください");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // Not a page to send searchers to: no JobPosting, noindex, out of the sitemap.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await jobPostings()).toBe(0);
  expect(await sitemapHolds()).toBe(false);
});
