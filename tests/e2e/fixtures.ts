import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";
import { linkIn, mailsIn, type ReceivedMail } from "../../app/mail/test-inbox";
export { mailsIn };
import type { Operator } from "../../app/config/operator";
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from "./e2e-env";

export const test = base.extend<{ javaScript: boolean }>({
  javaScript: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  // Every test comes from its own address (the server trusts X-Forwarded-For in the tests), so the
  // per-address rate limits of one test never reach another.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const hash = crypto.createHash("sha256").update(`${testInfo.project.name}/${testInfo.testId}/${testInfo.retry}`).digest();
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": `10.${hash[0]}.${hash[1]}.${hash[2]}` });
  },
});
export { expect };
export type { Page };

/** Opens the menu the way a visitor does: a click on the header's menu button. */
export async function openMenu(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "メニュー" }).click();
  const dialog = page.getByRole("dialog", { name: "メニュー" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs out from the menu and waits until the page shows a guest (the menu closed, the login button back). */
export async function logOut(page: Page) {
  await (await openMenu(page)).getByRole("button", { name: "ログアウト" }).click();
  await expect(page.getByRole("dialog", { name: "メニュー" })).toBeHidden();
  await expect(page.locator(".header-button--login")).toBeVisible();
}

/** The operator's facts the e2e server shows: the built-in demo, OPERATOR_FILE being unset (decision 044). */
export function demoOperator(): Operator {
  return JSON.parse(fs.readFileSync("app/config/operator.demo.json", "utf8")) as Operator;
}

/** An address no other test uses. */
export function uniqueEmail(label: string) {
  return `${label}-${crypto.randomBytes(5).toString("hex")}@example.jp`;
}

/** Waits for the site's mail to `to` whose subject contains `subject` (received over SMTP). */
export async function receiveMail(to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () =>
        (found = mailsIn(E2E_MAIL_DIR, to)
          .reverse()
          .find((m) => m.subject.includes(subject))) !== undefined,
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function mailLink(mail: ReceivedMail, pathPrefix: string): string {
  const link = linkIn(mail, pathPrefix);
  if (!link) throw new Error(`no ${pathPrefix} link in "${mail.subject}"`);
  return link;
}

export const PASSWORD = "kaede-momiji-2026";
/** The top page, and nothing else. */
export const TOP_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/$/;

/** Signs up through the form, as a visitor does; the browser ends up logged in. */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto("/signup/");
  const form = page.locator("#signup");
  await form.getByLabel("メールアドレス").fill(email);
  await form.getByLabel("パスワード").fill(password);
  await form.getByRole("button", { name: "利用規約に同意して登録する" }).click();
  await expect(page.getByText("会員登録が完了しました。")).toBeVisible();
}

/**
 * Logs the browser in as a new member without the sign-up form (POST /test-session/, a test-only
 * route): for the tests that are about something else. Returns the member's address.
 */
export async function logInAsMember(page: Page, email = uniqueEmail("member")): Promise<string> {
  const response = await page.request.post("/test-session/", { form: { email, password: PASSWORD } });
  expect(response.status()).toBe(204);
  return email;
}

/** Subscribes to the mail magazine from /signup/ and opens the mailed link; returns the link. */
export async function subscribe(page: Page, email: string): Promise<string> {
  await page.goto("/signup/");
  const form = page.locator("#mailmag");
  await form.getByLabel("メールアドレス").fill(email);
  await form.getByRole("button", { name: "メールマガジンに登録する" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "メールを送信しました" })).toBeVisible();
  const link = mailLink(await receiveMail(email, "メールマガジン登録の確認"), "/signin/link/");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "メールマガジン登録の確認" })).toBeVisible();
  await page.getByRole("button", { name: "登録を完了する" }).click();
  await expect(page.getByText("メールマガジンに登録しました。")).toBeVisible();
  return link;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/signin/");
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("パスワード").fill(password);
  await page.getByRole("button", { name: "ログインする" }).click();
}

/** One of the site's commands (scripts/*.ts), run against the test server's database; its output. */
export function runScript(script: string, args: string[]) {
  return execFileSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: "data/e2e.sqlite",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      SITE_URL: "http://127.0.0.1:3100",
      LOG_LEVEL: "warn",
    },
    encoding: "utf8",
  });
}

/** Marks the loaded document once it has hydrated: the mark survives a client-side navigation, not a document load. */
export async function markDocument(page: Page) {
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
  await page.evaluate(() => document.documentElement.setAttribute("data-test-mark", "same document"));
}

/** Still the document markDocument marked: every navigation since ran on the client. */
export const sameDocument = (page: Page) => expect(page.locator("html[data-test-mark='same document']")).toHaveCount(1);
