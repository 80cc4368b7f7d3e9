// Applying takes a minute. A guest on a phone applies to a project and to an agent, with
// JavaScript on and off, answering whatever each screen asks; the screens and their fields are
// counted and held to the budget. The time taken is printed: a figure to watch, not an assertion,
// as machines differ too much.
import { walkEntry } from "./entry-walk";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";

/** The best sites ask 1–3 screens for a first application; ours asks four, the last with the consent. */
const MAX_SCREENS = 4;
/** What a phone shows without a long scroll: a name in four boxes and a birthday in three is the most. */
const MAX_FIELDS_PER_SCREEN = 8;

test.use({ viewport: { width: 390, height: 844 } });

for (const target of ["project", "agent"] as const) {
  test(`a guest applies to ${target === "project" ? "a project" : "an agent"} in at most ${MAX_SCREENS} screens`, async ({ page, javaScript }) => {
    await page.goto("/project/?sort=created_at");
    const detail = (await page.locator(".project-card a[href^='/project/detail/']").first().getAttribute("href"))!;
    await page.goto(detail);
    const button = target === "project" ? /この案件にエントリーする（無料）/ : /に相談する（無料）$/;
    await page.getByRole("link", { name: button }).first().click();
    const started = Date.now();
    const screens = await walkEntry(page, { email: uniqueEmail(`budget-${target}`), password: PASSWORD });
    const seconds = (Date.now() - started) / 1000;
    const fields = screens.reduce((sum, screen) => sum + screen.fields, 0);
    console.log(
      `${target} entry, JavaScript ${javaScript ? "on" : "off"}: ${screens.length} screens, ${fields} fields, ${seconds.toFixed(1)} s — ` +
        screens.map((screen) => `${screen.title} (${screen.fields})`).join(" / "),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("会員登録とエントリーが完了しました");
    expect(screens.length).toBeLessThanOrEqual(MAX_SCREENS);
    for (const screen of screens) expect(screen.fields, screen.title).toBeLessThanOrEqual(MAX_FIELDS_PER_SCREEN);
  });
}
