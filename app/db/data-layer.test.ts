import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type ExpressionBuilder } from "kysely";
import type { AppDatabase } from "./client.server";
import { setAppDatabase } from "./client.server";
import { migrate } from "./migrate.server";
import type { Database } from "./schema";
import { testDatabases } from "./testing.server";
import { seedDemoData } from "~/seed/seed.server";
import { getNewestProjects, getProjectTitles } from "~/models/project.server";
import { getPopularPrefectures, getPopularSkills, getProjectCount } from "~/models/site-figures.server";
import { getNewestColumns } from "~/models/column/queries.server";
import { FOOTER_LIST_LIMIT, getAllSearchLinks, getFooterLinks } from "~/models/search-links.server";
import { clearCache } from "~/utils/cache.server";
import { builtSearchEngine, getSearchEngine, rebuildSearchEngine, stopSearchEngine } from "~/search/engine.server";
import { RECLAIM_MIN_DEAD, reclaimDue, SearchEngine } from "~/search/search-engine.server";
import { IGNORED_JOB_TYPE_IDS, ProjectOpenState } from "~/constants";

const EXPECTED_TABLES = [
  "agent_api_tokens",
  "agent_chaosmap_entries",
  "agent_feeds",
  "agent_reviews",
  "agents",
  "auth_sessions",
  "auth_tokens",
  "career_documents",
  "career_experiences",
  "characteristics",
  "client_error_reports",
  "column_categories",
  "column_tag_links",
  "column_tags",
  "columns",
  "cross_categories",
  "entries",
  "entry_drafts",
  "entry_refusals",
  "feed_imports",
  "industries",
  "job_locks",
  "job_types",
  "market_estimates",
  "market_segments",
  "market_statistics",
  "partnerships",
  "prefectures",
  "profile_job_types",
  "profile_prefectures",
  "profile_qualifications",
  "profile_skills",
  "profile_stations",
  "profiles",
  "project_bookmarks",
  "project_changes",
  "project_characteristics",
  "project_details",
  "project_duplicate_keys",
  "project_industries",
  "project_job_types",
  "project_skills",
  "projects",
  "rate_limits",
  "resume_files",
  "scouts",
  "search_bookmarks",
  "signin_links",
  "session_entries",
  "skills",
  "social_accounts",
  "stations",
  "ui_patterns",
  "experiment_assignments",
  "experiment_conversions",
  "blocked_contacts",
  "users",
  "view_logs",
].sort();

async function tableNames(database: AppDatabase): Promise<string[]> {
  const query =
    database.dialect === "postgres"
      ? sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`
      : sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`;
  const { rows } = await query.execute(database.db);
  return rows
    .map((r) => r.name)
    .filter((n) => !n.startsWith("kysely_"))
    .sort();
}

async function columnNames(database: AppDatabase): Promise<string[]> {
  const tables = await database.db.introspection.getTables();
  return tables
    .filter((t) => !t.name.startsWith("kysely_"))
    .flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}${c.isNullable ? "?" : ""}`))
    .sort();
}

// Filled by each database's run; compared once both have run.
const schemas = new Map<string, string[]>();

describe.each(testDatabases())("data layer on $name", (target) => {
  let database: AppDatabase;

  beforeAll(async () => {
    database = await target.open();
    await migrate(database);
    setAppDatabase(database);
    clearCache();
  });

  afterAll(async () => {
    setAppDatabase(undefined);
    await target.dispose(database);
  });

  it("creates the whole product's schema", async () => {
    expect(await tableNames(database)).toEqual(EXPECTED_TABLES);
  });

  it("creates the same columns, with the same nullability, on every database", async () => {
    const columns = await columnNames(database);
    expect(columns.length).toBeGreaterThan(250);
    for (const [other, otherColumns] of schemas) expect(columns, `differs from ${other}`).toEqual(otherColumns);
    schemas.set(target.name, columns);
  });

  it("migrates only once", async () => {
    expect(await migrate(database)).toEqual([]);
  });

  it("holds the real master data with stable ids", async () => {
    const { db } = database;
    const prefectures = await db.selectFrom("prefectures").selectAll().orderBy("id").execute();
    expect(prefectures).toHaveLength(47);
    expect(prefectures.find((p) => p.id === 13)?.name).toBe("東京都");
    expect(prefectures.find((p) => p.id === 27)?.name).toBe("大阪府");
    expect(prefectures.find((p) => p.id === 47)?.name).toBe("沖縄県");
    const skills = await db.selectFrom("skills").select(["id", "name", "kind"]).execute();
    expect(skills.length).toBeGreaterThanOrEqual(150);
    const names = skills.map((s) => s.name);
    for (const name of ["Java", "PHP", "Python", "Go", "TypeScript", "React", "Vue.js", "AWS", "C#", "C++", ".NET", "Node.js"]) {
      expect(names).toContain(name);
    }
    expect(skills.find((s) => s.name === "Java")?.id).toBe(1);
    expect(new Set(names).size).toBe(names.length);
    const stations = await db
      .selectFrom("stations")
      .innerJoin("prefectures", "prefectures.id", "stations.prefecture_id")
      .select(["stations.name", "prefectures.name as prefecture"])
      .execute();
    expect(stations).toContainEqual({ name: "渋谷", prefecture: "東京都" });
    expect(stations).toContainEqual({ name: "梅田", prefecture: "大阪府" });
    expect((await db.selectFrom("job_types").select("id").execute()).length).toBeGreaterThanOrEqual(30);
    expect((await db.selectFrom("industries").select("id").execute()).length).toBeGreaterThanOrEqual(20);
  });

  it("bumps the change sequence on every write to a project", async () => {
    const { db } = database;
    const agent = await db
      .insertInto("agents")
      .values({ name: "テストエージェント", updated_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const project = await db
      .insertInto("projects")
      .values({ agent_id: agent.id, agent_ref: "T-1", title: "【Java】テスト案件", updated_at: new Date().toISOString() })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    expect(project.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const sequence = () => db.selectFrom("project_changes").select("seq").where("project_id", "=", project.id).orderBy("seq").execute();
    const afterInsert = await sequence();
    expect(afterInsert).toHaveLength(1);
    await db.updateTable("projects").set({ open_state: ProjectOpenState.close }).where("id", "=", project.id).execute();
    const afterUpdate = await sequence();
    expect(afterUpdate).toHaveLength(2);
    expect(afterUpdate[1].seq).toBeGreaterThan(afterUpdate[0].seq);
  });

  it("seeds demo data that the models read back", async () => {
    const now = new Date("2026-11-21T00:00:00Z");
    const result = await seedDemoData(database, { projects: 600, agents: 100, now });
    expect(result).toMatchObject({ projects: 600, agents: 100 });
    clearCache();

    const { db } = database;
    const open = await db
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("open_state", "=", 1)
      .executeTakeFirstOrThrow();
    const count = await getProjectCount();
    expect(count.count).toBe(Number(open.n));
    // A year of history: most of the listings are open, the ones filled over the year closed.
    expect(count.count).toBeGreaterThan(300);
    expect(count.updated_at).toMatch(/Z$/);

    const newest = await getNewestProjects(10);
    expect(newest).toHaveLength(10);
    expect([...newest].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))).toEqual(newest);
    expect(newest.every((p) => p.skills.length > 0 && p.title !== "")).toBe(true);
    // Titles and prices for a list of links, in the order asked, an unknown id left out.
    const order = [newest[2].id, 999_999, newest[0].id];
    expect(await getProjectTitles(order)).toEqual(
      [newest[2], newest[0]].map(({ id, title, priceMin, priceMax, priceUnit }) => ({ id, title, priceMin, priceMax, priceUnit })),
    );

    const skills = await getPopularSkills(5);
    expect(skills).toHaveLength(5);
    expect(skills.map((s) => s.count)).toEqual([...skills.map((s) => s.count)].sort((a, b) => b - a));
    const prefectures = await getPopularPrefectures(3);
    expect(prefectures[0]).toMatchObject({ id: 13, name: "東京都" });

    const footer = await getFooterLinks();
    expect(Object.keys(footer)).toEqual(["skill", "fw", "jobType", "prefecture", "agent"]);
    expect(footer.prefecture).toHaveLength(47);
    expect(footer.agent).toHaveLength(FOOTER_LIST_LIMIT);
    expect((await getAllSearchLinks()).agent).toHaveLength(100);
    expect(footer.skill).toEqual((await getAllSearchLinks()).skill.slice(0, FOOTER_LIST_LIMIT));
    expect(footer.fw.map((f) => f.name)).toContain("React");
    expect(footer.skill.map((f) => f.name)).not.toContain("React");
    expect(footer.jobType.some((j) => (IGNORED_JOB_TYPE_IDS as readonly number[]).includes(j.id))).toBe(false);

    const columns = await getNewestColumns(5);
    expect(columns).toHaveLength(5);
    expect(columns[0].publishedAt >= columns[4].publishedAt).toBe(true);
  });

  it("builds the search index from the database and follows its changes", async () => {
    const { db } = database;
    const engine = await SearchEngine.build(database);
    // What search shows: open listings, a group of one project's listings once (as its leader).
    const shown = (eb: ExpressionBuilder<Database, "projects">) =>
      eb.and([eb("projects.open_state", "=", 1), eb.or([eb("projects.group_id", "is", null), eb("projects.group_id", "=", eb.ref("projects.id"))])]);
    const open = await db
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(shown)
      .executeTakeFirstOrThrow();
    expect(engine.count({})).toBe(Number(open.n));
    const java = await db
      .selectFrom("project_skills")
      .innerJoin("projects", "projects.id", "project_skills.project_id")
      .select((eb) => eb.fn.count<number>("projects.id").distinct().as("n"))
      .where("skill_id", "=", 1)
      .where(shown)
      .executeTakeFirstOrThrow();
    expect(engine.count({ skill: [1] })).toBe(Number(java.n));
    const tokyo = await db
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("prefecture_id", "=", 13)
      .where(shown)
      .executeTakeFirstOrThrow();
    expect(engine.count({ prefecture: [13] })).toBe(Number(tokyo.n));

    const first = await db.selectFrom("projects").select(["id", "title"]).where("open_state", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    await db
      .updateTable("projects")
      .set({ title: "【Crystal】データ基盤の新規開発", updated_at: new Date().toISOString() })
      .where("id", "=", first.id)
      .execute();
    expect(await engine.behind()).toBe(1);
    expect(await engine.catchUp()).toBe(1);
    expect(await engine.behind()).toBe(0);
    const crystal = { filters: {}, keyword: "crystal", sort: "suggest", page: 1 } as const;
    expect(engine.search(crystal).ids).toEqual([first.id]);
    // Asked again while the index is unchanged: the same answer, from memory; forgotten once the index changes.
    expect(engine.search({ ...crystal, filters: {} })).toBe(engine.search(crystal));
    await db.updateTable("projects").set({ open_state: 2 }).where("id", "=", first.id).execute();
    await engine.catchUp();
    expect(engine.count({}, "crystal")).toBe(0);
    expect(engine.search(crystal).total).toBe(0);

    // Changes it never applied trimmed from the sequence: it cannot catch up, and says so.
    const applied = await db
      .selectFrom("project_changes")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .executeTakeFirstOrThrow();
    await db.updateTable("projects").set({ open_state: 1 }).where("id", "=", first.id).execute();
    await db.updateTable("projects").set({ open_state: 2 }).where("id", "=", first.id).execute();
    await db
      .deleteFrom("project_changes")
      .where("seq", "<=", Number(applied.seq) + 1)
      .execute();
    expect(engine.stale).toBe(false);
    await engine.catchUp();
    expect(engine.stale).toBe(true);
  });

  it("starts the search index from its snapshot, caught up, and refuses a snapshot of another database", async () => {
    const { db } = database;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "index-snapshot-")), "index.snapshot");
    const built = await SearchEngine.build(database);
    expect(await built.writeSnapshot(file)).toBeGreaterThan(0);

    const first = await db.selectFrom("projects").select("id").where("open_state", "=", 1).orderBy("id").executeTakeFirstOrThrow();
    await db.updateTable("projects").set({ title: "【Zig】金融向け決済基盤の開発", open_state: 1 }).where("id", "=", first.id).execute();
    const loaded = await SearchEngine.fromSnapshot(database, file);
    expect(loaded).toBeDefined();
    expect(await loaded!.behind()).toBe(0);
    expect(loaded!.search({ filters: {}, keyword: "zig", sort: "suggest", page: 1 }).ids).toEqual([first.id]);
    const rebuilt = await SearchEngine.build(database);
    expect(loaded!.count({})).toBe(rebuilt.count({}));
    expect(loaded!.count({ prefecture: [13] }, "開発")).toBe(rebuilt.count({ prefecture: [13] }, "開発"));

    // The database seeded afresh: the snapshot's position no longer names the same change.
    await seedDemoData(database, { projects: 40, agents: 10, now: new Date("2026-11-21T00:00:00Z") });
    expect(await SearchEngine.fromSnapshot(database, file)).toBeUndefined();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it("rebuilds a following engine beside itself, and puts it in its place, once replaced listings' slots pile up", async () => {
    // The rule: dead slots half as many as live ones, and at least RECLAIM_MIN_DEAD.
    expect(reclaimDue(1_000_000 + 499_999, 1_000_000)).toBe(false);
    expect(reclaimDue(1_000_000 + 500_000, 1_000_000)).toBe(true);
    expect(reclaimDue(1_000_000 + 500_000, 1_000_000, 1.2)).toBe(false);
    expect(reclaimDue(1_000 + RECLAIM_MIN_DEAD - 1, 1_000)).toBe(false);
    expect(reclaimDue(20_000 + RECLAIM_MIN_DEAD, 20_000)).toBe(true);

    const { db } = database;
    process.env.INDEX_SNAPSHOTS = "0";
    try {
      const old = await getSearchEngine();
      await db.updateTable("projects").set({ updated_at: new Date().toISOString() }).where("open_state", "=", 1).execute();
      await old.catchUp();
      expect(old.index.slotCount).toBeGreaterThan(old.index.liveCount);

      rebuildSearchEngine(old, "test");
      await expect.poll(() => builtSearchEngine() !== old).toBe(true);
      const rebuilt = await getSearchEngine();
      expect(rebuilt).toBe(builtSearchEngine());
      expect(rebuilt.index.slotCount).toBe(rebuilt.index.liveCount);
      expect(rebuilt.index.liveCount).toBe(old.index.liveCount);
      expect(rebuilt.count({ prefecture: [13] })).toBe(old.count({ prefecture: [13] }));
    } finally {
      stopSearchEngine();
      delete process.env.INDEX_SNAPSHOTS;
    }
  });

  it("replaces the demo data when seeded again", async () => {
    await seedDemoData(database, { projects: 50, agents: 100, now: new Date("2026-11-21T00:00:00Z") });
    const { db } = database;
    const projects = await db
      .selectFrom("projects")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(projects.n)).toBe(50);
    // Ids restart, so a reseeded database is the same as a fresh one.
    const first = await db.selectFrom("projects").select("id").orderBy("id").executeTakeFirstOrThrow();
    expect(first.id).toBe(1);
  });
});
