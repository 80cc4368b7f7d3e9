// Screenshots at a phone's width of the entry screens and forms (decision 046), for docs/design/.
// Run against a server that is already up (npm start):
//   npx tsx scripts/entry-shots.ts --out docs/design/entry-after [--base http://127.0.0.1:3000]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { walkEntry } from "../tests/e2e/entry-walk";

const { values } = parseArgs({ options: { out: { type: "string" }, base: { type: "string", default: "http://127.0.0.1:3000" } } });
if (!values.out) throw new Error("--out DIR is required");
const out = values.out;
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ja-JP", baseURL: values.base });
const page = await context.newPage();
const shot = async (name: string, fullPage = true) => {
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
  console.log(path.join(out, `${name}.png`));
};

await page.goto("/project/?sort=created_at");
const detail = await page.locator(".project-card a[href^='/project/detail/']").first().getAttribute("href");
await page.goto(`${detail}`);
await page.getByRole("link", { name: "この案件にエントリーする（無料）" }).first().click();
const screens = await walkEntry(page, {
  email: `shots-${Date.now()}@example.com`,
  password: "kaede-momiji-2026",
  onScreen: (n) => shot(`entry-${String(n).padStart(2, "0")}`),
});
await shot("entry-complete");
console.log(`${screens.length} screens: ${screens.map((s) => `${s.title} (${s.fields})`).join(" / ")}`);

// A guest's search on a phone: the panel opened, one filter ticked (the first screen as the visitor sees it).
const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "ja-JP", baseURL: values.base });
const phone = await guest.newPage();
await phone.goto("/project/?searchpanel=open");
await phone.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
await phone.locator("#search-panel-form input[name='skill']").first().check();
await phone.waitForURL(/skill=/);
await phone.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
await phone.waitForLoadState("networkidle");
await phone.screenshot({ path: path.join(out, "search-panel-after-tap.png") });
await phone.goto("/project/marketprice/");
await phone.screenshot({ path: path.join(out, "marketprice.png") });
await phone.goto("/legal/4/");
await phone.screenshot({ path: path.join(out, "legal-4.png"), fullPage: true });
await browser.close();
