// Applying, on both databases (PostgreSQL with TEST_DATABASE_URL), with the mails received over real SMTP.
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAppDatabase } from "~/db/testing.server";
import { useMailInbox, waitForMail } from "~/mail/testing.server";
import {
  BlockedContactType,
  BlockedContactUseType,
  EntryAppType,
  JobStatus,
  ProjectOpenState,
  SignupAppType,
  StartTiming,
  UserKind,
  WorkStyle,
} from "~/constants";
import { seedDemoData } from "~/seed/seed.server";
import { RATE_LIMITS } from "~/models/account/rate-limit.server";
import { createMember, findUserByEmail, type User } from "~/models/account/user.server";
import { getSession, logIn } from "~/models/account/session.server";
import type { EntryAnswers } from "./answers";
import { adoptGuestDrafts, eraseAllDrafts, loadDraft, saveDraft } from "./draft.server";
import { appliedKeys, entryTargetIds, loadTarget, submitEntry, type EntryTarget } from "./entry.server";
import { readProfileAnswers } from "./profile.server";
import { completedRequest, listApplied } from "./applied.server";

const ORIGIN = "http://127.0.0.1:3998";
let ipCounter = 0;
const nextIp = () => `10.9.0.${++ipCounter}`;
const request = (cookie?: string) => new Request(`${ORIGIN}/entry_signup/input/project/1/`, { headers: cookie ? { Cookie: cookie.split(";")[0] } : {} });

const ANSWERS: EntryAnswers = {
  need: ["detail"],
  request: "平日夜なら面談できます",
  birthday: "1990-04-01",
  workdays: 5,
  jobCategory: "開発",
  jobTypeId: 5,
  experienceYears: 6,
  skills: [1, 5],
  skillYears: { "1": 6, "5": 2 },
  jobStatus: JobStatus.working,
  companyName: "",
  startTiming: StartTiming.immediate,
  contractStatus: 2,
  workStyle: WorkStyle.default,
  prefectureId: 13,
  city: "渋谷区",
  station: "渋谷駅",
  lastName: "山田",
  firstName: "太郎",
  lastNameKana: "ヤマダ",
  firstNameKana: "タロウ",
  phone: "09012345678",
  locations: [13, 14],
  minPrice: 70,
  experience: "Javaで6年",
};

const mailInbox = useMailInbox();

const waitForMailTo = (to: string, subject: string) => waitForMail(mailInbox(), to, subject);

for (const target of testDatabases()) {
  describe(`entries on ${target.name}`, () => {
    const appDatabase = useAppDatabase(target, "all");
    let openIds: number[];

    beforeAll(async () => {
      await seedDemoData(appDatabase(), { projects: 60, agents: 6 });
      const rows = await appDatabase().db.selectFrom("projects").select("id").where("open_state", "=", ProjectOpenState.open).orderBy("id").execute();
      openIds = rows.map((r) => r.id);
    });

    const projectTarget = async (...ids: number[]) => (await loadTarget(ids.length === 1 ? { type: "project", id: ids[0] } : { type: "project", ids }))!;
    const guest = (email: string, target: EntryTarget, extra: Partial<EntryAnswers> = {}, ip = nextIp()) =>
      submitEntry({
        request: request(),
        ip,
        form: "signup-project",
        draftKey: "signup-project",
        target,
        answers: { ...ANSWERS, email, passwordHash: "scrypt$test", ...extra },
        member: null,
      });

    it("counts an entry begun on a landing page as one: entry app type 7, sign-up app type 8", async () => {
      const target = await projectTarget(openIds.at(-1)!);
      const outcome = await submitEntry({
        request: request(),
        ip: nextIp(),
        form: "signup-project",
        draftKey: "signup-project",
        target,
        answers: { ...ANSWERS, email: "from-lp@example.jp", passwordHash: "scrypt$test" },
        member: null,
        fromLanding: true,
      });
      expect(outcome).toMatchObject({ ok: true });
      const { db } = appDatabase();
      const user = await db.selectFrom("users").selectAll().where("email", "=", "from-lp@example.jp").executeTakeFirstOrThrow();
      expect(user.app_type).toBe(SignupAppType.lp);
      const entries = await db.selectFrom("entries").select("app_type").where("user_id", "=", user.id).execute();
      expect(entries).toEqual([{ app_type: EntryAppType.lpProject }]);
    });

    it("registers a guest and records the entry in one go, with the product's app types, the profile filled and both mails sent", async () => {
      const target = await projectTarget(openIds[0]);
      // Earlier tests may have applied to the same agent: its mail for this entry comes after them.
      const mailsBefore = mailInbox().mails.length;
      const outcome = await guest("guest1@example.jp", target);
      expect(outcome).toMatchObject({ ok: true, first: true });
      if (!outcome.ok) return;
      expect(outcome.setCookie).toMatch(/^__session=/);
      const { db } = appDatabase();
      const user = await db.selectFrom("users").selectAll().where("email", "=", "guest1@example.jp").executeTakeFirstOrThrow();
      expect(user).toMatchObject({ kind: UserKind.member, app_type: SignupAppType.signupEntryProject, password_hash: "scrypt$test" });
      const entries = await db.selectFrom("entries").selectAll().where("user_id", "=", user.id).execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        entry_type: "project",
        project_id: openIds[0],
        agent_id: target.projects[0].agentId,
        app_type: EntryAppType.signupProject,
        flagged: 0,
      });
      // What was sent is kept with the entry, never the password hash.
      expect(JSON.parse(entries[0].answers)).toMatchObject({ phone: "09012345678", minPrice: 70 });
      expect(entries[0].answers).not.toContain("scrypt");
      expect(await readProfileAnswers(user.id)).toMatchObject({
        lastName: "山田",
        phone: "09012345678",
        skills: [1, 5],
        skillYears: { "1": 6, "5": 2 },
        locations: [13, 14],
        experience: "Javaで6年",
      });

      const receipt = await waitForMailTo("guest1@example.jp", "エントリーを受け付けました");
      expect(receipt.text).toContain(target.projects[0].title);
      const agentMail = await waitForMail(mailInbox(), `entry@agent-${target.projects[0].agentId}.example.jp`, "案件へのエントリー", mailsBefore);
      expect(agentMail.text).toContain("氏名：山田 太郎（ヤマダ タロウ）");
      expect(agentMail.text).toContain("電話番号：090-1234-5678");
      expect(agentMail.text).toContain("ご希望：まずは詳しい話を聞きたい");
      expect(agentMail.text).toContain("guest1@example.jp");
      await waitForMailTo("guest1@example.jp", "会員登録が完了しました");
    });

    it("never creates an account without its entry: a failed entry leaves no member behind", async () => {
      const target = await projectTarget(openIds[1]);
      // A project that vanished between the page and the submit: the entry row cannot be written.
      const broken: EntryTarget = { ...target, projects: [{ ...target.projects[0], id: 2_000_000_000 }] };
      await expect(guest("guest-rollback@example.jp", broken)).rejects.toThrow();
      expect(await findUserByEmail("guest-rollback@example.jp")).toBeNull();
    });

    it("refuses a guest whose address is a member's, and changes nothing", async () => {
      await createMember({ email: "member-taken@example.jp", password: "kaede-2026-aki" });
      const outcome = await guest("member-taken@example.jp", await projectTarget(openIds[2]));
      expect(outcome).toEqual({ ok: false, reason: "emailTaken" });
      const user = await findUserByEmail("member-taken@example.jp");
      expect(await appliedKeys(user!.id, [`project:${openIds[2]}`])).toEqual(new Set());
    });

    it("refuses a guest whose address is a mail-magazine subscriber's; the subscriber, logged in, applies and becomes a member", async () => {
      const [subscriber] = await appDatabase()
        .db.insertInto("users")
        .values({ email: "mag-entry@example.jp", kind: UserKind.mailMagazine })
        .returning("id")
        .execute();
      const project = await projectTarget(openIds[3]);
      expect(await guest("mag-entry@example.jp", project)).toEqual({ ok: false, reason: "emailIsMailMagazine" });
      expect(await findUserByEmail("mag-entry@example.jp")).toMatchObject({ kind: UserKind.mailMagazine, hasPassword: false });
      const session = await logIn(request(), await getSession(request()), (await findUserByEmail("mag-entry@example.jp"))!);
      const outcome = await submitEntry({
        request: request(session),
        ip: nextIp(),
        form: "signup-project",
        draftKey: "signup-project",
        target: project,
        answers: { ...ANSWERS, email: "mag-entry@example.jp", passwordHash: "scrypt$test" },
        member: null,
      });
      expect(outcome.ok && outcome.user).toMatchObject({ id: subscriber.id, kind: UserKind.member });
    });

    it("takes a guest's second submit of the same form as the first, and logs that browser in too", async () => {
      const target = await projectTarget(openIds[11]);
      const outcomes = await Promise.all([guest("twice@example.jp", target), guest("twice@example.jp", target)]);
      expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
      for (const outcome of outcomes) if (outcome.ok) expect(outcome.setCookie).toMatch(/^__session=/);
      const user = await findUserByEmail("twice@example.jp");
      expect((await entryTargetIds(user!.id)).projectIds).toEqual([openIds[11]]);
      // Another browser's submit with the same address but another password is not the same submit.
      expect(await guest("twice@example.jp", target, { passwordHash: "scrypt$other" })).toEqual({ ok: false, reason: "emailTaken" });
    });

    it("records one entry for a double submit (a double click, two tabs)", async () => {
      const member = (await createMember({ email: "double@example.jp", password: "kaede-2026-aki" })) as User;
      const target = await projectTarget(openIds[3]);
      const submit = () =>
        submitEntry({ request: request(), ip: nextIp(), form: "member-project", draftKey: "member-project", target, answers: ANSWERS, member });
      const outcomes = await Promise.all([submit(), submit()]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, reason: "already" }]);
      expect(await submit()).toEqual({ ok: false, reason: "already" });
      const count = await appDatabase()
        .db.selectFrom("entries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", member.id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
      expect(await entryTargetIds(member.id)).toEqual({ projectIds: [openIds[3]], agentIds: [] });
    });

    it("applies to several saved projects in one request, and to an agent or a consultation once each", async () => {
      const member = (await createMember({ email: "bulk@example.jp", password: "kaede-2026-aki" })) as User;
      const ids = openIds.slice(4, 7);
      const outcome = await submitEntry({
        request: request(),
        ip: nextIp(),
        form: "member-project",
        draftKey: "member-project",
        target: await projectTarget(...ids),
        answers: ANSWERS,
        member,
      });
      expect(outcome).toMatchObject({ ok: true, first: true });
      const request1 = await completedRequest(member.id, { type: "project" });
      expect(request1.map((e) => e.projectId)).toEqual(ids);
      const agent = (await loadTarget({ type: "agent", id: 2 }))!;
      expect(
        await submitEntry({ request: request(), ip: nextIp(), form: "member-agent", draftKey: "member-agent", target: agent, answers: ANSWERS, member }),
      ).toMatchObject({ ok: true, first: false });
      const consultation = (await loadTarget({ type: "agent", id: null }))!;
      expect(
        await submitEntry({ request: request(), ip: nextIp(), form: "member-agent", draftKey: "member-agent", target: consultation, answers: ANSWERS, member }),
      ).toMatchObject({ ok: true });
      expect(
        await submitEntry({ request: request(), ip: nextIp(), form: "member-agent", draftKey: "member-agent", target: consultation, answers: ANSWERS, member }),
      ).toEqual({ ok: false, reason: "already" });
      const agents = await listApplied(member.id, "agent", 1);
      expect(agents.entries.map((e) => [e.agentId, e.agentName === null])).toEqual([
        [null, true],
        [2, false],
      ]);
      const rows = await appDatabase().db.selectFrom("entries").select(["app_type", "entry_type"]).where("user_id", "=", member.id).execute();
      expect(new Set(rows.map((r) => `${r.entry_type}:${r.app_type}`))).toEqual(new Set([`project:${EntryAppType.project}`, `agent:${EntryAppType.agent}`]));
      // The desk receives what is not for an agent of its own.
      await waitForMailTo("entry-desk@anken-finder.example", "キャリア相談のお申し込み");
    });

    it("refuses a blocked proxy entry with nothing recorded but the refusal, and flags a monitored one", async () => {
      const { db } = appDatabase();
      await db
        .insertInto("blocked_contacts")
        .values([
          { contact_type: BlockedContactType.phoneNumber, use_type: BlockedContactUseType.proxyEntry, value: "080-9999-0000" },
          { contact_type: BlockedContactType.companyName, use_type: BlockedContactUseType.monitoring, value: "株式会社 見守りSES" },
        ])
        .execute();
      const refused = await guest("proxy@example.jp", await projectTarget(openIds[8]), { phone: "08099990000" });
      expect(refused).toEqual({ ok: false, reason: "blocked" });
      expect(await findUserByEmail("proxy@example.jp")).toBeNull();
      const recorded = await db.selectFrom("entry_refusals").selectAll().where("email", "=", "proxy@example.jp").execute();
      expect(recorded).toMatchObject([{ contact_type: BlockedContactType.phoneNumber, target_key: `project:${openIds[8]}` }]);

      const flagged = await guest("monitored@example.jp", await projectTarget(openIds[9]), { companyName: "(株)見守りSES" });
      expect(flagged).toMatchObject({ ok: true });
      const entry = await db
        .selectFrom("entries")
        .innerJoin("users", "users.id", "entries.user_id")
        .select("flagged")
        .where("users.email", "=", "monitored@example.jp")
        .executeTakeFirstOrThrow();
      expect(entry.flagged).toBe(1);
    });

    it("limits entry submits per address", async () => {
      const ip = nextIp();
      const limit = RATE_LIMITS.entry.ip.limit;
      let last;
      for (let i = 0; i <= limit; i++) last = await guest(`flood${i}@example.jp`, await projectTarget(openIds[10 + (i % 20)]), {}, ip);
      expect(last).toEqual({ ok: false, reason: "rateLimited" });
    });

    it("keeps a form's draft under this browser's cookie, gives it to the member who signs in, and erases it at logout", async () => {
      const setCookie = await saveDraft(request(), "signup-project", {
        need: ["detail"],
        email: "d@example.jp",
        passwordHash: "scrypt$x",
        phone: "09011112222",
      });
      expect(setCookie).toMatch(/^__entry_draft=.+HttpOnly/);
      const browser = request(setCookie!);
      expect(await loadDraft(browser, "signup-project")).toMatchObject({ need: ["detail"], phone: "09011112222" });
      expect(await loadDraft(request(), "signup-project")).toEqual({});
      // The same browser's next save needs no new cookie.
      expect(await saveDraft(browser, "signup-project", { need: ["similar"] })).toBeNull();
      await saveDraft(browser, "signup-project", { need: ["detail"], email: "d@example.jp", passwordHash: "scrypt$x", phone: "09011112222" });
      // Signing in makes them the member's (a member's drafts are that member's alone, on a shared browser too).
      await saveDraft(browser, "member-project#41", { request: "member 41's" });
      await adoptGuestDrafts(browser, 42);
      expect(await loadDraft(browser, "member-project#42")).toEqual({ need: ["detail"], phone: "09011112222" });
      expect(await loadDraft(browser, "signup-project")).toEqual({});
      expect(await loadDraft(browser, "member-project#41")).toEqual({ request: "member 41's" });
      expect(await eraseAllDrafts(browser)).toMatch(/^__entry_draft=;.*Max-Age=0/);
      expect(await loadDraft(browser, "member-project#42")).toEqual({});
      // A cookie that was not signed by the site finds nothing.
      expect(await loadDraft(request("__entry_draft=forged"), "member-project")).toEqual({});
    });
  });
}
