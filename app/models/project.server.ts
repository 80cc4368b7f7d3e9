// Project listings as the global screens need them: the open count, the newest, the most popular
// skills and prefectures. Search itself lives in app/search.
import { getDb } from "~/db/client.server";
import { cached } from "~/utils/cache.server";
import { DeleteFlag, ProjectOpenState } from "~/constants";

const SITE_FIGURES_TTL_MS = 60_000;

export type ProjectCount = { count: number; updated_at: string | null };

/**
 * Open, not deleted listings: the figure behind GET /api/project/count and the footer. updated_at
 * is the time of the last write to any listing, read from the newest change-sequence row (an
 * index lookup; max(updated_at) over the listings would read every row).
 */
export function getProjectCount(): Promise<ProjectCount> {
  return cached("project-count", SITE_FIGURES_TTL_MS, async () => {
    const db = getDb();
    const [open, lastChange] = await Promise.all([
      db
        .selectFrom("projects")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("open_state", "=", ProjectOpenState.open)
        .where("delete_flag", "=", DeleteFlag.notDeleted)
        .executeTakeFirstOrThrow(),
      db.selectFrom("project_changes").select("changed_at").orderBy("seq", "desc").limit(1).executeTakeFirst(),
    ]);
    return { count: Number(open.count), updated_at: lastChange?.changed_at ?? null };
  });
}

export type ProjectCard = {
  id: number;
  title: string;
  agentName: string;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: number;
  workdaysMin: number | null;
  workdaysMax: number | null;
  remoteType: number;
  location: string;
  publishedAt: string;
  skills: Array<{ id: number; name: string }>;
};

/** The newest open listings, as cards. Cached like the count: the top page is the most visited. */
export function getNewestProjects(limit: number): Promise<ProjectCard[]> {
  return cached(`newest-projects:${limit}`, SITE_FIGURES_TTL_MS, () => loadNewestProjects(limit));
}

async function loadNewestProjects(limit: number): Promise<ProjectCard[]> {
  const db = getDb();
  const rows = await db
    .selectFrom("projects")
    .innerJoin("agents", "agents.id", "projects.agent_id")
    .select([
      "projects.id", "projects.title", "agents.name as agentName", "projects.price_min as priceMin",
      "projects.price_max as priceMax", "projects.price_unit as priceUnit", "projects.workdays_min as workdaysMin",
      "projects.workdays_max as workdaysMax", "projects.remote_type as remoteType", "projects.location_text as location",
      "projects.published_at as publishedAt",
    ])
    .where("projects.open_state", "=", ProjectOpenState.open)
    .where("projects.delete_flag", "=", DeleteFlag.notDeleted)
    .orderBy("projects.published_at", "desc")
    .orderBy("projects.id", "desc")
    .limit(limit)
    .execute();
  if (rows.length === 0) return [];
  const skills = await db
    .selectFrom("project_skills")
    .innerJoin("skills", "skills.id", "project_skills.skill_id")
    .select(["project_skills.project_id", "skills.id", "skills.name"])
    .where("project_skills.project_id", "in", rows.map((r) => r.id))
    .where("project_skills.requirement", "=", 1)
    .orderBy("skills.sort_order")
    .execute();
  return rows.map((row) => ({
    ...row,
    skills: skills.filter((s) => s.project_id === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export type PopularItem = { id: number; name: string; count: number };

/**
 * "Popular" means most asked for among the newest open listings: current demand, and a bounded
 * query (an aggregate over every listing takes seconds at 1,000,000 and would block the server).
 */
export const POPULARITY_SAMPLE_SIZE = 5_000;

function newestOpenListings() {
  return getDb()
    .selectFrom("projects")
    .select(["id", "prefecture_id"])
    .where("open_state", "=", ProjectOpenState.open)
    .where("delete_flag", "=", DeleteFlag.notDeleted)
    .orderBy("published_at", "desc")
    .limit(POPULARITY_SAMPLE_SIZE);
}

/** Skills ranked by how many of the newest open listings ask for them. */
export function getPopularSkills(limit: number): Promise<PopularItem[]> {
  return cached(`popular-skills:${limit}`, SITE_FIGURES_TTL_MS * 10, async () => {
    const rows = await getDb()
      .with("recent", () => newestOpenListings())
      .selectFrom("project_skills")
      .innerJoin("recent", "recent.id", "project_skills.project_id")
      .innerJoin("skills", "skills.id", "project_skills.skill_id")
      .select((eb) => ["skills.id", "skills.name", eb.fn.countAll<number>().as("count")])
      .groupBy(["skills.id", "skills.name"])
      .orderBy("count", "desc")
      .orderBy("skills.id")
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, count: Number(r.count) }));
  });
}

/** Prefectures ranked by the newest open listings located there. */
export function getPopularPrefectures(limit: number): Promise<PopularItem[]> {
  return cached(`popular-prefectures:${limit}`, SITE_FIGURES_TTL_MS * 10, async () => {
    const rows = await getDb()
      .with("recent", () => newestOpenListings())
      .selectFrom("recent")
      .innerJoin("prefectures", "prefectures.id", "recent.prefecture_id")
      .select((eb) => ["prefectures.id", "prefectures.name", eb.fn.countAll<number>().as("count")])
      .groupBy(["prefectures.id", "prefectures.name"])
      .orderBy("count", "desc")
      .orderBy("prefectures.id")
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, count: Number(r.count) }));
  });
}
