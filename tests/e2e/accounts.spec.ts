// Accounts: sign-up, sign-in, mail-magazine users, logout, guards, password reset through the mail,
// stop links, settings and leaving, with JavaScript on and off.
import { expect, logInAsMember, logOut, mailLink, openMenu, PASSWORD, receiveMail, signIn, signUp, subscribe, test, TOP_PAGE, uniqueEmail } from "./fixtures";

test.describe("member sign-up and sign-in", () => {
  test("the header's register link opens sign-up; wrong input gets messages per field, then the member is logged in", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "無料会員登録" }).click();
    await expect(page).toHaveURL(/\/signup\/\?link_id=header_register$/);
    await expect(page.getByRole("heading", { level: 1, name: "会員登録（無料）" })).toBeVisible();

    const form = page.locator("#signup");
    await form.getByRole("button", { name: "利用規約に同意して登録する" }).click();
    await expect(form.getByText("メールアドレスを入力してください")).toBeVisible();
    await expect(form.getByText("パスワードを入力してください")).toBeVisible();

    await form.getByLabel("メールアドレス").fill("taro@");
    await form.getByLabel("パスワード").fill("short");
    await form.getByRole("button", { name: "利用規約に同意して登録する" }).click();
    await expect(form.getByText("メールアドレスの形式が正しくありません")).toBeVisible();
    await expect(form.getByText("パスワードは8文字以上で入力してください")).toBeVisible();
    // Nothing typed is lost but the password.
    await expect(form.getByLabel("メールアドレス")).toHaveValue("taro@");

    const email = uniqueEmail("taro");
    await form.getByLabel("メールアドレス").fill(email);
    await form.getByLabel("パスワード").fill(PASSWORD);
    await form.getByRole("button", { name: "利用規約に同意して登録する" }).click();
    await expect(page).toHaveURL(TOP_PAGE);
    await expect(page.getByText("会員登録が完了しました。")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "マイページ" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toHaveCount(0);

    const menu = await openMenu(page);
    await expect(menu.getByText(`${email} でログイン中`)).toBeVisible();
    await expect(menu.getByRole("link", { name: "プロフィール" })).toHaveAttribute("href", "/users/profile/");
    await expect(menu.getByRole("link", { name: "設定" })).toHaveAttribute("href", "/users/setting/");
    await expect(menu.getByText("会員登録後に使える機能")).toHaveCount(0);

    const welcome = await receiveMail(email, "会員登録が完了しました");
    expect(welcome.text).toContain(`ログインに使うメールアドレス：${email}`);
  });

  test("the fields carry the rules' native constraints, sent with the page's data", async ({ page }) => {
    await page.goto("/signup/");
    const form = page.locator("#signup");
    await expect(form.getByLabel("メールアドレス")).toHaveAttribute("maxlength", "254");
    await expect(form.getByLabel("パスワード")).toHaveAttribute("minlength", "8");
    await expect(form.getByLabel("パスワード")).toHaveAttribute("required", "");
  });

  test("the form's rules load when the visitor first reaches into it, and check each field as it is left", async ({ page, javaScript }) => {
    test.skip(!javaScript, "without JavaScript the server checks what is sent (the first test)");
    const form = page.locator("#signup");
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (/\/build\/.*\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text());
    });
    const posts: string[] = [];
    page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
    await page.goto("/signup/");
    await expect(page.locator("html[data-hydrated='true']")).toHaveCount(1);
    // A rule only the rules' module holds: the list of the commonest passwords.
    const rulesLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes("1q2w3e4r"));
    expect(await rulesLoaded()).toBe(false);

    await form.getByLabel("メールアドレス").focus();
    await expect.poll(rulesLoaded).toBe(true);
    await form.getByLabel("メールアドレス").fill("taro@");
    await form.getByLabel("パスワード").fill("password1");
    await form.getByLabel("パスワード").blur();
    await expect(form.getByText("メールアドレスの形式が正しくありません")).toBeVisible();
    await expect(form.getByText("推測されやすいパスワードです。別のパスワードにしてください")).toBeVisible();
    // Checked in the browser: nothing was sent.
    expect(posts).toEqual([]);
  });

  test("an address already registered is refused with a message", async ({ page }) => {
    const email = uniqueEmail("dup");
    await logInAsMember(page, email);
    await page.context().clearCookies();
    await page.goto("/signup/");
    const form = page.locator("#signup");
    await form.getByLabel("メールアドレス").fill(email);
    await form.getByLabel("パスワード").fill(PASSWORD);
    await form.getByRole("button", { name: "利用規約に同意して登録する" }).click();
    await expect(form.getByText("このメールアドレスはすでに登録されています")).toBeVisible();
  });

  test("logout returns to the top page; a login-required page sends a guest to sign-in and back", async ({ page }) => {
    const email = uniqueEmail("hanako");
    await logInAsMember(page, email);
    await page.goto("/faq/");
    await logOut(page);
    await expect(page).toHaveURL(TOP_PAGE);
    await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toBeVisible();

    await page.goto("/users/setting/");
    await expect(page).toHaveURL(/\/signin\/\?redirect_to=%2Fusers%2Fsetting%2F$/);
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByLabel("パスワード").fill("wrong-password-1");
    await page.getByRole("button", { name: "ログインする" }).click();
    await expect(page.getByRole("alert")).toHaveText("メールアドレスまたはパスワードが正しくありません");
    await expect(page.getByLabel("メールアドレス")).toHaveValue(email);

    await page.getByLabel("パスワード").fill(PASSWORD);
    await page.getByRole("button", { name: "ログインする" }).click();
    await expect(page).toHaveURL(/\/users\/setting\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "設定" })).toBeVisible();
    await expect(page.locator(".settings-list")).toContainText(email);
  });

  test("the scout pages: sign-up for visitors, and /scout/ needs login", async ({ page }) => {
    const email = uniqueEmail("scout");
    await page.goto("/signup/scout/");
    await expect(page.getByRole("heading", { level: 1, name: "スカウトを受け取る（無料会員登録）" })).toBeVisible();
    await page.locator("#signup").getByLabel("メールアドレス").fill(email);
    await page.locator("#signup").getByLabel("パスワード").fill(PASSWORD);
    await page.getByRole("button", { name: "利用規約に同意して登録する" }).click();
    await expect(page).toHaveURL(/\/users\/profile\/$/);
    await expect(page.getByRole("region", { name: "アカウント" })).toContainText(email);

    await page.context().clearCookies();
    await page.goto("/scout/");
    await expect(page).toHaveURL(/\/signin\/\?redirect_to=%2Fscout%2F$/);
    await page.goto("/signin/scout/");
    await expect(page.getByRole("heading", { level: 1, name: "スカウトを確認する" })).toBeVisible();
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByLabel("パスワード").fill(PASSWORD);
    await page.getByRole("button", { name: "ログインする" }).click();
    await expect(page).toHaveURL(/\/scout\/$/);
    await expect(page.getByText("まだスカウトは届いていません。", { exact: false })).toBeVisible();
  });
});

test.describe("mail-magazine users", () => {
  test("sign up by address alone, confirmed by a mailed link, are logged in as mail-magazine users and have the mail setting", async ({ page }) => {
    const email = uniqueEmail("mag");
    const link = await subscribe(page, email);

    const menu = await openMenu(page);
    await expect(menu.getByText("（メールマガジン会員）")).toBeVisible();
    await expect(menu.getByRole("link", { name: "設定" })).toHaveAttribute("href", "/users/setting/mail/setting/");
    await menu.getByRole("link", { name: "設定" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "メールマガジンの配信設定" })).toBeVisible();
    await page.getByLabel("受け取らない").check();
    await page.getByRole("button", { name: "保存する" }).click();
    await expect(page.getByText("メールマガジンを受け取らない設定にしました。")).toBeVisible();
    await expect(page.getByLabel("受け取らない")).toBeChecked();

    // Member-only pages send them to register.
    await page.goto("/users/setting/");
    await expect(page).toHaveURL(/\/users\/setting\/mail\/setting\/$/);
    await receiveMail(email, "メールマガジンの登録が完了しました");
    // The link worked once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "このリンクは使えません" })).toBeVisible();
  });

  test("someone who knows a subscriber's address can neither log in with it nor register it as a member", async ({ page }) => {
    const email = uniqueEmail("magowner");
    await subscribe(page, email);
    await page.context().clearCookies();
    await page.goto("/signup/");
    const form = page.locator("#signup");
    await form.getByLabel("メールアドレス").fill(email);
    await form.getByLabel("パスワード").fill(PASSWORD);
    await form.getByRole("button", { name: "利用規約に同意して登録する" }).click();
    await expect(form.getByText("このメールアドレスはメールマガジンに登録されています。", { exact: false })).toBeVisible();
    expect(await (await page.request.get("/api/check-authenticated/")).json()).toEqual({ isLoggedIn: false, isMailMagUser: false });
  });

  test("a member's address gets a sign-in link, never a mail-magazine account", async ({ page }) => {
    const email = uniqueEmail("member");
    await logInAsMember(page, email);
    await page.context().clearCookies();
    await page.goto("/signup/");
    const form = page.locator("#mailmag");
    await form.getByLabel("メールアドレス").fill(email);
    await form.getByRole("button", { name: "メールマガジンに登録する" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "メールを送信しました" })).toBeVisible();
    await page.goto(mailLink(await receiveMail(email, "ログイン用リンクのお知らせ"), "/signin/link/"));
    await page.getByRole("button", { name: "ログインする" }).click();
    await expect(page.getByText("ログインしました。")).toBeVisible();
    expect(await (await page.request.get("/api/check-authenticated/")).json()).toEqual({ isLoggedIn: true, isMailMagUser: false });
  });
});

test.describe("password reset and stop links", () => {
  test("the forget page says the same for any address; the mailed link works once", async ({ page }) => {
    const email = uniqueEmail("reset");
    await logInAsMember(page, email);
    await page.context().clearCookies();

    await page.goto("/signin/");
    await page.getByRole("link", { name: "パスワードをお忘れの方" }).click();
    // With JavaScript the sign-in page stays until the next one has loaded: wait for it before typing.
    await expect(page.getByRole("heading", { level: 1, name: "パスワードの再設定" })).toBeVisible();
    await page.getByLabel("メールアドレス").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "再設定用のメールを送る" }).click();
    await expect(page).toHaveURL(/\/password_forget\/complete\/$/);
    // With JavaScript the URL changes a moment before the new page is shown: wait for its heading before reading it.
    await expect(page.getByRole("heading", { level: 1, name: "メールを送信しました" })).toBeVisible();
    const unknownText = await page.getByRole("main").innerText();

    await page.goto("/password_forget/input/");
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByRole("button", { name: "再設定用のメールを送る" }).click();
    await expect(page).toHaveURL(/\/password_forget\/complete\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "メールを送信しました" })).toBeVisible();
    expect(await page.getByRole("main").innerText()).toBe(unknownText);

    const mail = await receiveMail(email, "パスワード再設定のご案内");
    const link = mailLink(mail, "/password_reset/input/");
    await page.goto(link);
    await page.locator("input[name=password]").fill("new-password-2026");
    await page.locator("input[name=password_confirm]").fill("new-password-2027");
    await page.getByRole("button", { name: "パスワードを設定する" }).click();
    await expect(page.getByText("パスワードが一致しません")).toBeVisible();
    await page.locator("input[name=password]").fill("new-password-2026");
    await page.locator("input[name=password_confirm]").fill("new-password-2026");
    await page.getByRole("button", { name: "パスワードを設定する" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "パスワードを再設定しました" })).toBeVisible();

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "このリンクは使えません" })).toBeVisible();

    await signIn(page, email, "new-password-2026");
    await expect(page).toHaveURL(TOP_PAGE);
    await expect(page.getByText("ログインしました。")).toBeVisible();
  });

  test("the welcome mail's stop link stops the mail magazine without logging in", async ({ page }) => {
    const email = uniqueEmail("stop");
    await signUp(page, email);
    await page.context().clearCookies();
    const link = mailLink(await receiveMail(email, "会員登録が完了しました"), "/stop/mail/");
    await page.goto(link);
    await expect(page.getByText("メールマガジンの配信を停止しますか？")).toBeVisible();
    await page.getByRole("button", { name: "配信を停止する" }).click();
    await expect(page.getByRole("status")).toHaveText("メールマガジンの配信を停止しました。");
    await page.goto(link);
    await expect(page.getByText("このリンクは正しくないか、有効期限が切れているか、すでに使われています。", { exact: false })).toBeVisible();

    await signIn(page, email);
    await expect(page).toHaveURL(TOP_PAGE);
    await page.goto("/users/setting/");
    await expect(page.locator(".settings-list")).toContainText("メールマガジン受け取らない");
  });
});

test.describe("settings and leaving", () => {
  test("a member changes the password (the current one is checked) and the scout mail setting", async ({ page }) => {
    const email = uniqueEmail("setting");
    await logInAsMember(page, email);
    await page.goto("/users/setting/");
    await page.getByRole("link", { name: "変更する" }).nth(1).click();
    await expect(page.getByRole("heading", { level: 1, name: "パスワードの変更" })).toBeVisible();
    await page.locator("input[name=current_password]").fill("not-my-password");
    await page.locator("input[name=password]").fill("next-password-2026");
    await page.locator("input[name=password_confirm]").fill("next-password-2026");
    await page.getByRole("button", { name: "変更する" }).click();
    await expect(page.getByText("現在のパスワードが正しくありません")).toBeVisible();
    await page.locator("input[name=current_password]").fill(PASSWORD);
    await page.locator("input[name=password]").fill("next-password-2026");
    await page.locator("input[name=password_confirm]").fill("next-password-2026");
    await page.getByRole("button", { name: "変更する" }).click();
    await expect(page.getByText("パスワードを変更しました。")).toBeVisible();
    await receiveMail(email, "パスワードが変更されました");

    await page.goto("/users/setting/scout/");
    await page.getByLabel("受け取らない").check();
    await page.getByRole("button", { name: "保存する" }).click();
    await expect(page.getByText("スカウトメールを受け取らない設定にしました。")).toBeVisible();
  });

  test("a member changes the address through the link mailed to the new one", async ({ page }) => {
    const email = uniqueEmail("old");
    const next = uniqueEmail("new");
    await logInAsMember(page, email);
    await page.goto("/users/setting/mail/input/");
    await page.getByLabel("新しいメールアドレス").fill(next);
    await page.locator("input[name=current_password]").fill(PASSWORD);
    await page.getByRole("button", { name: "確認メールを送る" }).click();
    await expect(page.getByRole("status")).toContainText(next);
    await page.goto(mailLink(await receiveMail(next, "メールアドレス変更の確認"), "/users/setting/mail/complete/"));
    await expect(page.getByRole("status")).toHaveText("メールアドレスを変更しました。");
    await page.goto("/users/setting/");
    await expect(page.locator(".settings-list")).toContainText(next);
  });

  test("leaving needs the confirmation and the password, then deletes the account", async ({ page }) => {
    const email = uniqueEmail("bye");
    await logInAsMember(page, email);
    await page.goto("/users/setting/");
    await page.getByRole("link", { name: "退会する" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "退会" })).toBeVisible();
    await page.getByRole("button", { name: "退会する" }).click();
    await expect(page.getByText("確認のチェックを入れてください")).toBeVisible();
    await page.getByLabel("上記を確認し、退会します").check();
    await page.locator("input[name=current_password]").fill(PASSWORD);
    await page.getByRole("button", { name: "退会する" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "退会が完了しました" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "ログイン" })).toBeVisible();

    await signIn(page, email);
    await expect(page.getByRole("alert")).toHaveText("メールアドレスまたはパスワードが正しくありません");
  });
});

test.describe("login-state events", () => {
  test("the page tells its scripts about login and logout", async ({ page, javaScript }) => {
    test.skip(!javaScript, "the events are for scripts");
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { authEvents: string[] }).authEvents = seen;
      for (const name of ["logged-in", "logged-out", "mailmag-logged-in", "mailmag-logged-out"]) window.addEventListener(name, () => seen.push(name));
    });
    const events = () => page.evaluate(() => (window as unknown as { authEvents: string[] }).authEvents);
    await subscribe(page, uniqueEmail("events"));
    await expect.poll(events).toEqual(["mailmag-logged-in"]);

    const member = page.locator("#signup");
    await page.goto("/signup/");
    await member.getByLabel("メールアドレス").fill(uniqueEmail("events-member"));
    await member.getByLabel("パスワード").fill(PASSWORD);
    await member.getByRole("button", { name: "利用規約に同意して登録する" }).click();
    await expect.poll(events).toEqual(["mailmag-logged-out", "logged-in"]);

    await logOut(page);
    await expect.poll(events).toEqual(["mailmag-logged-out", "logged-in", "logged-out"]);
  });
});
