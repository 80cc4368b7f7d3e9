// Scouts: the API's rules alone, then on both databases with the mail received over real SMTP.
import { describe, expect, it } from "vitest";
import { ProjectOpenState, SCOUT_NOTICE_LIMIT, UNOPENED_SCOUT_CACHE_MS, UserKind } from "~/constants";
import { testDatabases, useAppDatabase } from "~/db/testing.server";
import { useMailInbox, waitForMail } from "~/mail/testing.server";
import { seedDemoData } from "~/seed/seed.server";
import { saveProfileAnswers } from "~/models/entry/profile.server";
import { agentOfRequest, issueAgentToken, revokeAgentTokens } from "./agent-tokens.server";
import { searchProfiles } from "./profile-search.server";
import { bearerToken, parseProfileSearch, scoutRequestSchema, fieldErrors } from "./scout-api";
import { hasUnopenedScout, listScouts, openScout, scoutOpenedBy } from "./scouts.server";
import { sendScout } from "./send.server";
import { needsRefetch, parseUnopenedScoutCache } from "./unopened";

const ORIGIN = "http://127.0.0.1:3999";

describe("the scout API's rules", () => {
  it("reads only a bearer token of the issued shape", () => {
    const token = `af_${"a".repeat(32)}`;
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer  ${token} `)).toBe(token);
    expect(bearerToken(token)).toBeNull();
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken(`Bearer af_${"a".repeat(31)}`)).toBeNull();
    expect(bearerToken(`Bearer af_${"a".repeat(31)}!`)).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });

  it("takes a scout with a profile id, a title and a body, and says in Japanese what is wrong", () => {
    const ok = scoutRequestSchema.safeParse({ profile_id: "AbCdEf012345", title: " Javaの案件のご紹介 ", body: "はじめまして。", project_id: "42" });
    expect(ok.success && ok.data).toEqual({ profile_id: "AbCdEf012345", title: "Javaの案件のご紹介", body: "はじめまして。", project_id: 42 });

    const bad = scoutRequestSchema.safeParse({ profile_id: "1", title: "　", body: "x".repeat(5_001), project_id: 0 });
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(fieldErrors(bad.error)).toEqual({
      profile_id: ["profile_idが正しくありません"],
      title: ["件名を入力してください"],
      body: ["本文は5,000文字以内で入力してください"],
      project_id: ["project_idが正しくありません"],
    });
    const missing = scoutRequestSchema.safeParse({});
    expect(missing.success || Object.keys(fieldErrors(missing.error)).sort()).toEqual(["body", "profile_id", "title"]);
  });

  it("parses a profile search and refuses unknown ids rather than widening it", () => {
    const search = (query: string) => parseProfileSearch(new URLSearchParams(query));
    expect(search("skill=1&skill=1&skill=5&prefecture=13&max_price=80")).toEqual({
      ok: true,
      value: { skills: [1, 5], prefectureId: 13, maxPrice: 80, page: 1 },
    });
    expect(search("")).toEqual({ ok: true, value: { skills: [], prefectureId: null, maxPrice: null, page: 1 } });
    const bad = search("skill=99999&prefecture=48&max_price=0&page=51");
    expect(bad.ok || Object.keys(bad.errors).sort()).toEqual(["max_price", "page", "prefecture", "skill"]);
    expect(search("skill=1&skill=2&skill=3&skill=4&skill=5&skill=6").ok).toBe(false);
  });
});

describe("the unopened-scout flag's cache", () => {
  const now = 1_800_000_000_000;
  it("refetches only when the last fetch is absent or at least 10 minutes old", () => {
    expect(needsRefetch(null, now)).toBe(true);
    expect(needsRefetch({ isUnOpen: false, fetchedAt: now - UNOPENED_SCOUT_CACHE_MS + 1 }, now)).toBe(false);
    expect(needsRefetch({ isUnOpen: true, fetchedAt: now - UNOPENED_SCOUT_CACHE_MS }, now)).toBe(true);
    expect(needsRefetch({ isUnOpen: true, fetchedAt: now + 60_000 }, now)).toBe(true);
  });
  it("treats a stored value that is not its own as absent", () => {
    expect(parseUnopenedScoutCache(JSON.stringify({ isUnOpen: true, fetchedAt: now }))).toEqual({ isUnOpen: true, fetchedAt: now });
    for (const text of [null, "", "{", "[]", '{"isUnOpen":"yes","fetchedAt":1}', '{"isUnOpen":true}']) expect(parseUnopenedScoutCache(text)).toBeNull();
  });
});

const mailInbox = useMailInbox();

for (const target of testDatabases()) {
  describe(`scouts on ${target.name}`, () => {
    const appDatabase = useAppDatabase(target, "each");

    async function member(email: string, answers: Parameters<typeof saveProfileAnswers>[2], scoutMail = 1) {
      const db = appDatabase().db;
      const { id } = await db
        .insertInto("users")
        .values({ email, kind: UserKind.member, password_hash: null, scout_mail_flag: scoutMail, updated_at: new Date().toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await saveProfileAnswers(db, id, { lastName: "山田", firstName: "花子", phone: "09012345678", city: "千代田区", ...answers });
      const { public_id } = await db.selectFrom("profiles").select("public_id").where("user_id", "=", id).executeTakeFirstOrThrow();
      return { id, profileId: public_id! };
    }

    const withToken = (token: string) => new Request(`${ORIGIN}/api/agents/profiles`, { headers: { Authorization: `Bearer ${token}` } });

    it("knows an agent by its token until the token is revoked", async () => {
      await seedDemoData(appDatabase(), { projects: 20, agents: 3 });
      const token = await issueAgentToken(2);
      expect(await agentOfRequest(withToken(token))).toMatchObject({ id: 2 });
      expect(await agentOfRequest(withToken(`af_${"x".repeat(32)}`))).toBeNull();
      const stored = await appDatabase().db.selectFrom("agent_api_tokens").select("token_hash").executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(token.slice(3));
      expect(await revokeAgentTokens(2)).toBe(1);
      expect(await agentOfRequest(withToken(token))).toBeNull();
    });

    it("sends a scout with a mail, marks it unopened until the member opens it, and hides it from others", async () => {
      await seedDemoData(appDatabase(), { projects: 20, agents: 3 });
      const agent = { id: 1, name: (await appDatabase().db.selectFrom("agents").select("name").where("id", "=", 1).executeTakeFirstOrThrow()).name };
      const project = await appDatabase()
        .db.selectFrom("projects")
        .select("id")
        .where("agent_id", "=", 1)
        .where("open_state", "=", ProjectOpenState.open)
        .executeTakeFirstOrThrow();
      const hanako = await member("hanako@example.jp", { skills: [1], jobTypeId: 1, minPrice: 70 });
      const taro = await member("taro@example.jp", { skills: [1] });
      const seen = mailInbox().mails.length;

      const sent = await sendScout(
        agent,
        { profile_id: hanako.profileId, title: "Java案件のご紹介", body: "ご経験を拝見しました。", project_id: project.id },
        ORIGIN,
      );
      expect(sent).toMatchObject({ ok: true, mailed: true });
      if (!sent.ok) return;
      const mail = await waitForMail(mailInbox(), "hanako@example.jp", `${agent.name}からスカウトが届きました`, seen);
      expect(mail.text).toContain(`/scout/detail/${sent.id}/`);
      expect(mail.text).toContain("/stop/scout/");

      expect(await hasUnopenedScout(hanako.id)).toBe(true);
      // The page that opens it renders a frame that already counts it opened.
      expect(await hasUnopenedScout(hanako.id, scoutOpenedBy(new Request(`${ORIGIN}/scout/detail/${sent.id}/`)))).toBe(false);
      expect(scoutOpenedBy(new Request(`${ORIGIN}/scout/`))).toBeNull();
      expect(await openScout(taro.id, sent.id)).toBeNull();
      expect(await hasUnopenedScout(hanako.id)).toBe(true);
      expect(await openScout(hanako.id, sent.id)).toMatchObject({ title: "Java案件のご紹介", projectId: project.id, isUnopened: true });
      expect(await hasUnopenedScout(hanako.id)).toBe(false);
      expect((await listScouts(hanako.id))[0]).toMatchObject({ id: sent.id, isUnopened: false });
    });

    it("never reaches a member who turned scout mail off, and takes only the agent's own open project", async () => {
      await seedDemoData(appDatabase(), { projects: 20, agents: 3 });
      const quiet = await member("quiet@example.jp", { skills: [1] }, 0);
      const agent = { id: 1, name: "A" };
      expect(await sendScout(agent, { profile_id: quiet.profileId, title: "件名", body: "本文" }, ORIGIN)).toMatchObject({ ok: false, status: 404 });
      expect(await sendScout(agent, { profile_id: "AAAAAAAAAAAA", title: "件名", body: "本文" }, ORIGIN)).toMatchObject({ ok: false, status: 404 });

      const open = await member("open@example.jp", { skills: [1] });
      const other = await appDatabase().db.selectFrom("projects").select("id").where("agent_id", "!=", 1).executeTakeFirstOrThrow();
      expect(await sendScout(agent, { profile_id: open.profileId, title: "件名", body: "本文", project_id: other.id }, ORIGIN)).toMatchObject({
        ok: false,
        status: 422,
        errors: { project_id: [expect.stringContaining("掲載中の案件")] },
      });
    });

    it("mails at most the daily notice limit; later scouts still arrive", async () => {
      await seedDemoData(appDatabase(), { projects: 20, agents: 3 });
      const busy = await member("busy@example.jp", { skills: [1] });
      const outcomes = [];
      for (let i = 0; i <= SCOUT_NOTICE_LIMIT; i++)
        outcomes.push(await sendScout({ id: 1, name: "A" }, { profile_id: busy.profileId, title: `件名${i}`, body: "本文" }, ORIGIN));
      expect(outcomes.map((o) => o.ok && o.mailed)).toEqual([...Array(SCOUT_NOTICE_LIMIT).fill(true), false]);
      expect(await listScouts(busy.id)).toHaveLength(SCOUT_NOTICE_LIMIT + 1);
      // Only mails count: a day later the member is mailed again, however many scouts came between.
      const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
      expect(await sendScout({ id: 1, name: "A" }, { profile_id: busy.profileId, title: "翌日の件名", body: "本文" }, ORIGIN, later)).toMatchObject({
        mailed: true,
      });
    });

    it("finds members by skills, prefecture and price, without anything that names or locates them", async () => {
      await seedDemoData(appDatabase(), { projects: 20, agents: 3 });
      const java = await member("java@example.jp", { skills: [1, 5], skillYears: { "1": 6 }, locations: [13], prefectureId: 27, minPrice: 70, jobTypeId: 1 });
      await member("php@example.jp", { skills: [2], locations: [27], minPrice: 60 });
      await member("dear@example.jp", { skills: [1], locations: [13], minPrice: 120 });
      await member("off@example.jp", { skills: [1], locations: [13], minPrice: 50 }, 0);

      const found = await searchProfiles({ skills: [1], prefectureId: 13, maxPrice: 80, page: 1 });
      expect(found.total).toBe(1);
      expect(found.profiles[0]).toMatchObject({
        profile_id: java.profileId,
        desired_monthly_price: 70,
        skills: [
          { id: 1, years: 6 },
          { id: 5, years: null },
        ],
        prefectures: [{ id: 13, name: "東京都" }],
      });
      const text = JSON.stringify(found);
      for (const secret of ["山田", "花子", "09012345678", "千代田区", "java@example.jp"]) expect(text).not.toContain(secret);
      expect(Object.keys(found.profiles[0])).not.toContain("user_id");

      expect((await searchProfiles({ skills: [], prefectureId: null, maxPrice: null, page: 1 })).total).toBe(3);
      // Where a member lives is never searchable: only the places they wish to work.
      expect((await searchProfiles({ skills: [1], prefectureId: 27, maxPrice: null, page: 1 })).total).toBe(0);
    });
  });
}
