// Screenshots of the main page types at a phone's and a desktop's width, for docs/design/.
// Run against a server that is already up (npm start):
//   npx tsx scripts/design-shots.ts --out docs/design/after [--base http://127.0.0.1:3000] [--dark]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values } = parseArgs({
  options: { out: { type: "string" }, base: { type: "string", default: "http://127.0.0.1:3000" }, dark: { type: "boolean", default: false } },
});
if (!values.out) throw new Error("--out DIR is required");
const out = values.out;
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const probe = await browser.newPage();
await probe.goto(`${values.base}/project/`);
const detailHref = await probe.locator(".project-card a[href^='/project/detail/']").first().getAttribute("href");
await probe.close();

const pages: Array<[string, string]> = [
  ["top", "/"],
  ["results", "/project/"],
  ["detail", detailHref ?? "/project/detail/1/"],
  ["signup", "/signup/"],
];
const widths: Array<[string, number, number]> = [
  ["390", 390, 844],
  ["1280", 1280, 800],
];

for (const [name, url] of pages) {
  for (const [label, width, height] of widths) {
    const context = await browser.newContext({ viewport: { width, height }, locale: "ja-JP", colorScheme: values.dark ? "dark" : "light" });
    const page = await context.newPage();
    await page.goto(`${values.base}${url}`, { waitUntil: "networkidle" });
    const file = (suffix: string) => path.join(out, `${name}-${label}${suffix}.png`);
    await page.screenshot({ path: file("") });
    if (name === "top") await page.screenshot({ path: file("-full"), fullPage: true });
    await context.close();
    console.log(file(""));
  }
}
await browser.close();
