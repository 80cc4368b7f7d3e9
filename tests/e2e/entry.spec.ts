// Issue 11 from a visitor's side, with JavaScript on and off: a guest applies to a project through
// every step and the agent's mail arrives; a member applies in one step; a second entry lands on the
// attention page; a guest with an account signs in midway and keeps the answers; three saved projects
// in one entry; drafts survive a reload and going back; logout erases them; the applied lists.
import crypto from "node:crypto";
import { E2E_MAIL_DIR } from "./e2e-env";
import { expect, logOut, mailsIn, type Page, PASSWORD, receiveMail, test, uniqueEmail } from "./fixtures";

const CONFIRM = "入力内容を確認してください";

/** How a visitor answers each step, by the question the step asks. */
/** The step's form: its fields, without the section that the step's question labels. */
const form = (page: Page) => page.locator("form.entry-form");

const ANSWERS: Record<string, (page: Page, email: string) => Promise<void>> = {
  ご希望を教えてください: async (page) => {
    await form(page).getByLabel("まずは詳しい話を聞きたい").check();
    await form(page).getByLabel("ご質問・ご要望").fill("平日19時以降なら面談できます");
  },
  いつから稼働できますか: (page) => form(page).getByLabel("日付を指定する").check(),
  稼働を開始できる日を教えてください: (page) => form(page).getByLabel("稼働開始可能日").fill(dateInDays(40)),
  希望する稼働日数を教えてください: (page) => form(page).getByLabel("週4日").check(),
  "希望する最低単価（月額）を教えてください": (page) => form(page).getByLabel("希望単価（月額）").fill("７５"),
  希望する働き方を選んでください: (page) => form(page).getByLabel("こだわらない").check(),
  希望する勤務地を選んでください: async (page) => {
    await form(page).getByLabel("東京都").check();
    await form(page).getByLabel("神奈川県").check();
  },
  "リモート・勤務地の希望を教えてください": (page) => form(page).getByLabel("フルリモートのみ").check(),
  現在の就業状況を教えてください: (page) => form(page).getByLabel("離職中・退職予定").check(),
  "退職日（予定日）を教えてください": async (page) => {
    await form(page).getByLabel("退職（予定）の年").selectOption({ index: 1 });
    await form(page).getByLabel("退職（予定）の月").selectOption("3");
  },
  "現在（直近）の職種の分野を選んでください": (page) => form(page).getByLabel("開発", { exact: true }).check(),
  職種を選んでください: (page) => form(page).getByLabel("バックエンドエンジニア").check(),
  その職種での実務経験年数を教えてください: async (page) => void (await form(page).getByLabel("実務経験年数").selectOption("7")),
  経験のあるスキルを選んでください: async (page) => {
    await form(page).getByLabel("Java", { exact: true }).check();
    await form(page).getByLabel("Go", { exact: true }).check();
  },
  スキルごとの経験年数を教えてください: async (page) => {
    await form(page).getByLabel("Javaの経験年数").selectOption("7");
    await form(page).getByLabel("Goの経験年数").selectOption("0");
  },
  フリーランスとしての現在の契約状況を教えてください: (page) => form(page).getByLabel("契約がまもなく終わる").check(),
  これまでの経歴を簡単に教えてください: (page) =>
    form(page).getByLabel("職務経歴").fill("受託開発会社でJavaとSpring Bootの業務システム開発に7年従事しました。"),
  お名前を教えてください: async (page) => {
    await form(page).getByLabel(/^姓/).fill("山田");
    await form(page).getByLabel(/^名/).fill("太郎");
    await form(page).getByLabel("セイ").fill("やまだ");
    await form(page).getByLabel("メイ").fill("たろう");
  },
  生年月日を教えてください: async (page) => {
    await form(page).getByLabel("生まれた年").selectOption("1990");
    await form(page).getByLabel("生まれた月").selectOption("4");
    await form(page).getByLabel("生まれた日").selectOption("1");
  },
  日中つながりやすい電話番号を教えてください: (page) => form(page).getByLabel("電話番号").fill("０９０１２３４５６７８"),
  お住まいの地域を教えてください: async (page) => {
    await form(page).getByLabel("都道府県").selectOption({ label: "東京都" });
    await form(page).getByLabel("市区町村").fill("渋谷区");
    await form(page).getByLabel("最寄駅").fill("渋谷駅");
  },
  ログインに使うメールアドレスとパスワードを決めてください: async (page, email) => {
    await form(page).getByLabel("メールアドレス").fill(email);
    await form(page).getByLabel("パスワード").fill(PASSWORD);
  },
};

function dateInDays(days: number) {
  return new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
}

const stepTitle = (page: Page) => page.locator("#entry-step-title");

/**
 * The step's question once the page has it: without JavaScript the next page streams in, and on a
 * busy machine the heading can be read before its text has arrived.
 */
async function readStepTitle(page: Page): Promise<string> {
  await page.waitForLoadState("domcontentloaded");
  await expect(stepTitle(page)).toHaveText(/\S/);
  return (await stepTitle(page).innerText()).trim();
}

/** Answers the step on screen and goes to the next one; returns the question answered. */
async function answerStep(page: Page, email: string): Promise<string> {
  const title = await readStepTitle(page);
  const answer = ANSWERS[title];
  if (!answer) throw new Error(`no answer for the step 「${title}」`);
  await answer(page, email);
  await page.getByRole("button", { name: "次へ" }).click();
  await expect(stepTitle(page)).not.toHaveText(title);
  return title;
}

/** Walks every step until the confirmation; returns the questions asked. */
async function walkToConfirmation(page: Page, email: string): Promise<string[]> {
  const asked: string[] = [];
  for (let i = 0; i < 30 && (await readStepTitle(page)) !== CONFIRM; i++) asked.push(await answerStep(page, email));
  await expect(stepTitle(page)).toHaveText(CONFIRM);
  return asked;
}

/** An open project from the newest listings (the n-th card), with its title. */
async function openProject(page: Page, n = 0, query = "sort=created_at") {
  await page.goto(`/project/?${query}`);
  const link = page.getByRole("main").getByRole("article").nth(n).getByRole("heading").getByRole("link");
  const href = (await link.getAttribute("href"))!;
  return { id: Number(/\/project\/detail\/(\d+)\//.exec(href)![1]), title: (await link.innerText()).trim() };
}

/** A guest registers with an entry to a project: the whole form, from the project's page. */
async function guestApplies(page: Page, email: string, project: { id: number; title: string }) {
  await page.goto(`/project/detail/${project.id}/`);
  await page.getByRole("link", { name: "この案件にエントリーする（無料）" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/entry_signup/input/project/${project.id}/`));
  const asked = await walkToConfirmation(page, email);
  await page.getByLabel("利用規約と個人情報の取り扱いに同意する").check();
  await page.getByRole("button", { name: "登録してエントリーする" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("会員登録とエントリーが完了しました");
  return asked;
}

test("a guest applies to a project through every step; the agent's mail arrives with the answers", async ({ page }) => {
  // Some twenty steps, each a round trip: more than a usual page test.
  test.slow();
  const email = uniqueEmail("entry-guest");
  const project = await openProject(page, 0);
  await page.goto(`/project/detail/${project.id}/`);
  const agentId = /\/project\/agent\/(\d+)\//.exec((await page.locator('main a[href^="/project/agent/"]').first().getAttribute("href"))!)![1];
  await page.getByRole("link", { name: "この案件にエントリーする（無料）" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("案件にエントリー");
  await expect(page.locator(".entry-target")).toContainText(project.title);
  await expect(page.getByText(/^ステップ 1 \/ \d+$/)).toBeVisible();

  // Nothing chosen: the message says what to do, in Japanese, under the field.
  await page.getByRole("button", { name: "次へ" }).click();
  await expect(page.getByText("ご希望を1つ以上選んでください。")).toBeVisible();
  await expect(stepTitle(page)).toHaveText("ご希望を教えてください");

  const asked = await walkToConfirmation(page, email);
  // Leave date and start date were asked because of the answers; nothing was skipped that applied.
  expect(asked).toContain("退職日（予定日）を教えてください");
  expect(asked).toContain("稼働を開始できる日を教えてください");
  expect(asked).toHaveLength(21);
  await expect(page.getByText(/^ステップ 22 \/ 22$/)).toBeVisible();

  const summary = page.locator(".entry-summary");
  await expect(summary).toContainText("山田 太郎（ヤマダ タロウ）");
  await expect(summary).toContainText("090-1234-5678");
  await expect(summary).toContainText("月額75万円以上");
  await expect(summary).toContainText("Java 7年、Go 1年未満");
  await expect(summary).toContainText(email);

  // Consent is needed; then one submit registers and applies.
  await page.getByRole("button", { name: "登録してエントリーする" }).click();
  await expect(page.getByText("利用規約と個人情報の取り扱いへの同意が必要です。")).toBeVisible();
  await page.getByLabel("利用規約と個人情報の取り扱いに同意する").check();
  await page.getByRole("button", { name: "登録してエントリーする" }).click();
  await expect(page).toHaveURL(/\/firsttime\/entry\/complete\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("会員登録とエントリーが完了しました");
  await expect(page.getByRole("status").filter({ hasText: "へのエントリーを受け付けました" })).toContainText(project.title);
  await expect(page.getByRole("heading", { name: "次にエントリーする案件" })).toBeVisible();

  const receipt = await receiveMail(email, "エントリーを受け付けました");
  expect(receipt.text).toContain(project.title);
  // The agent's address for applications (demo data: entry@agent-{id}.example.jp), this applicant's mail.
  let application: ReturnType<typeof mailsIn>[number] | undefined;
  await expect
    .poll(() => (application = mailsIn(E2E_MAIL_DIR, `entry@agent-${agentId}.example.jp`).find((m) => m.text.includes(email))) !== undefined, {
      timeout: 15_000,
    })
    .toBe(true);
  expect(application!.subject).toBe(`【案件ファインダー】案件へのエントリー：${project.title}`);
  expect(application!.text).toContain("氏名：山田 太郎（ヤマダ タロウ）");
  expect(application!.text).toContain("電話番号：090-1234-5678");
  expect(application!.text).toContain("ご希望：まずは詳しい話を聞きたい");
  expect(application!.text).toContain("平日19時以降なら面談できます");
  expect(application!.text).toContain(`メールアドレス：${email}`);

  // The project's page now says so, and the member's list has it.
  await page.goto(`/project/detail/${project.id}/`);
  await expect(page.getByRole("link", { name: "エントリー済み" }).first()).toBeVisible();
  await page.goto("/users/entry/project/");
  await expect(page.locator(".entry-list__item").first()).toContainText(project.title);
  await expect(page.locator(".entry-list__item").first()).toContainText("募集中");
});

test("a member applies in one step, and applying again lands on the attention page", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("entry-member");
  await guestApplies(page, email, await openProject(page, 1));
  const second = await openProject(page, 2);
  await page.goto(`/project/detail/${second.id}/`);
  await page.getByRole("link", { name: "この案件にエントリーする（無料）" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/entry/input/project/${second.id}/`));
  await expect(page.getByText("ステップ 1 / 1")).toBeVisible();
  await expect(page.locator(".entry-summary")).toContainText("山田 太郎");
  await page.getByLabel("ご質問・ご要望").fill("来週以降で面談を希望します");
  await page.getByRole("button", { name: "エントリーする" }).click();
  await expect(page).toHaveURL(new RegExp(`/entry/complete/project/${second.id}/$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("エントリーが完了しました");
  await expect(page.locator(".entry-messages li")).toHaveCount(2);

  // The same project again: never a second entry.
  await page.goto(`/entry/input/project/${second.id}/`);
  await expect(page).toHaveURL(/\/attention\/entry_already\/\?type=project&id=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("すでにエントリー済みです");
  await expect(page.getByRole("status")).toContainText(second.title);
  await page.goto(`/entry_signup/input/project/${second.id}/`);
  await expect(page).toHaveURL(/\/attention\/entry_already\//);

  // A career consultation from the applied agents page.
  await page.goto("/users/entry/agent/");
  await expect(page.getByText("まだエージェントにエントリーしていません。")).toBeVisible();
  await page.getByRole("link", { name: "キャリア相談を申し込む" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("キャリア相談に申し込む");
  while ((await readStepTitle(page)) !== CONFIRM) await answerStep(page, email);
  await page.getByRole("button", { name: "相談を申し込む" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("キャリア相談のお申し込みが完了しました");
  await page.goto("/users/entry/agent/");
  await expect(page.locator(".entry-list__item")).toContainText("キャリア相談（案件ファインダー）");
});

test("a guest with an account signs in midway and keeps the answers", async ({ page, context }) => {
  test.slow();
  const email = uniqueEmail("entry-signin");
  await guestApplies(page, email, await openProject(page, 3));
  await context.clearCookies();
  await page.evaluate(() => window.localStorage.clear()).catch(() => undefined);

  const project = await openProject(page, 4);
  await page.goto(`/entry_signup/input/project/${project.id}/`);
  await answerStep(page, email); // ご希望
  await answerStep(page, email); // 稼働開始時期
  await page.goto(`/entry_signup/input/project/${project.id}/?step=need`);
  await page.getByRole("link", { name: "ログインしてエントリー" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ログインしてエントリー");
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel("パスワード").fill(PASSWORD);
  await page.getByRole("button", { name: "ログインする" }).click();
  await expect(page).toHaveURL(new RegExp(`/entry/input/project/${project.id}/`));
  // The profile answered everything; the start timing typed before signing in is what is sent.
  await expect(stepTitle(page)).toHaveText(CONFIRM);
  await expect(page.locator(".entry-summary")).toContainText("まずは詳しい話を聞きたい");
  await expect(page.locator(".entry-summary")).toContainText("日付を指定する");
  await page.getByRole("button", { name: "エントリーする" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("エントリーが完了しました");
});

test("three saved projects in one entry, and no more than 30 at once", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("entry-bulk");
  const projects = [await openProject(page, 5), await openProject(page, 6), await openProject(page, 7)];
  for (const project of projects) {
    await page.goto(`/project/detail/${project.id}/`);
    await page.getByRole("button", { name: "保存", exact: true }).first().click();
    await expect(page.getByRole("button", { name: "保存済み" }).first()).toBeVisible();
  }
  await page.goto("/guest/bookmark/project/");
  for (const project of projects) await page.getByLabel(`「${project.title}」を選ぶ`).check();
  await page.getByRole("button", { name: "選んだ案件にまとめてエントリー" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("3件の案件にまとめてエントリー");
  for (const project of projects) await expect(page.locator(".entry-target")).toContainText(project.title);
  await walkToConfirmation(page, email);
  await page.getByLabel("利用規約と個人情報の取り扱いに同意する").check();
  await page.getByRole("button", { name: "登録してエントリーする" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("会員登録とエントリーが完了しました");
  await expect(page.getByRole("status").filter({ hasText: "へのエントリーを受け付けました" })).toContainText("3件の案件");
  await page.goto("/users/entry/project/");
  await expect(page.locator(".entry-list__item")).toHaveCount(3);

  const ids = Array.from({ length: 31 }, (_, i) => i + 1).join(",");
  const response = await page.goto(`/entry/input/project/?ids=${ids}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("一度にエントリーできるのは30件までです");
});

test("answers survive going back, and a reload with JavaScript; logout erases the drafts", async ({ page, javaScript }) => {
  const email = uniqueEmail("entry-draft");
  const project = await openProject(page, 8);
  await page.goto(`/entry_signup/input/project/${project.id}/`);
  await answerStep(page, email); // ご希望
  await page.getByLabel("すぐに稼働できる").check();
  await page.getByRole("button", { name: "次へ" }).click();
  await expect(stepTitle(page)).toHaveText("希望する稼働日数を教えてください");
  // Back, with the form's button and with the browser's.
  await page.getByRole("button", { name: "戻る" }).click();
  await expect(stepTitle(page)).toHaveText("いつから稼働できますか");
  await expect(page.getByLabel("すぐに稼働できる")).toBeChecked();
  await page.getByRole("button", { name: "次へ" }).click();
  await expect(stepTitle(page)).toHaveText("希望する稼働日数を教えてください");
  await page.goBack();
  await expect(stepTitle(page)).toHaveText("いつから稼働できますか");
  await expect(page.getByLabel("すぐに稼働できる")).toBeChecked();
  await page.getByRole("button", { name: "次へ" }).click();

  // Typed but not sent: with JavaScript it is still there after a reload.
  await page.getByLabel("週3日").check();
  await page.reload();
  await expect(page.getByLabel("週3日")).toBeChecked({ checked: javaScript });
  await page.getByLabel("週3日").check();
  await page.getByRole("button", { name: "次へ" }).click();
  await expect(stepTitle(page)).toHaveText("希望する最低単価（月額）を教えてください");

  // Coming back later (a new visit to the form) continues where the visitor stopped.
  await page.goto(`/entry_signup/input/project/${project.id}/`);
  await expect(stepTitle(page)).toHaveText("希望する最低単価（月額）を教えてください");
  await page.goto(`/entry_signup/input/project/${project.id}/?step=need`);
  await expect(page.getByLabel("まずは詳しい話を聞きたい")).toBeChecked();
  // A step further than answered cannot be opened by URL.
  await page.goto(`/entry_signup/input/project/${project.id}/?step=phone`);
  await expect(stepTitle(page)).toHaveText("希望する最低単価（月額）を教えてください");

  // Logging in and out (a member's logout) erases the drafts.
  const member = uniqueEmail("entry-draft-member");
  await page.goto("/signup/");
  await page.locator("#signup").getByLabel("メールアドレス").fill(member);
  await page.locator("#signup").getByLabel("パスワード").fill(PASSWORD);
  await page.getByRole("button", { name: "利用規約に同意して登録する" }).click();
  await expect(page.getByText("会員登録が完了しました。")).toBeVisible();
  await logOut(page);
  await page.goto(`/entry_signup/input/project/${project.id}/`);
  await expect(stepTitle(page)).toHaveText("ご希望を教えてください");
  await expect(page.getByLabel("まずは詳しい話を聞きたい")).not.toBeChecked();
  if (javaScript) expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("entry:draft:")))).toEqual([]);
});

test("bad input gets a clear page, never a 500", async ({ page }) => {
  for (const path of [
    "/entry/input/foo/",
    "/entry_signup/input/project/abc/",
    "/entry_signup/input/project/999999999/",
    "/entry_signup/input/agent/0/",
    "/entry/complete/bar/",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  // A tampered step goes back to the step the visitor is on.
  const project = await openProject(page, 9);
  const response = await page.request.post(`/entry_signup/input/project/${project.id}/?step=signup-and-entry`, {
    form: { step: "signup-and-entry", intent: "next", agree: "on" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(response.status());
  expect(response.headers().location).toMatch(/\?step=need$/);
  // A closed listing cannot be applied to; the page offers open ones instead.
  await page.goto("/project/?open=2");
  const closed = await page.getByRole("main").getByRole("article").first().getByRole("heading").getByRole("link").getAttribute("href");
  test.skip(!closed, "no closed listing in the demo data");
  const id = /(\d+)\/$/.exec(closed!)![1];
  await page.goto(`/entry_signup/input/project/${id}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("この案件は募集を終了しました");
  await expect(page.getByRole("heading", { name: "条件の近い募集中の案件" })).toBeVisible();
});

test("a new Google account registers and applies in one go, without choosing a password", async ({ page }) => {
  test.slow();
  const identity = { sub: crypto.randomUUID(), email: uniqueEmail("entry-google") };
  const project = await openProject(page, 10);
  await page.goto(`/entry_signup/input/project/${project.id}/`);
  await page.setExtraHTTPHeaders({ "x-test-social-user": JSON.stringify(identity) });
  await page.getByRole("button", { name: "Googleで続ける" }).click();
  await expect(page).toHaveURL(new RegExp(`/entry_signup/social_register/project/${project.id}/`));
  await expect(stepTitle(page)).toHaveText("ご希望を教えてください");
  const asked = await walkToConfirmation(page, identity.email);
  expect(asked).not.toContain("ログインに使うメールアドレスとパスワードを決めてください");
  // The provider's address is the one to confirm.
  await expect(form(page).getByLabel("メールアドレス")).toHaveValue(identity.email);
  await page.getByLabel("利用規約と個人情報の取り扱いに同意する").check();
  await page.getByRole("button", { name: "登録してエントリーする" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("会員登録とエントリーが完了しました");
  await receiveMail(identity.email, "エントリーを受け付けました");
  // Logged in as the new member, who can sign in with Google from now on.
  await page.goto("/users/entry/project/");
  await expect(page.locator(".entry-list__item")).toContainText(project.title);
});

test("a guest applies to the agent of a project, with the agent form's own steps", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("entry-agent");
  const project = await openProject(page, 11);
  await page.goto(`/project/detail/${project.id}/`);
  const button = page.getByRole("link", { name: /に相談する（無料）$/ });
  const agentName = (await button.innerText()).replace(/に相談する（無料）$/, "");
  await button.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("エージェントにエントリー");
  await expect(page.locator(".entry-target")).toContainText(agentName);
  await form(page).getByLabel("案件を紹介してほしい").check();
  await page.getByRole("button", { name: "次へ" }).click();
  // An agent entry asks the career first.
  await expect(stepTitle(page)).toHaveText("現在の就業状況を教えてください");
  const asked = await walkToConfirmation(page, email);
  expect(asked).toContain("リモート・勤務地の希望を教えてください");
  expect(asked).not.toContain("希望する勤務地を選んでください");
  await page.getByLabel("利用規約と個人情報の取り扱いに同意する").check();
  await page.getByRole("button", { name: "登録してエントリーする" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("会員登録とエントリーが完了しました");
  await expect(page.locator(".entry-messages li").first()).toContainText(`${agentName}の担当者から`);
  await page.goto("/users/entry/agent/");
  await expect(page.locator(".entry-list__item")).toContainText(agentName);
});
