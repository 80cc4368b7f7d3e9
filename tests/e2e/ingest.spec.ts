// Issue 4 from a visitor's side: two agents' feeds are imported into the running site's database
// with the ingest command; the same project shows once, with the number of agents, and its detail
// page lists the other agent.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test, expect } from "./fixtures";

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

test("the same project from two agents' feeds is one card, and its page lists both agents", async ({ page, javaScript }) => {
  const word = `取込確認${javaScript ? "甲" : "乙"}`;
  const title = `【Go】${word}の決済基盤開発`;
  const json = JSON.stringify({
    version: 1,
    listings: [
      { reference: `E2E-${word}`, title, price: "80万円/月", location: "東京都港区", skills: "Golang, AWS", remote: "フルリモート", published_at: OLD },
    ],
  });
  expect(ingest(1, json, "feed.json")).toMatch(/取り込み #\d+: 1行/);
  const csv = `参照番号,案件名,単価,勤務地,スキル,リモート,掲載日\r\nX-${word},"Go／${word}の決済基盤開発",〜80万円,東京都,"Go, AWS",完全在宅,${OLD}\r\n`;
  expect(ingest(2, csv, "feed.csv")).toMatch(/取り込み #\d+: 1行/);

  await expect
    .poll(
      async () => {
        await page.goto(`/project/?keyword=${encodeURIComponent(word)}`);
        return page.getByRole("main").getByRole("article").count();
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  const card = page.getByRole("main").getByRole("article");
  await expect(card.locator(".badge--agents")).toHaveText("2社が掲載");
  await expect(card).not.toContainText("NEW");
  await expect(card).toContainText("80万円");
  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { name: "同じ案件を掲載している他のエージェント（1社）" })).toBeVisible();
});
