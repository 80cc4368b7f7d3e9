import { test, expect } from "./fixtures";

test.describe("routing rules", () => {
  test("a path without the trailing slash is redirected, query kept", async ({ page }) => {
    const response = await page.goto("/faq?from=test&x=1");
    expect(page.url()).toMatch(/\/faq\/\?from=test&x=1$/);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/faq\?from=test&x=1$/);
  });

  test("an unmatched path gives the 404 page with the path", async ({ page }) => {
    const response = await page.goto("/no/such/page/");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^404 Not Found \| 案件ファインダー$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Not Found");
    await expect(page.getByText("申し訳ございません。お探しのページが見つかりませんでした。削除されたか、URLが変更された可能性があります。")).toBeVisible();
    await expect(page.getByText("Page not found: /no/such/page/")).toBeVisible();
    // The visitor is not stranded: the frame and a way back are there.
    await expect(page.getByRole("banner")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "トップページへ戻る" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a Japanese unmatched path is shown decoded", async ({ page }) => {
    const response = await page.goto("/存在しない/");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page not found: /存在しない/")).toBeVisible();
  });

  test("a route's own validation failure gives 404 Page Not Found", async ({ page }) => {
    for (const path of ["/legal/5/", "/legal/0/", "/legal/abc/"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Not Found");
      await expect(page.getByText("Page Not Found", { exact: true })).toBeVisible();
      // The failed route's own breadcrumb is not shown.
      await expect(page.getByRole("navigation", { name: "パンくずリスト" })).toHaveCount(0);
    }
  });

  test("bad input gets a 400 page, never a 500", async ({ page, request }) => {
    const malformed = await page.goto("/%E0%A4%A/");
    expect(malformed?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("unexpected error");
    await expect(page.getByText("予期しないエラーが発生しました。")).toBeVisible();

    // No path of the site is longer than a few hundred characters: past 2,048 it is refused.
    const longPath = await request.get(`/${"a".repeat(2000)}/`);
    expect(longPath.status()).toBe(404);
    for (const length of [9000, 140_000]) {
      const overLongPath = await request.get(`/${"a".repeat(length)}/`);
      expect(overLongPath.status()).toBe(414);
      expect(await overLongPath.text()).toContain("URLが長すぎる");
    }
    const hugeQuery = await request.get(`/faq/?q=${"x".repeat(300_000)}`);
    expect(hugeQuery.status()).toBe(400);
    expect(await hugeQuery.text()).toContain("リクエストの内容が正しくない");
    const bigQuery = await request.get(`/faq/?q=${"x".repeat(4000)}&q=1&q=2`);
    expect(bigQuery.status()).toBe(200);
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch("/faq/", { method });
      expect(response.status()).toBe(400);
    }
    const post = await request.post("/faq/", { form: { a: "1" } });
    expect(post.status()).toBe(400);
  });
});

test.describe("error pages", () => {
  test("500 Internal Server Error", async ({ page }) => {
    const response = await page.goto("/test-errors/500/");
    expect(response?.status()).toBe(500);
    await expect(page).toHaveTitle(/^500 Internal Server Error/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("500 Internal Server Error");
    await expect(page.getByText("申し訳ございません。サーバー内部のエラーにより表示できませんでした。")).toBeVisible();
    // Nothing of the internal error leaks to the visitor.
    await expect(page.getByText("Deliberate failure")).toHaveCount(0);
  });

  test("503 Service Temporarily Unavailable", async ({ page }) => {
    const response = await page.goto("/test-errors/503/");
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("503 Service Temporarily Unavailable");
    await expect(page.getByText("申し訳ございません。ただいまサービスを一時的にご利用いただけません。")).toBeVisible();
  });

  test("any other status is an unexpected error", async ({ page }) => {
    const response = await page.goto("/test-errors/418/");
    expect(response?.status()).toBe(418);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("unexpected error");
    await expect(page.getByText("予期しないエラーが発生しました。")).toBeVisible();
  });

  test("401 sends the visitor to sign-in, remembering the page", async ({ page }) => {
    await page.goto("/test-errors/401/?tab=2");
    expect(new URL(page.url()).pathname).toBe("/signin/");
    expect(new URL(page.url()).searchParams.get("redirect_to")).toBe("/test-errors/401/?tab=2");
  });

  test("the back-to-top button is present on error pages", async ({ page }) => {
    await page.goto("/no-such-page/");
    await expect(page.getByRole("link", { name: "ページの先頭へ戻る" })).toBeVisible();
  });
});
