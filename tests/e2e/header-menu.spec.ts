import { test, expect, markDocument, openMenu, sameDocument } from "./fixtures";

test.describe("header", () => {
  test("shows the logo, saved lists with counts, login and register", async ({ page }) => {
    await page.goto("/faq/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "案件ファインダー", exact: true })).toHaveAttribute("href", "/");
    await expect(header.getByRole("link", { name: /保存した案件\s*0件/ })).toHaveAttribute("href", "/guest/bookmark/project/");
    await expect(header.getByRole("link", { name: /保存した検索条件\s*0件/ })).toHaveAttribute("href", "/guest/bookmark/search/");
    await expect(header.getByRole("link", { name: "ログイン" })).toHaveAttribute("href", "/signin/");
    await expect(header.getByRole("link", { name: "無料会員登録" })).toHaveAttribute("href", "/signup/");
  });

  test("register links opened from the top page say where they came from", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "無料会員登録" })).toHaveAttribute("href", "/signup/?link_id=header_register");
    const menu = await openMenu(page);
    await expect(menu.getByRole("link", { name: "無料で会員登録する" })).toHaveAttribute("href", "/signup/?link_id=menu_register");
  });

  test("the page heading shows over the header once scrolled, with the page number", async ({ page, javaScriptEnabled }) => {
    await page.goto("/faq/?page=2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("よくある質問（2ページ目）");
    await expect(page).toHaveTitle("よくある質問（2ページ目） | 案件ファインダー");
    // With JavaScript the overlay follows the heading once the page has hydrated: scroll after that. A
    // scroll while the page hydrated left the overlay hidden once, on a loaded machine.
    if (javaScriptEnabled) await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    const overlay = page.locator(".scroll-heading");
    await expect(overlay).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveText("よくある質問（2ページ目）");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(overlay).toBeHidden();
  });

  test("page 1 and bad page numbers have no suffix", async ({ page }) => {
    for (const query of ["?page=1", "?page=-1", "?page=abc"]) {
      await page.goto(`/faq/${query}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("よくある質問");
    }
  });
});

test.describe("menu modal, logged out", () => {
  test("opens with the register prompt, navigation and locked features", async ({ page }) => {
    await page.goto("/faq/");
    await expect(page.getByRole("dialog", { name: "メニュー" })).toBeHidden();
    const menu = await openMenu(page);
    await expect(menu.getByText("無料会員登録でもっと便利に")).toBeVisible();
    for (const name of ["案件を探す", "エージェントを探す", "単価相場を調べる", "コラム", "よくある質問"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByText("会員登録後に使える機能")).toBeVisible();
    for (const name of ["応募した案件", "応募したエージェント", "スカウト一覧", "Web職務経歴書"]) {
      const item = menu.getByRole("link", { name: new RegExp(name) });
      await expect(item).toHaveAttribute("href", "/signup/");
      await expect(item.getByRole("img", { name: "会員登録をするとご利用いただけます" })).toBeVisible();
    }
  });

  test("closes again", async ({ page }) => {
    await page.goto("/faq/");
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: "閉じる" }).click();
    await expect(menu).toBeHidden();
  });

  test("its links navigate, on the client when JavaScript runs", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    if (javaScriptEnabled) await markDocument(page);
    const menu = await openMenu(page);
    await menu.getByRole("link", { name: "よくある質問" }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("よくある質問");
    await expect(page.getByRole("dialog", { name: "メニュー" })).toBeHidden();
    if (javaScriptEnabled) await sameDocument(page);
  });
});

test.describe("scrolling", () => {
  test("the back-to-top button returns to the top", async ({ page }) => {
    await page.goto("/legal/1/");
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("link", { name: "ページの先頭へ戻る" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a new page starts at the top", async ({ page }) => {
    await page.goto("/faq/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "利用規約" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("利用規約");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
