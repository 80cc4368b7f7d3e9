// The intake on both databases (SQLite always, PostgreSQL when TEST_DATABASE_URL is set).
import iconv from "iconv-lite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { testDatabases } from "~/db/testing.server";
import { BlockedContactType, ProjectOpenState, RemoteType } from "~/constants";
import { skillByName } from "~/data/skills";
import { feedCsv, feedJson, feedXml, generateFeedRows, type FeedRow } from "~/seed/feed";
import { feedReport } from "~/models/agent/feed-report.server";
import { markStaleListings } from "~/models/listing/freshness.server";
import { KEY_ROWS_KEPT } from "~/models/listing/grouping-keys.server";
import { regroupEveryListing } from "~/models/listing/regroup-every-listing.server";
import { importFeed, type ImportOptions } from "./import.server";

const utf8 = (text: string) => Buffer.from(text, "utf8");
const NOW = new Date("2026-11-22T00:00:00Z");

describe.each(testDatabases())("feed intake on $name", (target) => {
  let database: AppDatabase;
  const run = (bytes: Uint8Array, options: Partial<ImportOptions> = {}) =>
    importFeed(database, bytes, { agentId: 1, format: "json", source: "test", now: NOW, ...options });
  const projects = () => database.db.selectFrom("projects").selectAll().orderBy("id").execute();
  const changeCount = async () =>
    Number(
      (
        await database.db
          .selectFrom("project_changes")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Everything an import could change, to compare before and after. */
  const snapshot = async () => ({
    projects: await projects(),
    details: await database.db.selectFrom("project_details").selectAll().orderBy("project_id").execute(),
    skills: await database.db.selectFrom("project_skills").selectAll().orderBy("project_id").orderBy("skill_id").execute(),
    changes: await changeCount(),
  });

  beforeAll(async () => {
    database = await target.open();
    await migrate(database);
  });
  afterAll(async () => {
    await target.dispose(database);
  });
  beforeEach(async () => {
    for (const table of [
      "project_details",
      "project_skills",
      "project_job_types",
      "project_industries",
      "project_characteristics",
      "project_changes",
      "project_duplicate_keys",
      "feed_imports",
      "blocked_contacts",
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.deleteFrom("projects").execute();
    await database.db.deleteFrom("agents").execute();
    await database.db
      .insertInto("agents")
      .values([
        { id: 1, name: "エージェントA" },
        { id: 2, name: "エージェントB" },
      ])
      .execute();
  });

  const row = (reference: string, extra: Partial<FeedRow> = {}): FeedRow => ({
    reference,
    title: `【Java】金融システム開発 ${reference}`,
    price: "70〜80万円",
    location: "東京都渋谷区",
    skills: "Java, Spring Boot",
    workdays: "週3日〜",
    remote: "フルリモート",
    start: "即日",
    ...extra,
  });

  it("imports our JSON feed, mapping free text to master data and keeping the original text", async () => {
    const report = await run(utf8(feedJson([row("A-1"), row("A-2", { price: "スキル見合い", location: "大阪", skills: "ゴラン" })])));
    expect(report).toMatchObject({ status: "ok", added: 2, updated: 0, unchanged: 0, closed: 0, rejected: [] });
    const [a, b] = await projects();
    expect(a).toMatchObject({
      agent_ref: "A-1",
      price_min: 700_000,
      price_max: 800_000,
      prefecture_id: 13,
      workdays_min: 3,
      remote_type: RemoteType.fullRemote,
      open_state: ProjectOpenState.open,
    });
    expect(b).toMatchObject({ agent_ref: "A-2", price_min: null, price_max: null, prefecture_id: 27 });
    const details = await database.db.selectFrom("project_details").selectAll().where("project_id", "=", b.id).executeTakeFirstOrThrow();
    expect(details).toMatchObject({ price_original: "スキル見合い", skill_original: "ゴラン" });
    const skills = await database.db.selectFrom("project_skills").select("skill_id").where("project_id", "=", a.id).orderBy("skill_id").execute();
    expect(skills.map((s) => s.skill_id)).toEqual([skillByName("Java").id, skillByName("Spring Boot").id].sort((x, y) => x - y));
    const record = await database.db.selectFrom("feed_imports").selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({ agent_id: 1, status: "ok", added: 2, format: "json" });
  });

  it("changes nothing when the same feed is imported twice, and updates what changed", async () => {
    const feed = utf8(feedJson(generateFeedRows(50)));
    await run(feed);
    const before = await snapshot();
    const again = await run(feed);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 50, closed: 0 });
    expect(await snapshot()).toEqual(before);

    const rows = generateFeedRows(50);
    rows[3].title = "タイトルを変更した案件";
    const changed = await run(utf8(feedJson(rows)));
    expect(changed).toMatchObject({ added: 0, updated: 1, unchanged: 49 });
    expect(await changeCount()).toBe(before.changes + 1);
  });

  it("closes the listings a full feed no longer holds, but not those of rejected rows", async () => {
    await run(utf8(feedJson([row("A-1"), row("A-2"), row("A-3")])));
    const report = await run(utf8(feedJson([row("A-1"), { ...row("A-3"), title: "" }], true)));
    expect(report).toMatchObject({ unchanged: 1, closed: 1 });
    expect(report.rejected).toHaveLength(1);
    const byRef = Object.fromEntries((await projects()).map((p) => [p.agent_ref, p]));
    expect(byRef["A-2"]).toMatchObject({ open_state: ProjectOpenState.close, closed_at: NOW.toISOString() });
    expect(byRef["A-3"].open_state).toBe(ProjectOpenState.open);
    // A listing that comes back is open again.
    const back = await run(utf8(feedJson([row("A-1"), row("A-2"), row("A-3")], true)));
    expect(back).toMatchObject({ updated: 1, closed: 0 });
    expect((await projects()).every((p) => p.open_state === ProjectOpenState.open && p.closed_at === null)).toBe(true);
  });

  it("keeps each listing's freshness: a full feed or an update confirms it; unconfirmed for 30 days it goes stale", async () => {
    const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000);
    await run(utf8(feedJson([row("A-1"), row("A-2")])));
    await run(utf8(feedJson([row("B-1")], true)), { agentId: 2 });
    const marks = async () => Object.fromEntries((await projects()).map((p) => [p.agent_ref, p.stale]));
    expect(await markStaleListings(database.db, later(29))).toEqual({ stale: 0, confirmedAgain: 0 });
    // A month on, nothing has confirmed them: the delta feed's listings, and the full feed's too.
    expect(await markStaleListings(database.db, later(31))).toEqual({ stale: 3, confirmedAgain: 0 });
    expect(await marks()).toEqual({ "A-1": 1, "A-2": 1, "B-1": 1 });
    // A full feed confirms what it holds (unchanged or not) and closes the rest; an update confirms its listing.
    await run(utf8(feedJson([row("A-1")], true)), { now: later(31) });
    await run(utf8(feedJson([row("B-1", { title: "【Java】金融システム開発 B-1（改）" })])), { agentId: 2, now: later(31) });
    expect(await marks()).toEqual({ "A-1": 0, "A-2": 0, "B-1": 0 });
    const agent = await database.db.selectFrom("agents").select("feed_confirmed_at").where("id", "=", 1).executeTakeFirstOrThrow();
    expect(agent.feed_confirmed_at).toBe(later(31).toISOString());
    // Nothing left for the job: the confirmations unmarked their listings, and closing unmarks too.
    expect(await markStaleListings(database.db, later(32))).toEqual({ stale: 0, confirmedAgain: 0 });
    // A closed listing that a feed opens again is noted for the feed report.
    await run(utf8(feedJson([row("A-1"), row("A-2")], true)), { now: later(33) });
    const reopened = (await projects()).find((p) => p.agent_ref === "A-2")!;
    expect(reopened).toMatchObject({ open_state: ProjectOpenState.open, stale: 0, reopened_at: later(33).toISOString() });
    // What `npm run feed:report` reads.
    expect(await feedReport(database.db, later(33))).toEqual([
      { agentId: 1, name: "エージェントA", feedConfirmedAt: later(33).toISOString(), open: 2, stale: 0, unchangedForMonths: 0, reopened: 1, duplicated: 0 },
      { agentId: 2, name: "エージェントB", feedConfirmedAt: NOW.toISOString(), open: 1, stale: 0, unchangedForMonths: 0, reopened: 0, duplicated: 0 },
    ]);
  });

  it("rejects bad rows with their line and reason, and imports the good ones", async () => {
    const text = feedJson([row("A-1"), { ...row("A-2"), title: "" }, row("A-3", { url: "javascript:alert(1)" }), row("A-1")]);
    const report = await run(utf8(text));
    expect(report.added).toBe(1);
    expect(report.rejected).toEqual([
      { line: 6, reference: "A-2", reason: expect.stringContaining("案件名") },
      { line: 7, reference: "A-3", reason: expect.stringContaining("URL") },
      { line: 8, reference: "A-1", reason: "同じ参照番号の案件が 5 行目にもあります" },
    ]);
    const record = await database.db.selectFrom("feed_imports").selectAll().executeTakeFirstOrThrow();
    expect(record.rejected).toBe(3);
    expect(JSON.parse(record.report).rejected[0].line).toBe(6);
  });

  it("rejects and counts listings with blocked contacts, closing ones already listed", async () => {
    await run(utf8(feedJson([row("A-1"), row("A-2")])));
    await database.db
      .insertInto("blocked_contacts")
      .values([
        { contact_type: BlockedContactType.companyName, use_type: 2, value: "株式会社ブロック" },
        { contact_type: BlockedContactType.phoneNumber, use_type: 2, value: "03-1234-5678" },
      ])
      .execute();
    const report = await run(utf8(feedJson([row("A-1", { company_name: "(株)ブロック" }), row("A-2"), row("A-3", { contact_phone: "0312345678" })])));
    expect(report).toMatchObject({ blocked: 2, added: 0, closed: 1, unchanged: 1 });
    expect(report.rejected.map((r) => r.reason)).toEqual([
      "ブロック対象の会社名に一致したため取り込みません",
      "ブロック対象の電話番号に一致したため取り込みません",
    ]);
    const byRef = Object.fromEntries((await projects()).map((p) => [p.agent_ref, p]));
    expect(byRef["A-1"].open_state).toBe(ProjectOpenState.close);
    expect(byRef["A-3"]).toBeUndefined();
  });

  it("groups the same project posted by several agents under its best offer, and ungroups when one closes", async () => {
    await run(utf8(feedJson([row("A-1", { title: "【Java】金融システム開発" }), row("A-2", { title: "Python案件" })])));
    await run(utf8(feedJson([row("B-9", { title: "Java／金融システム開発", price: "〜80万円/月" })])), { agentId: 2 });
    const grouped = (await projects()).filter((p) => p.group_id !== null);
    expect(grouped.map((p) => p.agent_ref)).toEqual(["A-1", "B-9"]);
    // The same price (80万円 at most): the newer listing is the card.
    expect(new Set(grouped.map((p) => p.group_id))).toEqual(new Set([grouped[1].id]));
    await run(utf8(feedJson([row("A-1", { title: "【Java】金融システム開発", price: "75〜85万円" })])));
    expect(new Set((await projects()).flatMap((p) => (p.group_id === null ? [] : [p.group_id])))).toEqual(new Set([grouped[0].id]));
    await run(utf8(feedJson([], true)), { agentId: 2 });
    expect((await projects()).every((p) => p.group_id === null)).toBe(true);
  });

  it("groups one project worded three ways by three agents, and splits the group as its listings change", async () => {
    const description = "大手損害保険会社の契約管理システムの追加開発。Javaでの詳細設計から製造、単体テストまでをご担当いただきます。";
    const project = { skills: "Java, Spring Boot", start: "2027年1月〜", workdays: "週5日", remote: "", description };
    await database.db.insertInto("agents").values({ id: 3, name: "エージェントC" }).execute();
    await run(utf8(feedJson([row("A-1", { ...project, title: "【Java】大手損保向け契約管理システム開発", price: "70〜80万円", location: "東京都千代田区" })])));
    const postB = (price: string) =>
      run(
        utf8(
          feedJson([
            row("B-1", { ...project, title: "【Java/Spring】大手損害保険会社の契約管理システム開発案件", price, location: "東京都千代田区（大手町駅）" }),
          ]),
        ),
        { agentId: 2 },
      );
    await postB("〜85万円");
    // A look-alike for another client stays apart.
    await run(
      utf8(
        feedJson([
          row("C-1", { ...project, title: "[急募]大手損保 契約管理システム開発（フルリモート）", price: "75万円", location: "東京都" }),
          row("C-2", { ...project, title: "【Java】大手銀行向け契約管理システム開発" }),
        ]),
      ),
      {
        agentId: 3,
      },
    );
    const groupOf = async () => Object.fromEntries((await projects()).map((p) => [p.agent_ref, p.group_id]));
    const id = async (reference: string) => (await projects()).find((p) => p.agent_ref === reference)!.id;
    // The best offer (85万円 at most) names the group.
    expect(await groupOf()).toEqual({ "A-1": await id("B-1"), "B-1": await id("B-1"), "C-1": await id("B-1"), "C-2": null });

    // B's listing drops to another price level: it leaves, and the group is named by the next best offer.
    await postB("45〜50万円");
    expect(await groupOf()).toEqual({ "A-1": await id("A-1"), "B-1": null, "C-1": await id("A-1"), "C-2": null });

    // A's feed no longer holds it: C's listing stands alone.
    await run(utf8(feedJson([], true)));
    expect(Object.values(await groupOf()).every((g) => g === null)).toBe(true);
    const keys = await database.db.selectFrom("project_duplicate_keys").select("project_id").distinct().execute();
    expect(keys.map((k) => k.project_id).sort((a, b) => a - b)).toEqual([await id("B-1"), await id("C-1"), await id("C-2")].sort((a, b) => a - b));
  });

  it("regroups every listing at once as the imports grouped them, and mends groups left wrong", async () => {
    const description = "大手損害保険会社の契約管理システムの追加開発。Javaでの詳細設計から製造、単体テストまでをご担当いただきます。";
    const project = { skills: "Java, Spring Boot", start: "2027年1月〜", workdays: "週5日", remote: "", description, location: "東京都千代田区" };
    await database.db.insertInto("agents").values({ id: 3, name: "エージェントC" }).execute();
    await run(utf8(feedJson([row("A-1", { ...project, title: "【Java】大手損保向け契約管理システム開発", price: "70〜80万円" })])));
    await run(utf8(feedJson([row("B-1", { ...project, title: "【Java/Spring】大手損害保険会社の契約管理システム開発案件", price: "〜85万円" })])), {
      agentId: 2,
    });
    await run(
      utf8(
        feedJson([
          row("C-1", { ...project, title: "[急募]大手損保 契約管理システム開発（フルリモート）", price: "75万円" }),
          row("C-2", { ...project, title: "【Java】大手銀行向け契約管理システム開発" }),
        ]),
      ),
      { agentId: 3 },
    );
    const groupOf = async () => Object.fromEntries((await projects()).map((p) => [p.agent_ref, p.group_id]));
    const keys = () => database.db.selectFrom("project_duplicate_keys").selectAll().orderBy("key").orderBy("prefecture_id").orderBy("project_id").execute();
    const id = async (reference: string) => (await projects()).find((p) => p.agent_ref === reference)!.id;
    const imported = await groupOf();
    const importedKeys = await keys();
    expect(imported).toEqual({ "A-1": await id("B-1"), "B-1": await id("B-1"), "C-1": await id("B-1"), "C-2": null });

    // Nothing to mend: every group and key stays as the imports left it.
    expect(await regroupEveryListing(database.db)).toEqual({ listings: 4, changed: 0, grouped: 3, groups: 1, commonKeys: 0 });
    expect(await groupOf()).toEqual(imported);
    expect(await keys()).toEqual(importedKeys);

    // Groups lost, a listing of another project put in one, the keys gone: all come back as they were.
    await database.db.updateTable("projects").set({ group_id: null }).execute();
    await database.db
      .updateTable("projects")
      .set({ group_id: await id("B-1") })
      .where("agent_ref", "=", "C-2")
      .execute();
    await database.db.deleteFrom("project_duplicate_keys").execute();
    expect((await regroupEveryListing(database.db)).changed).toBe(4);
    expect(await groupOf()).toEqual(imported);
    expect(await keys()).toEqual(importedKeys);

    // The leader closed behind the imports' back: it leaves the group, which the next best offer names, and loses its keys.
    await database.db.updateTable("projects").set({ open_state: ProjectOpenState.close }).where("agent_ref", "=", "B-1").execute();
    await regroupEveryListing(database.db);
    expect(await groupOf()).toEqual({ "A-1": await id("A-1"), "B-1": null, "C-1": await id("A-1"), "C-2": null });
    expect((await keys()).some((k) => k.project_id === imported["B-1"])).toBe(false);
  });

  it("stores a key common in a prefecture only as far as it takes to know it is common, there and nowhere else", async () => {
    const title = "【Java】大手損保向け契約管理システム開発";
    const tokyo = Array.from({ length: KEY_ROWS_KEPT + 4 }, (_, i) => row(`T-${i}`, { title, location: "東京都千代田区" }));
    await run(utf8(feedJson([...tokyo, row("O-1", { title, location: "大阪府大阪市" })])));
    const held = async () => {
      const rows = await database.db.selectFrom("project_duplicate_keys").select(["key", "prefecture_id"]).execute();
      const count = new Map<string, number>();
      for (const r of rows) count.set(`${r.prefecture_id}:${r.key}`, (count.get(`${r.prefecture_id}:${r.key}`) ?? 0) + 1);
      return [...new Set([...count].map(([scope, n]) => `${scope.split(":")[0]}:${n}`))].sort();
    };
    // Every key of the title: KEY_ROWS_KEPT rows in Tokyo (13), the Osaka (27) listing's own row.
    expect(await held()).toEqual([`13:${KEY_ROWS_KEPT}`, "27:1"]);
    await regroupEveryListing(database.db);
    expect(await held()).toEqual([`13:${KEY_ROWS_KEPT}`, "27:1"]);
  });

  it("takes a stale listing out of its group, and puts it back once a feed confirms it", async () => {
    const month = new Date(NOW.getTime() + 31 * 86_400_000);
    const project = { title: "【Go】決済基盤の開発", skills: "Go", description: "キャッシュレス決済の基盤をGoで開発します。" };
    await run(utf8(feedJson([row("A-1", project)])));
    await run(utf8(feedJson([row("B-1", { ...project, title: "[Golang]決済基盤の開発（フルリモート）" })])), { agentId: 2 });
    const groups = async () => (await projects()).map((p) => p.group_id);
    expect(new Set(await groups()).size).toBe(1);
    expect((await groups())[0]).not.toBeNull();
    await markStaleListings(database.db, month);
    expect(await groups()).toEqual([null, null]);
    // A's full feed confirms its listing; B's is still stale, so still apart.
    await run(utf8(feedJson([row("A-1", project)], true)), { now: month });
    expect(await groups()).toEqual([null, null]);
    await run(utf8(feedJson([row("B-1", { ...project, title: "[Golang]決済基盤の開発（フルリモート・即日）" })])), { agentId: 2, now: month });
    expect((await groups())[0]).not.toBeNull();
  });

  it("reads CSV in UTF-8 and Shift_JIS, with Japanese column names", async () => {
    const csv =
      '参照番号,案件名,単価,勤務地,スキル\r\nS-1,社内SE（ヘルプデスク）,月50万円,大阪駅,"Windows Server, ＡＷＳ"\r\nS-2,"改行を含む\n案件名",時給4000円,福岡,Go\r\n';
    const utf = await run(utf8(csv), { format: "csv" });
    expect(utf).toMatchObject({ status: "ok", added: 2 });
    const sjis = await run(iconv.encode(csv.replace(/S-/g, "T-"), "Shift_JIS"), { format: "csv" });
    expect(sjis).toMatchObject({ status: "ok", added: 2 });
    const t1 = (await projects()).find((p) => p.agent_ref === "T-1")!;
    expect(t1).toMatchObject({ title: "社内SE（ヘルプデスク）", prefecture_id: 27, price_max: 500_000 });
    expect((await projects()).find((p) => p.agent_ref === "T-2")).toMatchObject({ title: "改行を含む\n案件名", price_unit: 4, prefecture_id: 40 });
  });

  it("reads the same rows from CSV, JSON and Indeed XML into the same listings", async () => {
    const rows = generateFeedRows(20);
    await run(utf8(feedCsv(rows)), { format: "csv" });
    const fromCsv = await projects();
    await run(utf8(feedJson(rows)), { format: "json" });
    expect(await projects()).toEqual(fromCsv);
    const xml = await run(utf8(feedXml(rows)), { format: "xml", agentId: 2 });
    expect(xml).toMatchObject({ status: "ok", added: 20, rejected: [] });
    const fromXml = (await projects()).filter((p) => p.agent_id === 2);
    expect(fromXml.map((p) => [p.title, p.price_max, p.prefecture_id])).toEqual(fromCsv.map((p) => [p.title, p.price_max, p.prefecture_id]));
  });

  describe("feeds that cannot be read change nothing and say why", () => {
    const good = feedJson([row("A-1"), row("A-2")]);
    const cases: Array<[string, Uint8Array, ImportOptions["format"], RegExp]> = [
      ["truncated JSON", utf8(good.slice(0, good.length / 2)), "json", /JSON として読めません/],
      ["truncated XML", utf8(feedXml([row("A-1"), row("A-2")]).slice(0, 300)), "xml", /XML として読めません/],
      [
        "an XML bomb",
        utf8(
          `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><source><job><referencenumber>1</referencenumber><title>&lol2;</title></job></source>`,
        ),
        "xml",
        /DOCTYPE/,
      ],
      ["CSV with the wrong columns", utf8("id_x,name\r\n1,案件\r\n"), "csv", /CSV の列が違います/],
      ["invalid UTF-8 in JSON", Buffer.concat([utf8(good.slice(0, 40)), Buffer.from([0xff, 0xfe, 0xfd]), utf8(good.slice(40))]), "json", /UTF-8/],
      ["bytes that are neither UTF-8 nor Shift_JIS", Buffer.from([0x72, 0x65, 0x66, 0x0a, 0xff, 0xff, 0x80, 0x0a]), "csv", /文字コード/],
      ["a JSON document of another shape", utf8(`{"items": []}`), "json", /形式が違います/],
    ];
    it.each(cases)("%s", async (_name, bytes, format, message) => {
      await run(utf8(good));
      const before = await snapshot();
      const report = await run(bytes, { format, full: true });
      expect(report.status).toBe("failed");
      expect(report.error).toMatch(message);
      expect(await snapshot()).toEqual(before);
      const record = await database.db.selectFrom("feed_imports").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
      expect(record.status).toBe("failed");
    });
  });

  it("rejects a 10 MB line and formula cells on their own, importing the other rows", async () => {
    const csv = [
      "reference,title,price",
      "C-1,普通の案件,月60万円",
      `C-2,${"長".repeat(10 * 1024 * 1024)},月60万円`,
      'C-3,=HYPERLINK("http://evil.example"),月60万円',
      "C-4,@SUM(A1),月60万円",
      "C-5,もうひとつの案件,-5万円",
    ].join("\n");
    const report = await run(utf8(csv), { format: "csv" });
    expect(report.added).toBe(2);
    expect(report.rejected.map((r) => [r.line, r.reference])).toEqual([
      [3, "C-2"],
      [4, "C-3"],
      [5, "C-4"],
    ]);
    expect(report.rejected[0].reason).toMatch(/行が長すぎます/);
    expect(report.rejected[1].reason).toMatch(/数式/);
  });

  it("imports a feed with NUL in its text, in JSON and CSV, the NUL dropped and the import recorded (PostgreSQL cannot store it)", async () => {
    const json = feedJson([row("N-1", { title: "【Java】基幹\u0000システム開発" }), row("N-2")]);
    expect(json).toContain("\\u0000");
    const report = await run(utf8(json));
    expect(report).toMatchObject({ status: "ok", added: 2 });
    expect((await projects()).map((p) => p.title)).toContain("【Java】基幹システム開発");
    const csv = ["reference,title,price", "N-3,データ基盤\u0000構築,月70万円", "N-4,普通の案件,月60万円"].join("\n");
    expect(await run(utf8(csv), { format: "csv", agentId: 2 })).toMatchObject({ status: "ok", added: 2 });
    expect((await projects()).map((p) => p.title)).toContain("データ基盤構築");
    expect(await database.db.selectFrom("feed_imports").select("status").execute()).toHaveLength(2);
  });

  it("refuses an unknown agent without recording anything", async () => {
    const report = await run(utf8(feedJson([row("A-1")])), { agentId: 999 });
    expect(report).toMatchObject({ status: "failed", error: expect.stringContaining("999") });
    expect(await projects()).toEqual([]);
  });
});
