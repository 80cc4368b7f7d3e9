// The whole social sign-in redirect flow against a local OpenID Connect provider (started
// by the global setup), standing in for Google.
import crypto from "node:crypto";
import { expect, logInAsMember, logOut, type Page, test, uniqueEmail } from "./fixtures";

async function continueWithGoogle(page: Page, identity: { sub: string; email: string }) {
  await page.setExtraHTTPHeaders({ "x-test-social-user": JSON.stringify(identity) });
  await page.getByRole("button", { name: "Googleで続ける" }).click();
}

test("a new Google account registers after confirming the address, and signs in directly the next time", async ({ page }) => {
  const identity = { sub: crypto.randomUUID(), email: uniqueEmail("google") };
  await page.goto("/signup/?app_type=7");
  await continueWithGoogle(page, identity);
  await expect(page).toHaveURL(/\/signup\/social_register\/$/);
  await expect(page.getByText("Googleのアカウントで会員登録します。", { exact: false })).toBeVisible();
  await expect(page.getByLabel("メールアドレス")).toHaveValue(identity.email);
  await page.getByRole("button", { name: "利用規約に同意して登録する" }).click();
  await expect(page.getByText("会員登録が完了しました。")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "マイページ" })).toBeVisible();

  await logOut(page);
  await page.goto("/signin/?redirect_to=/users/setting/");
  await continueWithGoogle(page, identity);
  await expect(page).toHaveURL(/\/users\/setting\/$/);
  await expect(page.locator(".settings-list")).toContainText(identity.email);
  await expect(page.getByText("未設定（ソーシャルログイン）")).toBeVisible();
});

test("a Google account whose address belongs to a member is not linked on its own", async ({ page }) => {
  const email = uniqueEmail("taken");
  await logInAsMember(page, email);
  await page.context().clearCookies();
  await page.goto("/signin/");
  await continueWithGoogle(page, { sub: crypto.randomUUID(), email });
  await expect(page).toHaveURL(/\/signin\/\?social=duplicate$/);
  await expect(page.getByRole("alert")).toHaveText("このメールアドレスはすでに会員登録されています。メールアドレスとパスワードでログインしてください。");
});

test("a callback that did not start here is refused", async ({ page }) => {
  await page.goto("/signin/google/callback/?code=forged&state=forged");
  await expect(page).toHaveURL(/\/signin\/\?social=failed$/);
  await expect(page.getByRole("alert")).toHaveText("ソーシャルログインを完了できませんでした。もう一度お試しください。");
});
