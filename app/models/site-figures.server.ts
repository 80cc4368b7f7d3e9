// The site's figures for the global screens: the open count, listings added this week, active agents, popular skills and prefectures.
import { NEW_PROJECT_DAYS } from "~/constants";
import { getDb } from "~/db/client.server";
import { openListing } from "~/models/listing/queries.server";
import { getAgentCount } from "~/models/search-links.server";
import { cached } from "~/utils/cache.server";

export const SITE_FIGURES_TTL_MS = 60_000;

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
        .where(openListing)
        .executeTakeFirstOrThrow(),
      db.selectFrom("project_changes").select("changed_at").orderBy("seq", "desc").limit(1).executeTakeFirst(),
    ]);
    return { count: Number(open.count), updated_at: lastChange?.changed_at ?? null };
  });
}

export type SiteFigures = ProjectCount & { agents: number; addedThisWeek: number };

/**
 * The figures the top page shows a visitor: open listings and the last change (the same cached figure
 * as the API and the footer), published agents, and listings published in the last NEW_PROJECT_DAYS
 * days (a range over the (open_state, delete_flag, published_at) index).
 */
export async function getSiteFigures(now = new Date()): Promise<SiteFigures> {
  const [count, agents, addedThisWeek] = await Promise.all([
    getProjectCount(),
    getAgentCount(),
    cached("listings-this-week", SITE_FIGURES_TTL_MS, async () => {
      const since = new Date(now.getTime() - NEW_PROJECT_DAYS * 86_400_000).toISOString();
      const row = await getDb()
        .selectFrom("projects")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where(openListing)
        .where("published_at", ">=", since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    }),
  ]);
  return { ...count, agents, addedThisWeek };
}

export type ActiveAgent = { id: number; name: string; logoUrl: string; count: number };

/** The agents posting most of the newest open listings: who is active now (the top page's logos). */
export function getActiveAgents(limit: number): Promise<ActiveAgent[]> {
  return cached(`active-agents:${limit}`, SITE_FIGURES_TTL_MS * 10, async () => {
    const rows = await getDb()
      .with("recent", () => newestOpenListings())
      .selectFrom("recent")
      .innerJoin("agents", "agents.id", "recent.agent_id")
      .where("agents.is_published", "=", 1)
      .select((eb) => ["agents.id", "agents.name", "agents.logo_url", eb.fn.countAll<number>().as("count")])
      .groupBy(["agents.id", "agents.name", "agents.logo_url"])
      .orderBy("count", "desc")
      .orderBy("agents.id")
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, logoUrl: r.logo_url, count: Number(r.count) }));
  });
}

export type PopularItem = { id: number; name: string; count: number };

/**
 * "Popular" means most asked for among the newest open listings: current demand, and a bounded
 * query (an aggregate over every listing would block the server on a large site).
 */
export const POPULARITY_SAMPLE_SIZE = 5_000;

function newestOpenListings() {
  return getDb()
    .selectFrom("projects")
    .select(["id", "prefecture_id", "agent_id"])
    .where(openListing)
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
