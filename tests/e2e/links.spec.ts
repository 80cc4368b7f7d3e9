// No link the site shows leads nowhere: every internal link of the top page, a search
// page, a listing, an agent's page and a column answers without an error.
import { expect, test } from "./fixtures";

const OK = [200, 301, 302, 303, 307, 308];

test("every internal link of the top, search, listing, agent and column pages answers", async ({ page, javaScript }) => {
  test.skip(!javaScript, "the links are the same without JavaScript: checked once");
  test.setTimeout(180_000);
  await page.goto("/project/");
  const listing = await page.locator(".project-card a[href^='/project/detail/']").first().getAttribute("href");
  const pages = ["/", "/project/", listing!, "/agent/detail/1/", "/column/detail/17/"];
  const checked = new Map<string, string>();
  for (const path of pages) {
    await page.goto(path);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.startsWith(location.origin)));
    for (const href of new Set(hrefs)) {
      const url = new URL(href);
      const target = url.pathname + url.search;
      if (checked.has(target)) continue;
      checked.set(target, path);
    }
  }
  expect(checked.size).toBeGreaterThan(100);
  const broken: string[] = [];
  for (const [target, from] of checked) {
    const response = await page.request.get(target, { maxRedirects: 0 });
    if (!OK.includes(response.status())) broken.push(`${target} → ${response.status()} (linked from ${from})`);
  }
  expect(broken).toEqual([]);
});
