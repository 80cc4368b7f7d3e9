import { test as base, expect, type Page } from "@playwright/test";

export const test = base.extend<{ javaScript: boolean }>({
  javaScript: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
});
export { expect };

/** Opens the menu the way a visitor does: a click on the header's menu button. */
export async function openMenu(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "メニュー" }).click();
  const dialog = page.getByRole("dialog", { name: "メニュー" });
  await expect(dialog).toBeVisible();
  return dialog;
}
