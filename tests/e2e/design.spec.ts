// The look of a finished site: result cards as dense as the best peers', and a phone header whose
// buttons say what they are and stay usable under the scroll heading.
import { expect, test, type Page } from "./fixtures";

// The scroll heading slides in over 0.2 s; with reduced motion (which the site honours) it is there at once.
test.use({ reducedMotion: "reduce" });

/** How many result cards lie wholly inside the part of the screen the fixed header and scroll heading leave. */
async function wholeCardsOnScreen(page: Page): Promise<number> {
  return page.evaluate(() => {
    const covered = [".site-header", ".scroll-heading"]
      .map((selector) => document.querySelector(selector))
      .filter((el): el is Element => !!el && getComputedStyle(el).visibility !== "hidden" && getComputedStyle(el).opacity !== "0")
      .reduce((bottom, el) => Math.max(bottom, el.getBoundingClientRect().bottom), 0);
    return [...document.querySelectorAll(".project-list--results .project-card")].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= covered && box.bottom <= window.innerHeight;
    }).length;
  });
}

/** Scrolls so that card `index` starts just below the header and the scroll heading, as a thumb's flick leaves it. */
async function scrollCardToTop(page: Page, index: number) {
  await page.evaluate((i) => {
    const card = document.querySelectorAll(".project-list--results .project-card")[i];
    const header = document.querySelector(".site-header")!.getBoundingClientRect().height;
    const heading = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--scroll-heading-height"));
    window.scrollTo(0, window.scrollY + card.getBoundingClientRect().top - header - heading - 4);
  }, index);
  // The heading's observer (with JavaScript) or its scroll timeline (without) shows the scroll heading a frame later.
  await expect(page.locator(".scroll-heading")).toBeVisible();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`results at ${viewport.width} px: at least 2 whole cards on arrival, at least 4 a screen when scrolling`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/project/");
    await expect(page.locator(".project-list--results .project-card")).toHaveCount(30);
    expect(await wholeCardsOnScreen(page), "whole cards on the first screen").toBeGreaterThanOrEqual(2);
    for (const index of [2, 7, 12, 20]) {
      await scrollCardToTop(page, index);
      await expect.poll(() => wholeCardsOnScreen(page), { message: `whole cards with card ${index + 1} at the top` }).toBeGreaterThanOrEqual(4);
    }
  });
}

test("a result card: title in two lines at most, the price the largest figure, one line of skills, the buttons on a row", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/project/");
  for (const card of (await page.locator(".project-list--results .project-card").all()).slice(0, 10)) {
    const metrics = await card.evaluate((el) => {
      const q = (selector: string) => el.querySelector(selector)!;
      const lineHeight = (node: Element) => parseFloat(getComputedStyle(node).lineHeight);
      const title = q(".project-card__title");
      const skills = el.querySelector(".project-card__skills");
      const buttons = [...el.querySelectorAll(".project-card__actions button, .project-card__actions a")].map((b) => b.getBoundingClientRect());
      const sizes = [...el.querySelectorAll("*")].filter((n) => n.childElementCount === 0).map((n) => parseFloat(getComputedStyle(n).fontSize));
      return {
        titleLines: Math.round(title.getBoundingClientRect().height / lineHeight(title)),
        priceSize: parseFloat(getComputedStyle(q(".project-card__price")).fontSize),
        largestSize: Math.max(...sizes),
        skillLines: skills ? Math.round(skills.getBoundingClientRect().height / skills.firstElementChild!.getBoundingClientRect().height) : 1,
        buttonTops: buttons.map((b) => Math.round(b.top)),
        buttonHeights: buttons.map((b) => b.height),
      };
    });
    expect(metrics.titleLines).toBeLessThanOrEqual(2);
    expect(metrics.priceSize).toBe(metrics.largestSize);
    expect(metrics.skillLines).toBe(1);
    expect(new Set(metrics.buttonTops).size, "the save and entry buttons share a row").toBe(1);
    for (const height of metrics.buttonHeights) expect(height).toBeGreaterThanOrEqual(24);
  }
});

test.describe("the header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the saved buttons show an icon, a short label and the count; the scroll heading never covers them", async ({ page, javaScript }) => {
    await page.goto("/project/");
    const header = page.getByRole("banner");
    const saved = header.getByRole("link", { name: "保存案件 0件" });
    const searches = header.getByRole("link", { name: "検索条件 0件" });
    for (const button of [saved, searches]) {
      await expect(button.locator("svg")).toBeVisible();
      await expect(button.getByText(/^(保存案件|検索条件)$/)).toBeVisible();
    }
    await page.mouse.wheel(0, 1200);
    const heading = page.locator(".scroll-heading");
    await expect(heading).toBeVisible();
    const headerBox = (await header.boundingBox())!;
    await expect
      .poll(async () => (await heading.boundingBox())!.y, { message: "the scroll heading starts below the header" })
      .toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    // What a tap on each header button reaches is the button itself.
    for (const button of [saved, searches, header.getByRole("link", { name: "メニュー" })]) {
      const box = (await button.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest("a")?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(await button.textContent());
    }
    if (javaScript) {
      await saved.tap();
      await expect(page).toHaveURL(/\/guest\/bookmark\/project\/$/);
    }
  });
});
