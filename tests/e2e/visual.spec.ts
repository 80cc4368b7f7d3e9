// Visual regression: the main page types at a phone's and a desktop's width, compared with the
// references committed under tests/e2e/__screenshots__/, so a layout break fails CI. What changes from run
// to run is hidden in the shot (figures, dates; NEW badges, which depend on the hour the demo data is seeded
// at), and a few hundred pixels may differ for font rendering. The pages are ones no other spec changes:
// agent 7's listings (the specs write to agents 1 and 2), sorted by price. After a deliberate change of look:
//   npx playwright test tests/e2e/visual.spec.ts --project js --update-snapshots
import { expect, test, type Page } from "./fixtures";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "one look is enough: the pages render the same without JavaScript");

const AGENT_LISTINGS = "/project/agent/7/?sort=price";
const VOLATILE = "tests/e2e/visual-volatile.css";

async function firstListing(page: Page): Promise<string> {
  await page.goto(AGENT_LISTINGS);
  return (await page.locator(".project-card__title a").first().getAttribute("href"))!;
}

const PAGES: Array<[string, (page: Page) => Promise<string>]> = [
  ["top", async () => "/"],
  ["results", async () => AGENT_LISTINGS],
  ["detail", firstListing],
  ["signup", async () => "/signup/"],
];

for (const [name, path] of PAGES) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${name} at ${viewport.width} px looks as it did`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(await path(page), { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, { stylePath: VOLATILE, maxDiffPixels: 400 });
    });
  }
}
