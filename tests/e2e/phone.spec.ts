import { test, expect, openMenu } from "./fixtures";

// The mobile layout holds up to 1023 px wide; freelancers mostly arrive on phones.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of ["/", "/faq/", "/legal/1/", "/service/", "/no-such-page/"]) {
  test(`${path} fits a phone screen`, async ({ page }) => {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("every header button lies inside the screen, down to 320 px", async ({ page }) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/faq/");
    for (const button of await page.getByRole("banner").getByRole("link").all()) {
      if (!(await button.isVisible())) continue;
      const box = await button.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
  }
});

test("the header keeps its buttons on a phone, and the menu opens full width", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /保存案件\s*0件/ })).toBeVisible();
  await expect(header.getByRole("link", { name: /検索条件\s*0件/ })).toBeVisible();
  await expect(header.getByRole("link", { name: "ログイン" })).toBeVisible();
  await expect(header.getByRole("link", { name: "無料会員登録" })).toBeVisible();
  const menu = await openMenu(page);
  const box = await menu.locator(".menu-modal__panel").boundingBox();
  expect(box?.width).toBeGreaterThan(380);
  await menu.getByRole("link", { name: "案件を探す" }).scrollIntoViewIfNeeded();
});

test("the footer lists open with a tap", async ({ page }) => {
  await page.goto("/faq/");
  const footer = page.getByRole("contentinfo");
  await footer.getByText("職種から探す").tap();
  await expect(footer.getByRole("link", { name: "インフラエンジニア" })).toBeVisible();
});
