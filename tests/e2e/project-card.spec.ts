// A listing card's body is rendered once on the server and kept (components/project-card.tsx, decision 039).
// The browser keeps the server's HTML of the cards it hydrates, hydrating none of the elements inside (decision
// 039), without a hydration error; the title's plain link navigates on the client, the buttons beside it work,
// and cards the browser renders after a navigation are the same.
import { test, expect, markDocument, sameDocument } from "./fixtures";

test.describe("listing cards with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "about hydration and client-side navigation");

  test("hydrate without an error, save, open the listing and start an entry on the client, on the first page and the next", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/project/");
    await markDocument(page);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(30);

    // React keeps the cards' insides as the server wrote them: it hydrates the card, not the elements in it.
    const hydratedInside = (selector: string) =>
      page.locator(selector).evaluateAll((elements) => elements.filter((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))).length);
    expect(await hydratedInside("main article.project-card")).toBe(30);
    expect(await page.locator("main article.project-card *").count()).toBeGreaterThan(600);
    expect(await hydratedInside("main article.project-card *")).toBe(0);

    // The server's card: its save button's submit reaches the card's handler, its title is a plain link
    // followed on the client. Once saved, the card shows something else and the browser renders it itself.
    const first = cards.first();
    const title = (await first.getByRole("heading").textContent())!.replace(/^NEW\s*/, "");
    await first.getByRole("button", { name: "保存" }).click();
    await expect(first.getByRole("button", { name: "保存済み" })).toBeVisible();
    expect(await hydratedInside("main article.project-card:first-of-type *")).toBeGreaterThan(10);
    expect(await hydratedInside("main article.project-card:not(:first-of-type) *")).toBe(0);
    await first.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/project\/detail\/\d+\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await sameDocument(page);

    // Back on the list, and on to the next page: cards the browser rendered itself.
    await page.goBack();
    await expect(cards.first().getByRole("button", { name: "保存済み" })).toBeVisible();
    await page.getByRole("navigation", { name: "ページ送り" }).getByRole("link", { name: "次へ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("2ページ目");
    await expect(cards).toHaveCount(30);
    const next = cards.nth(3);
    const nextTitle = (await next.getByRole("heading").textContent())!.replace(/^NEW\s*/, "");
    await expect(next.locator(".project-card__body > .project-card__title a")).toHaveAttribute("href", /^\/project\/detail\/\d+\/$/);
    await next.getByRole("heading").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(nextTitle);
    await sameDocument(page);

    // The entry button, a plain link too, starts the entry flow on the client.
    await page.goBack();
    await cards.nth(3).getByRole("link", { name: "エントリー" }).click();
    await expect(page).toHaveURL(/\/entry_signup\/input\/project\/\d+\/$/);
    await sameDocument(page);
    expect(errors).toEqual([]);
  });
});
