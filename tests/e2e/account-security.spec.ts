// Account security against the running site: brute force, tokens, redirects, cross-site
// POSTs, and HTML or SQL typed into the fields.
import { expect, logInAsMember, logOut, mailLink, PASSWORD, receiveMail, signIn, test, TOP_PAGE, uniqueEmail } from "./fixtures";

test("strangers' wrong passwords lock out only their own address: the owner signs in elsewhere, a new browser there gets in by a mailed link", async ({
  page,
  browser,
  request,
  javaScript,
}) => {
  const email = uniqueEmail("brute");
  await logInAsMember(page, email);
  await page.goto("/faq/");
  await logOut(page);
  await expect(page).toHaveURL(TOP_PAGE);
  expect(await (await page.request.get("/api/check-authenticated/")).json()).toEqual({ isLoggedIn: false, isMailMagUser: false });
  const strangersAddress = { "X-Forwarded-For": `10.200.0.${javaScript ? 9 : 10}` };
  for (let i = 0; i < 5; i++) {
    const response = await request.post("/api/signin/", { data: { email, password: `guess-${i}-password` }, headers: strangersAddress });
    expect(response.status()).toBe(400);
  }
  const warning = await receiveMail(email, "ログインの失敗が続いています");
  expect(warning.text).toContain("ほかの接続元からは、これまでどおりログインできます");

  // The browser that signed in before is not locked out.
  await signIn(page, email);
  await expect(page.getByText("ログインしました。")).toBeVisible();

  // A new browser on another network signs in with the password (guesses never lock the owner out elsewhere).
  const elsewhere = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { "X-Forwarded-For": `10.201.0.${javaScript ? 9 : 10}` },
  });
  const owner = await elsewhere.newPage();
  await signIn(owner, email);
  await expect(owner.getByText("ログインしました。")).toBeVisible();
  await elsewhere.close();

  // A new browser at the strangers' address is locked, and shown the way in.
  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: strangersAddress });
  const newDevice = await stranger.newPage();
  await signIn(newDevice, email);
  await expect(newDevice.getByRole("alert")).toContainText("この端末からのパスワードでのログインを一時的に止めています");
  expect((await newDevice.request.post("/signin/", { form: { email, password: PASSWORD } })).status()).toBe(429);
  await newDevice.getByRole("link", { name: "パスワードを使わずにログイン（メールでリンクを受け取る）" }).click();
  await expect(newDevice.getByRole("heading", { level: 1, name: "メールでログイン" })).toBeVisible();
  await newDevice.getByLabel("メールアドレス").fill(email);
  await newDevice.getByRole("button", { name: "ログイン用リンクを送る" }).click();
  await expect(newDevice.getByRole("heading", { level: 1, name: "メールを送信しました" })).toBeVisible();
  await newDevice.goto(mailLink(await receiveMail(email, "ログイン用リンクのお知らせ"), "/signin/link/"));
  await expect(newDevice.getByRole("heading", { level: 1, name: "ログインの確認" })).toBeVisible();
  await newDevice.getByRole("button", { name: "ログインする" }).click();
  await expect(newDevice.getByText("ログインしました。")).toBeVisible();
  expect(await (await newDevice.request.get("/api/check-authenticated/")).json()).toEqual({ isLoggedIn: true, isMailMagUser: false });
  await stranger.close();
});

test("one address trying many accounts gets 429", async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const response = await request.post("/api/signin/", { data: { email: uniqueEmail("spray"), password: "password-spray" } });
    statuses.push(response.status());
  }
  expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
  expect(statuses[30]).toBe(429);
  expect((await (await request.post("/api/signin/", { data: { email: "a@example.jp", password: "x" } })).json()).errors.form).toEqual([
    "試行回数が上限を超えました。しばらく時間をおいてからもう一度お試しください",
  ]);
});

test("a made-up or tampered reset token is refused", async ({ page }) => {
  await page.goto("/password_reset/input/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/");
  await expect(page.getByRole("heading", { level: 1, name: "このリンクは使えません" })).toBeVisible();
  const response = await page.request.post("/password_reset/input/%27%20OR%201%3D1--/", {
    form: { password: "new-password-2026", password_confirm: "new-password-2026" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("パスワード再設定のリンクが正しくないか");
});

test("a redirect target on another site is not followed after sign-in", async ({ page }) => {
  const email = uniqueEmail("redirect");
  await logInAsMember(page, email);
  await page.context().clearCookies();
  for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example/"]) {
    await page.goto(`/signin/?redirect_to=${encodeURIComponent(target)}`);
    await page.getByLabel("メールアドレス").fill(email);
    await page.getByLabel("パスワード").fill(PASSWORD);
    await page.getByRole("button", { name: "ログインする" }).click();
    await expect(page).toHaveURL(TOP_PAGE);
    await page.context().clearCookies();
  }
});

test("a POST from another site is refused with 403", async ({ request }) => {
  const response = await request.post("/signin/", { form: { email: "a@example.jp", password: "x" }, headers: { Origin: "https://evil.example" } });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("ほかのサイトから送信されたフォームは受け付けていません");
  const api = await request.post("/api/logout/", { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
  expect(api.status()).toBe(403);
});

test("HTML and SQL typed into the fields are kept as text and shown harmlessly", async ({ page }) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const html = `<img src=x onerror=alert(1)>@example.jp`;
  await page.goto("/signup/");
  const form = page.locator("#signup");
  await form.getByLabel("メールアドレス").fill(html);
  await form.getByLabel("パスワード").fill(`' OR '1'='1'; DROP TABLE users; --`);
  await form.getByRole("button", { name: "利用規約に同意して登録する" }).click();
  await expect(form.getByText("メールアドレスの形式が正しくありません")).toBeVisible();
  await expect(form.getByLabel("メールアドレス")).toHaveValue(html);

  // An address with quote and dash characters is valid: stored and shown as typed.
  const quoted = `o'neil'--${Date.now()}@example.jp`;
  await form.getByLabel("メールアドレス").fill(quoted);
  await form.getByLabel("パスワード").fill(`' OR '1'='1'; DROP TABLE users; --`);
  await form.getByRole("button", { name: "利用規約に同意して登録する" }).click();
  await expect(page.getByText("会員登録が完了しました。")).toBeVisible();
  await page.goto("/users/setting/");
  await expect(page.locator(".settings-list")).toContainText(quoted);
  await receiveMail(quoted, "会員登録が完了しました");

  await page.context().clearCookies();
  await signIn(page, quoted, `' OR '1'='1'; DROP TABLE users; --`);
  await expect(page).toHaveURL(TOP_PAGE);
  expect(dialogs).toBe(0);
});

test("the JSON calls answer in the spec's fields", async ({ request }) => {
  expect(await (await request.get("/api/check-authenticated/")).json()).toEqual({ isLoggedIn: false, isMailMagUser: false });
  const bad = await request.post("/api/signup/", { data: { email: "x", password: "short" } });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({
    isLoggedIn: false,
    isExist: false,
    errors: { email: ["メールアドレスの形式が正しくありません"], password: ["パスワードは8文字以上で入力してください"] },
  });
  const email = uniqueEmail("api");
  const ok = await request.post("/api/signup/", { data: { email, password: PASSWORD, app_type: 2, is_paid_user: 0 } });
  expect(await ok.json()).toEqual({ isLoggedIn: true, isExist: false });
  expect(await (await request.get("/api/check-authenticated/")).json()).toEqual({ isLoggedIn: true, isMailMagUser: false });
  expect(await (await request.post("/api/logout/")).json()).toEqual({ isLoggedIn: false, isSuccess: true });
  expect(await (await request.get("/api/check-authenticated/")).json()).toEqual({ isLoggedIn: false, isMailMagUser: false });
  const again = await request.post("/api/signup/", { data: { email, password: PASSWORD } });
  expect(again.status()).toBe(409);
  expect((await again.json()).isExist).toBe(true);
  // A mail-magazine sign-up logs nobody in until the mailed link is opened.
  const subscriber = uniqueEmail("apimag");
  expect(await (await request.post("/api/signup_mailmag/", { data: { email: subscriber } })).json()).toEqual({ isMailMagUser: false, isMailSent: true });
  expect(await (await request.get("/api/check-authenticated/")).json()).toEqual({ isLoggedIn: false, isMailMagUser: false });
  const link = mailLink(await receiveMail(subscriber, "メールマガジン登録の確認"), "/signin/link/");
  expect((await request.post(link, { form: {}, maxRedirects: 0 })).status()).toBe(303);
  expect(await (await request.get("/api/check-authenticated/")).json()).toEqual({ isLoggedIn: false, isMailMagUser: true });
});
