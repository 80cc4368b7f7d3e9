// The members' area, profile part: every edit page filled in as a member does, the
// completeness meter rising, the work history added to, reordered, edited and cut, and the
// Web職務経歴書 printed and shared. JavaScript on and off.
import { expect, logInAsMember, test, type Page } from "./fixtures";

async function save(page: Page) {
  await page.getByRole("button", { name: "保存する" }).click();
}

const meter = (page: Page) => page.locator(".profile-meter__value strong");

test("a member fills in every page of the profile and the meter reaches 100%", async ({ page }) => {
  test.slow();
  await logInAsMember(page);
  await page.goto("/users/profile/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("プロフィール");
  await expect(meter(page)).toHaveText("0%");
  await expect(page.getByRole("link", { name: "希望単価" })).toBeVisible();

  // 基本情報: errors first, in Japanese, and nothing typed is lost.
  await page.getByRole("link", { name: "基本情報を編集する" }).click();
  await expect(page).toHaveURL(/\/users\/profile\/edit\/$/);
  await page.getByLabel(/^姓/).fill("山田");
  await page.getByLabel(/^名/).fill("花子");
  await save(page);
  await expect(page.getByText("セイを入力してください。")).toBeVisible();
  await expect(page.getByLabel(/^姓/)).toHaveValue("山田");
  await page.getByLabel("セイ").fill("やまだ");
  await page.getByLabel("メイ").fill("ハナコ");
  await page.getByLabel("生まれた年").selectOption("1990");
  await page.getByLabel("生まれた月").selectOption("4");
  await page.getByLabel("生まれた日").selectOption("1");
  await page.getByLabel("電話番号").fill("090-1234-5678");
  await page.getByLabel("都道府県").selectOption({ label: "東京都" });
  await page.getByLabel("市区町村").fill("渋谷区");
  await page.getByLabel("性別").selectOption({ label: "回答しない" });
  await save(page);
  await expect(page.getByText("プロフィールを保存しました。")).toBeVisible();
  await expect(
    page
      .getByText("ヤマダ ハナコ")
      .or(page.getByText(/ヤマダ.*ハナコ/))
      .first(),
  ).toBeVisible();

  // 希望条件: the entry form's rules; a start date only when a date is chosen.
  await page.getByRole("link", { name: "希望条件を編集する" }).click();
  await page
    .getByRole("group", { name: /稼働日数/ })
    .getByText("週3日")
    .click();
  await page
    .getByRole("group", { name: /稼働開始時期/ })
    .getByText("すぐに稼働できる")
    .click();
  await page
    .getByRole("group", { name: /現在の契約状況/ })
    .getByText("契約中の案件はない")
    .click();
  await page
    .getByRole("group", { name: /希望の働き方/ })
    .getByText("フルリモートのみ")
    .click();
  await page
    .getByRole("group", { name: /ほかに希望する職種/ })
    .getByText("プログラマー(PG)", { exact: true })
    .click();
  await page.getByLabel("駅（1）").selectOption({ label: "渋谷（東京都）" });
  await page.getByRole("combobox", { name: /^職種/ }).selectOption({ label: "バックエンドエンジニア" });
  await page
    .getByRole("group", { name: /^スキル/ })
    .getByText("Java", { exact: true })
    .click();
  // Last: with JavaScript its message shows as it is left, and moves what is below it.
  await page.getByLabel("希望単価（月額）").fill("abc");
  await save(page);
  await expect(page.getByText("万円単位の整数で入力してください。")).toBeVisible();
  await page.getByLabel("希望単価（月額）").fill("80");
  await save(page);
  // Java was new: the page asks for its years next.
  await expect(page.getByText("保存しました。新しく追加したスキルの経験年数を選んでください。")).toBeVisible();
  await page.getByLabel("Javaの経験年数").selectOption({ label: "5年" });
  await save(page);
  await expect(page.getByText("プロフィールを保存しました。")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "プログラマー(PG)" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "渋谷（東京都）" })).toBeVisible();

  // 経歴・スキルの概要, with a qualification.
  await page.getByRole("link", { name: "経歴・スキルの概要を編集する" }).click();
  await page
    .getByRole("group", { name: /就業状況/ })
    .getByText("就業中（会社員・フリーランス）")
    .click();
  await page.getByLabel("実務経験年数").selectOption({ label: "8年" });
  await page
    .getByLabel("職務経歴")
    .fill(
      "SIerで金融機関向けの基幹システム開発に5年、その後Web系事業会社でJavaとAWSによるAPI開発を3年担当しました。設計からリリースまで一貫して経験しています。",
    );
  await page.getByLabel("最終学歴").selectOption({ label: "大学卒業" });
  await page.getByLabel("資格名（1）").fill("基本情報技術者");
  await page.getByLabel("取得年月（1）").fill("2099-04");
  await save(page);
  await expect(page.getByText("未来の年月は入力できません。")).toBeVisible();
  await page.getByLabel("取得年月（1）").fill("2016年4月");
  await save(page);
  await expect(page.getByText("プロフィールを保存しました。")).toBeVisible();
  await expect(page.getByText("基本情報技術者（2016年4月）")).toBeVisible();

  // 職務経歴 and 自己PR.
  await page.getByRole("link", { name: "職務経歴を編集する" }).click();
  await addEngagement(page, { started: "2021-04", current: true, company: "大手ECサービス企業", description: "注文管理APIの設計と開発を担当。" });
  await page.goto("/users/profile/resume/edit/");
  await page
    .getByLabel("自己PR")
    .fill("要件の曖昧な段階から関わり、設計・実装・運用まで一貫して担当できることが強みです。チームの開発プロセス改善にも取り組んできました。");
  await save(page);
  await expect(page.getByText("自己PRを保存しました。")).toBeVisible();
  await expect(meter(page)).toHaveText("100%");
  await expect(page.getByText("すべての項目が入力されています。")).toBeVisible();
});

async function addEngagement(page: Page, e: { started: string; ended?: string; current?: boolean; company: string; description: string }) {
  const form = page.locator("#engagement-form");
  await form.getByLabel("参画開始（年月）").fill(e.started);
  if (e.ended) await form.getByLabel("参画終了（年月）").fill(e.ended);
  if (e.current) await form.getByRole("checkbox", { name: "現在も参画中" }).check();
  await form.getByLabel("会社名・クライアント").fill(e.company);
  await form.getByLabel("案件の概要と担当業務").fill(e.description);
  await form.getByLabel("使用した技術").fill("Java、Spring Boot、AWS");
  await form
    .getByRole("group", { name: /担当した工程/ })
    .getByText("基本設計")
    .click();
  await form.getByRole("button", { name: /追加する|更新する/ }).click();
  await expect(page.getByText("職務経歴を保存しました。")).toBeVisible();
}

test("the work history: add, reorder, edit and remove engagements, all with plain buttons", async ({ page }) => {
  await logInAsMember(page);
  await page.goto("/users/profile/experience/edit/");
  await expect(page.getByText("まだ職務経歴がありません。", { exact: false })).toBeVisible();

  // A wrong period is explained, and what was typed stays.
  const form = page.locator("#engagement-form");
  await form.getByLabel("参画開始（年月）").fill("2024-04");
  await form.getByLabel("参画終了（年月）").fill("2023-03");
  await form.getByLabel("会社名・クライアント").fill("地方銀行");
  await form.getByLabel("案件の概要と担当業務").fill("勘定系システムの保守");
  await form.getByLabel("使用した技術").fill("COBOL, Kobol");
  await form.getByRole("button", { name: "追加する" }).click();
  await expect(page.getByText("参画終了は参画開始より後の年月にしてください。")).toBeVisible();
  await expect(page.getByText("登録されていない技術名があります。", { exact: false })).toBeVisible();
  await expect(form.getByLabel("会社名・クライアント")).toHaveValue("地方銀行");

  await addEngagement(page, { started: "2019-04", ended: "2021-03", company: "地方銀行", description: "勘定系システムの保守" });
  await addEngagement(page, { started: "2021-04", current: true, company: "大手ECサービス企業", description: "注文管理APIの開発" });
  const titles = page.locator(".engagement__title");
  await expect(titles).toHaveText(["大手ECサービス企業", "地方銀行"]);
  await expect(page.locator(".engagement__period").first()).toContainText("2021年4月〜現在");

  await page.getByRole("button", { name: "上へ 地方銀行" }).click();
  await expect(titles).toHaveText(["地方銀行", "大手ECサービス企業"]);

  await page.getByRole("link", { name: "編集 地方銀行" }).click();
  await expect(form.getByLabel("会社名・クライアント")).toHaveValue("地方銀行");
  await form.getByLabel("会社名・クライアント").fill("地方銀行（首都圏）");
  await form.getByRole("button", { name: "更新する" }).click();
  await expect(titles).toHaveText(["地方銀行（首都圏）", "大手ECサービス企業"]);

  // Removing asks first; 「やめる」 keeps it.
  await page.getByRole("link", { name: "削除 地方銀行（首都圏）" }).click();
  await page.getByRole("link", { name: "やめる" }).click();
  await expect(page.getByRole("button", { name: "削除する" })).toHaveCount(0);
  await page.getByRole("link", { name: "削除 地方銀行（首都圏）" }).click();
  await expect(page.getByText("「地方銀行（首都圏）」の職務経歴を削除します。よろしいですか？")).toBeVisible();
  await page.getByRole("button", { name: "削除する" }).click();
  await expect(page.getByText("職務経歴を削除しました。")).toBeVisible();
  await expect(titles).toHaveText(["大手ECサービス企業"]);
});

test("the Web職務経歴書 prints without the site around it, and its share link works until turned off", async ({ page, browser, baseURL }) => {
  await logInAsMember(page);
  await page.goto("/users/profile/experience/edit/");
  await addEngagement(page, { started: "2020-10", ended: "2023-09", company: "大手物流会社", description: "配送管理システムの刷新" });

  await page.goto("/users/profile/career_sheet/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web職務経歴書");
  const sheet = page.getByRole("article", { name: "職務経歴書" });
  for (const heading of ["職務要約", "活かせる経験・知識・技術", "職務経歴", "資格・学歴", "自己PR"]) {
    await expect(sheet.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(sheet.getByText("大手物流会社")).toBeVisible();
  await expect(sheet.getByText("2020年10月〜2023年9月")).toBeVisible();

  // Print preview: only the document.
  await page.emulateMedia({ media: "print" });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "印刷する・PDFで保存する" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "エージェントと共有する" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  await page.getByRole("button", { name: "共有リンクを発行する" }).click();
  await expect(page.getByText("共有リンクを発行しました。")).toBeVisible();
  const link = (await page.locator(".career-sheet-share__link").textContent())!;
  expect(link).toMatch(/\/career_sheet\/[A-Za-z0-9_-]{32}\/$/);
  const path = new URL(link).pathname;

  // An agent opens it without an account: the sheet, not the member's contact details.
  const agent = await browser.newContext({ baseURL });
  const agentPage = await agent.newPage();
  const response = await agentPage.goto(path);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(agentPage.getByText("大手物流会社")).toBeVisible();
  await expect(agentPage.getByRole("heading", { level: 1 })).toHaveText("職務経歴書（共有）");

  await page.getByRole("button", { name: "共有を停止する" }).click();
  await expect(page.getByText("共有を停止しました。", { exact: false })).toBeVisible();
  expect((await agentPage.goto(path))?.status()).toBe(404);
  await agent.close();
});

test("a member attaches a résumé file that only they can download, and a renamed program is refused", async ({ page, browser, javaScript }) => {
  await logInAsMember(page);
  await page.goto("/users/profile/resume/edit/");
  const section = page.locator(".resume-file");
  await expect(section.getByText("まだファイルは添付されていません。")).toBeVisible();

  // Nothing chosen, then a program named like a PDF: clear messages, nothing kept.
  await section.getByRole("button", { name: "アップロードする" }).click();
  await expect(section.getByText("アップロードするファイルを選んでください。")).toBeVisible();
  // Too large (3.5 MB): the browser's check with JavaScript, the server's without; the same words.
  await section.getByLabel("ファイル").setInputFiles({ name: "大きな職務経歴書.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(3_500_000, 0x25) });
  await section.getByRole("button", { name: "アップロードする" }).click();
  await expect(section.getByText("ファイルが大きすぎます。3MB以下のファイルを選んでください。")).toBeVisible();
  await section.getByLabel("ファイル").setInputFiles({ name: "職務経歴書.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ\x90\x00 not a pdf") });
  await section.getByRole("button", { name: "アップロードする" }).click();
  await expect(section.getByText(/PDFまたはWord（\.pdf \/ \.docx \/ \.doc）のファイルを選んでください。/)).toBeVisible();
  await expect(section.getByText("まだファイルは添付されていません。")).toBeVisible();

  const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  await section.getByLabel("ファイル").setInputFiles({ name: "職務経歴書_山田花子.pdf", mimeType: "application/pdf", buffer: pdf });
  await section.getByRole("button", { name: "アップロードする" }).click();
  await expect(page.getByText("ファイルをアップロードしました。")).toBeVisible();
  await expect(section.getByText("職務経歴書_山田花子.pdf")).toBeVisible();

  const download = await page.request.get("/users/profile/resume/file/");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toContain("attachment;");
  expect(Buffer.compare(await download.body(), pdf)).toBe(0);

  // Another member gets nothing of it.
  const other = await browser.newContext({ javaScriptEnabled: javaScript });
  const otherPage = await other.newPage();
  await logInAsMember(otherPage);
  expect((await otherPage.request.get("/users/profile/resume/file/")).status()).toBe(404);
  await other.close();

  await section.getByRole("button", { name: "ファイルを削除する" }).click();
  await expect(page.getByText("ファイルを削除しました。")).toBeVisible();
  await expect(section.getByText("まだファイルは添付されていません。")).toBeVisible();
  expect((await page.request.get("/users/profile/resume/file/")).status()).toBe(404);
});
