// Project listings as the global screens need them: the open count, the newest, the most popular
// skills and prefectures. Search itself lives in app/search.
import { getDb } from "~/db/client.server";
import { lastConfirmedAt } from "~/models/listing/freshness";
import { cached } from "~/utils/cache.server";
import type { ListingTerms } from "~/models/listing/rows";
import { isOpenState, SkillRequirement } from "~/models/listing/rules";
import { notDeletedListing, openListing } from "~/models/listing/queries.server";
import { keptListingRows } from "~/models/listing/kept-rows.server";
import { NEW_PROJECT_DAYS } from "~/constants";
import { getAgentCount } from "~/models/search-links.server";

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
        .where(openListing)
        .executeTakeFirstOrThrow(),
      db.selectFrom("project_changes").select("changed_at").orderBy("seq", "desc").limit(1).executeTakeFirst(),
    ]);
    return { count: Number(open.count), updated_at: lastChange?.changed_at ?? null };
  });
}

export type SiteFigures = ProjectCount & { agents: number; addedThisWeek: number };

/**
 * The figures the top page shows a visitor (issue 14): open listings and the last change (the same cached
 * figure as the API and the footer), published agents, and listings published in the last NEW_PROJECT_DAYS
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

export type ProjectCard = ListingTerms & {
  id: number;
  title: string;
  agentName: string;
  location: string;
  publishedAt: string;
  closed: boolean;
  skills: Array<{ id: number; name: string }>;
  /** How many agents post this project (1 unless it is grouped with other agents' listings). */
  agentCount: number;
  /** Open but unconfirmed by any feed for STALE_AFTER_DAYS (models/listing/freshness.ts). */
  stale: boolean;
};

/** The newest open listings, as cards. Cached like the count: the top page is the most visited. */
export function getNewestProjects(limit: number): Promise<ProjectCard[]> {
  return cached(`newest-projects:${limit}`, SITE_FIGURES_TTL_MS, () => loadNewestProjects(limit));
}

async function loadNewestProjects(limit: number): Promise<ProjectCard[]> {
  const rows = await getDb()
    .selectFrom("projects")
    .select("id")
    .where(openListing)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return getProjectCards(rows.map((r) => r.id));
}

/** A card as read from the database: all but its group's agent count, which other listings' changes move. */
type CardRow = Omit<ProjectCard, "agentCount"> & { groupId: number | null };

/** Cards' rows, kept between requests until their listing changes, and groups' agent counts until any listing
 * changes (listing/kept-rows.server.ts). */
const cardRows = keptListingRows(loadCardRows);
const groupCounts = keptListingRows(groupAgentCounts, { byGroup: true });

/** Cards for these listings, in the order given (the search index decides the order). */
export async function getProjectCards(ids: number[]): Promise<ProjectCard[]> {
  if (ids.length === 0) return [];
  const rows = await cardRows(ids);
  const agentCounts = await groupCounts([...rows.values()].flatMap((row) => (row.groupId == null ? [] : [row.groupId])));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row) return [];
    const { groupId, ...card } = row;
    return [{ ...card, agentCount: (groupId != null && agentCounts.get(groupId)) || 1 }];
  });
}

async function loadCardRows(ids: number[]): Promise<Map<number, CardRow>> {
  const db = getDb();
  const [rows, skills] = await Promise.all([
    db
      .selectFrom("projects")
      .innerJoin("agents", "agents.id", "projects.agent_id")
      .select([
        "projects.id",
        "projects.title",
        "agents.name as agentName",
        "projects.price_min as priceMin",
        "projects.price_max as priceMax",
        "projects.price_unit as priceUnit",
        "projects.workdays_min as workdaysMin",
        "projects.workdays_max as workdaysMax",
        "projects.remote_type as remoteType",
        "projects.location_text as location",
        "projects.published_at as publishedAt",
        "projects.open_state as openState",
        "projects.group_id as groupId",
        "projects.stale as staleMark",
      ])
      .where("projects.id", "in", ids)
      .execute(),
    db
      .selectFrom("project_skills")
      .innerJoin("skills", "skills.id", "project_skills.skill_id")
      .select(["project_skills.project_id", "skills.id", "skills.name"])
      .where("project_skills.project_id", "in", ids)
      .where("project_skills.requirement", "=", SkillRequirement.required)
      .orderBy("skills.sort_order")
      .execute(),
  ]);
  // Grouped in one pass, in skill order.
  const skillsById = new Map<number, { id: number; name: string }[]>();
  for (const { project_id, id, name } of skills) {
    const ofListing = skillsById.get(project_id);
    if (ofListing) ofListing.push({ id, name });
    else skillsById.set(project_id, [{ id, name }]);
  }
  return new Map(
    rows.map(({ openState, staleMark, ...row }) => [
      row.id,
      { ...row, closed: !isOpenState(openState), stale: isOpenState(openState) && staleMark === 1, skills: skillsById.get(row.id) ?? [] },
    ]),
  );
}

export type ProjectTitle = Pick<ProjectCard, "id" | "title" | "priceMin" | "priceMax" | "priceUnit">;

/** Titles and prices for these listings, in the order given: a list of links (a detail page's 「次に見たい案件」)
 * needs no more, and thirty full cards were two more queries and their skills in the page's data. Read from
 * the cards' kept rows: the same listings are on search pages. */
export async function getProjectTitles(ids: number[]): Promise<ProjectTitle[]> {
  if (ids.length === 0) return [];
  const rows = await cardRows(ids);
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [{ id, title: row.title, priceMin: row.priceMin, priceMax: row.priceMax, priceUnit: row.priceUnit }] : [];
  });
}

/**
 * For each group, how many agents post it (open listings only). The open condition is counted, not
 * filtered on: in the WHERE clause, SQLite took it for the better index and read every open listing
 * (6 ms a page at 20,000 listings, seconds at 1,000,000) instead of the groups' few rows.
 */
async function groupAgentCounts(groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await getDb()
    .selectFrom("projects")
    .select([
      "group_id",
      (eb) =>
        eb.fn
          .count<number>(eb.case().when(openListing).then(eb.ref("agent_id")).end())
          .distinct()
          .as("agents"),
    ])
    .where("group_id", "in", [...new Set(groupIds)])
    .groupBy("group_id")
    .execute();
  return new Map(rows.map((r) => [r.group_id!, Number(r.agents)]));
}

/** Every open listing of these projects (their groups), by agent, each group's in id order (none for a group
 * without one): the detail page lists them all. */
async function loadGroupListings(groupIds: number[]) {
  const rows = await getDb()
    .selectFrom("projects")
    .innerJoin("agents", "agents.id", "projects.agent_id")
    .select([
      "projects.group_id as groupId",
      "projects.id",
      "projects.price_min as priceMin",
      "projects.price_max as priceMax",
      "projects.price_unit as priceUnit",
      "agents.name as agentName",
    ])
    .where("projects.group_id", "in", groupIds)
    .where(openListing)
    .orderBy("projects.id")
    .execute();
  const byGroup = new Map(groupIds.map((id) => [id, [] as Array<Omit<(typeof rows)[number], "groupId">>]));
  for (const { groupId, ...listing } of rows) byGroup.get(groupId!)?.push(listing);
  return byGroup;
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

export type ProjectDetail = NonNullable<Awaited<ReturnType<typeof getProjectDetail>>>;

/** Detail pages' listings kept at most: a detail is some 5 KB. */
const KEPT_DETAILS_MAX = 2_000;

/** A detail page's listing, kept until it changes, and its group's other listings, kept until any listing changes
 * (listing/kept-rows.server.ts): a page read five queries for its listing and one for its group. */
const detailRows = keptListingRows(loadDetails, { max: KEPT_DETAILS_MAX });
const groupListings = keptListingRows(loadGroupListings, { byGroup: true });

/** Everything the detail page shows; null when there is no such listing (or it was deleted). */
export async function getProjectDetail(id: number) {
  const detail = (await detailRows([id])).get(id);
  if (!detail) return null;
  const group = detail.groupId == null ? [] : ((await groupListings([detail.groupId])).get(detail.groupId) ?? []);
  return { ...detail, otherAgents: group.filter((listing) => listing.id !== id) };
}

async function loadDetails(ids: number[]) {
  const details = await Promise.all(ids.map(loadDetail));
  return new Map(details.flatMap((detail) => (detail ? [[detail.id, detail] as const] : [])));
}

async function loadDetail(id: number) {
  const db = getDb();
  const project = await db
    .selectFrom("projects")
    .innerJoin("project_details", "project_details.project_id", "projects.id")
    .innerJoin("agents", "agents.id", "projects.agent_id")
    .leftJoin("prefectures", "prefectures.id", "projects.prefecture_id")
    .leftJoin("stations", "stations.id", "projects.station_id")
    .selectAll("project_details")
    .select([
      "projects.id",
      "projects.title",
      "projects.agent_id as agentId",
      "projects.agent_ref as agentRef",
      "projects.price_min as priceMin",
      "projects.price_max as priceMax",
      "projects.price_unit as priceUnit",
      "projects.workdays_min as workdaysMin",
      "projects.workdays_max as workdaysMax",
      "projects.remote_type as remoteType",
      "projects.work_style as workStyle",
      "projects.open_state as openState",
      "projects.start_timing as startTiming",
      "projects.start_date as startDate",
      "projects.prefecture_id as prefectureId",
      "prefectures.name as prefectureName",
      "projects.station_id as stationId",
      "stations.name as stationName",
      "projects.location_text as location",
      "projects.published_at as publishedAt",
      "projects.updated_at as updatedAt",
      "projects.closed_at as closedAt",
      "agents.name as agentName",
      "agents.catch_copy as agentCatchCopy",
      "agents.logo_url as agentLogoUrl",
      "agents.url as agentUrl",
      "projects.url as url",
      "projects.group_id as groupId",
      "projects.stale as staleMark",
      "agents.feed_confirmed_at as agentConfirmedAt",
    ])
    .where("projects.id", "=", id)
    .where(notDeletedListing)
    .executeTakeFirst();
  if (!project) return null;
  const [skills, jobTypes, industries, characteristics] = await Promise.all([
    db
      .selectFrom("project_skills")
      .innerJoin("skills", "skills.id", "project_skills.skill_id")
      .select(["skills.id", "skills.name", "project_skills.requirement"])
      .where("project_id", "=", id)
      .orderBy("skills.sort_order")
      .execute(),
    db
      .selectFrom("project_job_types")
      .innerJoin("job_types", "job_types.id", "project_job_types.value_id")
      .select(["job_types.id", "job_types.name"])
      .where("project_id", "=", id)
      .execute(),
    db
      .selectFrom("project_industries")
      .innerJoin("industries", "industries.id", "project_industries.value_id")
      .select(["industries.id", "industries.name"])
      .where("project_id", "=", id)
      .execute(),
    db
      .selectFrom("project_characteristics")
      .innerJoin("characteristics", "characteristics.id", "project_characteristics.value_id")
      .select(["characteristics.id", "characteristics.name"])
      .where("project_id", "=", id)
      .orderBy("characteristics.id")
      .execute(),
  ]);
  const { staleMark, agentConfirmedAt, ...listing } = project;
  return {
    ...listing,
    closed: !isOpenState(project.openState),
    lastConfirmedAt: lastConfirmedAt({ updated_at: project.updatedAt }, { feed_confirmed_at: agentConfirmedAt }),
    stale: isOpenState(project.openState) && staleMark === 1,
    requiredSkills: skills.filter((s) => s.requirement === SkillRequirement.required).map(({ id, name }) => ({ id, name })),
    welcomeSkills: skills.filter((s) => s.requirement !== SkillRequirement.required).map(({ id, name }) => ({ id, name })),
    jobTypes,
    industries,
    characteristics,
  };
}
