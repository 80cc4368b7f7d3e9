// Scouts and matching in the members' area, JavaScript on and off: an agent finds a
// member through the scout API and sends a scout; the member is mailed, sees the unread mark, opens
// the scout and the mark goes; another member cannot open it. /project/user_profile/ follows the
// member's desired price.
import { SKILLS } from "../../app/data/skills";
import { expect, logInAsMember, mailLink, type Page, receiveMail, runScript, test } from "./fixtures";

const skillId = (name: string) => SKILLS.find((s) => s.name === name)!.id;
const OKINAWA = 47;
const SCOUTING_AGENT = 5;

/** The 希望条件 page, filled in as a member does. */
async function fillDesiredConditions(page: Page, { skill, price }: { skill: string; price: string }) {
  await page.goto("/users/profile/working/edit/");
  const choose = (group: RegExp, option: string) => page.getByRole("group", { name: group }).getByText(option, { exact: true }).click();
  await choose(/稼働日数/, "週5日");
  await choose(/稼働開始時期/, "すぐに稼働できる");
  await choose(/現在の契約状況/, "契約中の案件はない");
  await choose(/希望の働き方/, "こだわらない");
  await choose(/希望勤務地/, "沖縄県");
  await page.getByLabel("希望単価（月額）").fill(price);
  await page.getByRole("combobox", { name: /^職種/ }).selectOption({ label: "バックエンドエンジニア" });
  await choose(/^スキル/, skill);
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("保存しました。新しく追加したスキルの経験年数を選んでください。")).toBeVisible();
  await page.getByLabel(`${skill}の経験年数`).selectOption({ label: "5年" });
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("プロフィールを保存しました。")).toBeVisible();
}

const unreadMark = (page: Page) => page.getByRole("banner").getByTestId("unopened-scout");

test("an agent scouts a member through the API; the member reads it and the unread mark goes", async ({ page, browser, javaScript }) => {
  test.slow();
  // A skill no other spec gives a member, one for each run, so the agent's search finds this member first.
  const skill = javaScript ? "COBOL" : "Fortran";
  const email = await logInAsMember(page);
  await fillDesiredConditions(page, { skill, price: "65" });
  await expect(unreadMark(page)).toHaveCount(0);

  // The agent's side: a token from the operator, a search, a scout.
  const token = runScript("scripts/agent-token.ts", ["issue", String(SCOUTING_AGENT)]).trim();
  const auth = { Authorization: `Bearer ${token}` };
  const search = await page.request.get(`/api/agents/profiles/?skill=${skillId(skill)}&prefecture=${OKINAWA}&max_price=70`, { headers: auth });
  expect(search.status()).toBe(200);
  const found = (await search.json()) as { profiles: Array<Record<string, unknown>> };
  const profile = found.profiles[0];
  expect(profile).toMatchObject({ desired_monthly_price: 65, skills: [{ name: skill, years: 5 }], prefectures: [{ name: "沖縄県" }] });
  expect(JSON.stringify(profile)).not.toContain(email);

  const agentPage = await page.request.get(`/project/agent/${SCOUTING_AGENT}/`);
  const projectId = Number(/\/project\/detail\/(\d+)\//.exec(await agentPage.text())![1]);
  const title = `【${skill}】保守開発のご相談`;
  const sent = await page.request.post("/api/agents/scouts/", {
    headers: auth,
    data: { profile_id: profile.profile_id, title, body: "プロフィールを拝見し、ご経験に合う案件があるためご連絡しました。", project_id: projectId },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  expect((await page.request.post("/api/agents/scouts/", { data: { profile_id: profile.profile_id, title, body: "x" } })).status()).toBe(401);
  const invalid = await page.request.post("/api/agents/scouts/", {
    headers: auth,
    data: { profile_id: profile.profile_id, title: "", body: "x".repeat(5001) },
  });
  expect(invalid.status()).toBe(422);
  // The API takes JSON only: a form body is refused, saying so.
  const form = await page.request.post("/api/agents/scouts/", { headers: auth, form: { profile_id: String(profile.profile_id), title, body: "x" } });
  expect(form.status()).toBe(415);
  expect(await form.json()).toEqual({ message: "本文は Content-Type: application/json の JSON で送ってください" });
  expect(await invalid.json()).toEqual({ errors: { title: ["件名を入力してください"], body: ["本文は5,000文字以内で入力してください"] } });

  // The member's side: a mail, the mark, the list, the scout.
  const mail = await receiveMail(email, "スカウトが届きました");
  expect(mailLink(mail, "/scout/detail/")).toBe(`/scout/detail/${id}/`);
  await page.goto("/");
  await expect(unreadMark(page)).toHaveCount(1);
  await page.goto("/scout/");
  const item = page.locator(".account-card", { hasText: title });
  await expect(item.getByText("未読")).toBeVisible();
  await item.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(unreadMark(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "この案件にエントリーする" })).toHaveAttribute("href", new RegExp(`/entry/input/project/${projectId}/`));
  await page.getByRole("link", { name: "スカウト一覧へ戻る" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "スカウト一覧" })).toBeVisible();
  await expect(unreadMark(page)).toHaveCount(0);
  await expect(page.locator(".account-card", { hasText: title }).getByText("未読")).toHaveCount(0);

  // Another member cannot open it.
  const other = await browser.newContext({ javaScriptEnabled: javaScript });
  const otherPage = await other.newPage();
  await logInAsMember(otherPage);
  expect((await otherPage.goto(`/scout/detail/${id}/`))?.status()).toBe(404);
  await other.close();
});

test("the projects matched to a member follow a change of desired price", async ({ page, javaScript }) => {
  test.slow();
  await logInAsMember(page);
  await page.goto("/project/user_profile/");
  await expect(page.getByRole("link", { name: /プロフィールに希望条件とスキルを入力すると/ })).toBeVisible();

  await fillDesiredConditions(page, { skill: javaScript ? "Java" : "PHP", price: "50" });
  await page.goto("/project/user_profile/");
  await expect(page.getByText("プロフィールの希望条件とスキルに合う募集中の案件を、合う順に表示しています。")).toBeVisible();
  const firstReasons = page.locator(".match__reasons").first();
  await expect(firstReasons).toContainText("希望単価以上");
  await expect(firstReasons).toContainText(javaScript ? "Java 5年" : "PHP 5年");

  // Nobody pays 300万円 a month: no match can say the price is met.
  await page.getByRole("link", { name: "希望条件を変更する" }).click();
  await page.getByLabel("希望単価（月額）").fill("300");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("プロフィールを保存しました。")).toBeVisible();
  await page.goto("/project/user_profile/");
  await expect(page.locator(".match__reasons").first()).toContainText(javaScript ? "Java 5年" : "PHP 5年");
  await expect(page.locator(".match__reasons", { hasText: "希望単価以上" })).toHaveCount(0);
});
