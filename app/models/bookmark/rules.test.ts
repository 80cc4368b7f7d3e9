import { describe, expect, it } from "vitest";
import { SAVED_SEARCH_LIMIT, UserKind } from "~/constants";
import { testDatabases, useAppDatabase } from "~/db/testing.server";
import { SearchEngine } from "~/search/search-engine.server";
import { readCookie } from "~/utils/cookies";
import { decodeGuestProjects, decodeGuestSearches, encodeGuestProjects, encodeGuestSearches, guestCookie } from "./guest-cookie";
import { addProject, addSearch, mergeProjects, mergeSearches, normalizeQueryString, removeProject, type SearchBookmark } from "./rules";
import { searchWords } from "./search-words";
import { projectBookmarkBody, projectBulkBody, searchBookmarkBody, searchBulkBody } from "./requests.server";
import { ALERT_LISTINGS_PER_SEARCH, findAlerts } from "./alerts.server";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes)).toISOString();
const search = (query: string, minutes = 0): SearchBookmark => ({ query, count: 0, search_words: "", bookmarked_at: at(minutes), mail_send_flag: 0 });

describe("project bookmarks", () => {
  it("puts new ones first and leaves an existing one where it is", () => {
    let list = addProject([], { project_id: 1, bookmarked_at: at(1) });
    list = addProject(list, { project_id: 2, bookmarked_at: at(2) });
    expect(list.map((b) => b.project_id)).toEqual([2, 1]);
    expect(addProject(list, { project_id: 1, bookmarked_at: at(3) })).toBe(list);
    expect(removeProject(list, 2).map((b) => b.project_id)).toEqual([1]);
  });

  it("merges two lists, each project once, newest first", () => {
    const merged = mergeProjects(
      [
        { project_id: 1, bookmarked_at: at(1) },
        { project_id: 3, bookmarked_at: at(5) },
      ],
      [
        { project_id: 1, bookmarked_at: at(4) },
        { project_id: 2, bookmarked_at: at(2) },
      ],
    );
    expect(merged).toEqual([
      { project_id: 3, bookmarked_at: at(5) },
      { project_id: 1, bookmarked_at: at(4) },
      { project_id: 2, bookmarked_at: at(2) },
    ]);
  });
});

describe("saved searches", () => {
  it("are the same when their normalised queries are", () => {
    expect(normalizeQueryString("skill=3,1&prefecture=13")).toBe(normalizeQueryString("prefecture=13&skill=1,3"));
    expect(normalizeQueryString("characteristic=1&skill=2")).toBe(normalizeQueryString("remote=1&skill=2"));
    expect(normalizeQueryString("keyword=Java&sort=price&page=3")).toBe("keyword=Java");
    const list = addSearch([], search("skill=1,3")).list;
    expect(addSearch(list, search("skill=3,1")).status).toBe("exists");
  });

  it("refuses the 31st and an empty search", () => {
    let list: SearchBookmark[] = [];
    for (let i = 1; i <= SAVED_SEARCH_LIMIT; i++) list = addSearch(list, search(`skill=${i}`, i)).list;
    expect(list).toHaveLength(30);
    expect(list[0].query).toBe("skill=30");
    expect(addSearch(list, search("skill=99"))).toEqual({ list, status: "full" });
    expect(addSearch([], search("sort=price")).status).toBe("empty");
  });

  it("merge keeps the newest 30 of both lists, each search once", () => {
    const a = Array.from({ length: 20 }, (_, i) => search(`skill=${i + 1}`, i));
    const b = Array.from({ length: 20 }, (_, i) => search(`skill=${i + 11}`, i + 100));
    const merged = mergeSearches(a, b);
    expect(merged).toHaveLength(30);
    expect(new Set(merged.map((s) => s.query)).size).toBe(30);
    expect(merged[0].query).toBe("skill=30");
  });

  it("are described in Japanese", () => {
    expect(searchWords("skill=1&prefecture=13&price_over=70")).toBe("Java・東京都・70万円以上");
    expect(searchWords("keyword=React 東京&remote=2&workdays=3,4")).toBe("React 東京・フルリモート・週4日以下");
    expect(searchWords("agent=5", (id) => (id === 5 ? "テックブリッジ" : undefined))).toBe("テックブリッジ");
    expect(searchWords("")).toBe("すべての案件");
  });
});

describe("guest cookies", () => {
  it("carry projects and searches through the server and back", () => {
    const projects = [
      { project_id: 123456, bookmarked_at: at(3) },
      { project_id: 7, bookmarked_at: at(1) },
    ];
    expect(decodeGuestProjects(encodeGuestProjects(projects))).toEqual(projects);
    const searches = [search("keyword=React 東京&skill=1", 2), search("prefecture=13", 1)];
    const decoded = decodeGuestSearches(encodeGuestSearches(searches));
    expect(decoded).toEqual(searches.map(({ query, bookmarked_at }) => ({ query, bookmarked_at })));
    expect(readCookie(`a=1; bm_projects=${encodeGuestProjects(projects)}; b=2`, "bm_projects")).toBe(encodeGuestProjects(projects));
    // One set of attributes, Secure where the site is https; an empty list clears the cookie.
    expect(guestCookie("bm_projects", "1.abc", true)).toBe("bm_projects=1.abc; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    expect(guestCookie("bm_projects", "", false)).toBe("bm_projects=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("ignore what they cannot read", () => {
    const saved = Math.floor(Date.UTC(2026, 10, 20) / 1000).toString(36);
    expect(decodeGuestProjects(`!!.x-<script>-0.5-12.${saved}-12.abd`)).toEqual([
      { project_id: parseInt("12", 36), bookmarked_at: "2026-11-20T00:00:00.000Z" },
    ]);
    expect(decodeGuestSearches("%E0%A4%A")).toEqual([]);
    // Times no real cookie holds (one made the pages fail) are dropped, not read.
    expect(decodeGuestSearches("zzzzzzzzzzzz~skill%3D1")).toEqual([]);
    expect(decodeGuestProjects("12.zzzzzzzz-13.abc")).toEqual([]);
    expect(decodeGuestSearches(`${saved}~skill%3D1`)).toEqual([{ query: "skill=1", bookmarked_at: "2026-11-20T00:00:00.000Z" }]);
  });
});

describe("mail alerts", () => {
  const [target] = testDatabases();
  const appDatabase = useAppDatabase(target);
  const day = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 20);

  it("picks only listings published since the last mail, for users who take mail, at most a handful each", async () => {
    const database = appDatabase();
    const { db } = database;
    const [agent] = await db.insertInto("agents").values({ name: "テスト" }).returning("id").execute();
    const listing = async (id: number, publishedAt: number, extra: { prefecture_id?: number; open_state?: number } = {}) => {
      const at = new Date(publishedAt).toISOString();
      await db
        .insertInto("projects")
        .values({
          id,
          agent_id: agent.id,
          agent_ref: `R${id}`,
          title: `案件${id}`,
          price_min: null,
          price_max: 800_000,
          workdays_min: 5,
          workdays_max: 5,
          prefecture_id: 13,
          station_id: null,
          start_date: null,
          group_id: null,
          published_at: at,
          created_at: at,
          updated_at: at,
          closed_at: null,
          ...extra,
        })
        .execute();
      await db.insertInto("project_skills").values({ project_id: id, skill_id: 1, requirement: 1 }).execute();
    };
    await listing(1, now - 3 * day);
    await listing(2, now - 2 * day, { prefecture_id: 27 });
    for (let id = 10; id < 18; id++) await listing(id, now - day / 2 + id * 1000);
    await listing(20, now - day / 2, { open_state: 2 });
    const engine = await SearchEngine.build(database);
    const [alice, bob, carol] = await db
      .insertInto("users")
      .values([
        { email: "alice@example.jp", kind: UserKind.member, mail_magazine_flag: 1 },
        { email: "bob@example.jp", kind: UserKind.member, mail_magazine_flag: 1 },
        { email: "carol@example.jp", kind: UserKind.member, mail_magazine_flag: 0 },
      ])
      .returning("id")
      .execute();
    const since = new Date(now - day).toISOString();
    await db
      .insertInto("search_bookmarks")
      .values([
        { user_id: alice.id, query: "prefecture=13&skill=1", mail_send_flag: 1, bookmarked_at: since, search_words: "Java・東京都" },
        { user_id: alice.id, query: "prefecture=27", mail_send_flag: 1, bookmarked_at: since, search_words: "大阪府" },
        { user_id: bob.id, query: "skill=1", mail_send_flag: 0, bookmarked_at: since, search_words: "Java" },
        { user_id: carol.id, query: "skill=1", mail_send_flag: 1, bookmarked_at: since, search_words: "Java" },
      ])
      .execute();
    const { byUser } = await findAlerts(engine, db);
    expect([...byUser.keys()]).toEqual([alice.id]);
    const [alert] = byUser.get(alice.id)!.alerts;
    expect(alert).toMatchObject({ query: "prefecture=13&skill=1", words: "Java・東京都", total: 8 });
    expect(alert.ids).toEqual([17, 16, 15, 14, 13].slice(0, ALERT_LISTINGS_PER_SEARCH));
  });
});

describe("bookmark request bodies", () => {
  it("reads a project id from a form or JSON, and nothing else", () => {
    expect(projectBookmarkBody.parse({ project_id: "12" })).toEqual({ project_id: 12, intent: "add", redirect_to: undefined });
    expect(projectBookmarkBody.parse({ project_id: 12, intent: "remove", redirect_to: "/project/" })).toMatchObject({
      project_id: 12,
      intent: "remove",
      redirect_to: "/project/",
    });
    for (const bad of ["0", "-3", "1e3", "12345678901", "abc", 1.5, null, ["1"], { id: 1 }])
      expect(projectBookmarkBody.parse({ project_id: bad }).project_id).toBeNull();
    expect(projectBookmarkBody.parse({ intent: "drop" }).intent).toBe("add");
  });

  it("keeps the valid items of a bulk upload, up to its limit, and ignores the rest", () => {
    const { bookmarks } = projectBulkBody.parse({
      bookmarks: [{ project_id: 3, bookmarked_at: "2026-11-01T00:00:00Z" }, { project_id: "x" }, "junk", null, { project_id: "7" }],
    });
    expect(bookmarks).toEqual([
      { project_id: 3, bookmarked_at: "2026-11-01T00:00:00Z" },
      { project_id: 7, bookmarked_at: "" },
    ]);
    expect(projectBulkBody.parse({ bookmarks: "not a list" }).bookmarks).toEqual([]);
    const searches = searchBulkBody.parse({ bookmarks: Array.from({ length: 100 }, (_, i) => ({ query: `skill=${i}`, mail_send_flag: i % 2 })) }).bookmarks;
    expect(searches).toHaveLength(SAVED_SEARCH_LIMIT * 2);
    expect(searches[1]).toEqual({ query: "skill=1", bookmarked_at: undefined, mail_send_flag: 1 });
    expect(searchBookmarkBody.parse({ query: "x".repeat(5_000), intent: "mail", mail_send_flag: "1" })).toMatchObject({
      intent: "mail",
      mail_send_flag: true,
      query: "x".repeat(2_000),
    });
  });
});
