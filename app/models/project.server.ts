// Listings as cards, and as titles with prices, kept between requests until they change; the order is the caller's.
import { getDb } from "~/db/client.server";
import { keptListingRows } from "~/models/listing/kept-rows.server";
import { openListing } from "~/models/listing/queries.server";
import type { ListingTerms } from "~/models/listing/rows";
import { isOpenState, SkillRequirement } from "~/models/listing/rules";
import { SITE_FIGURES_TTL_MS } from "~/models/site-figures.server";
import { cached } from "~/utils/cache.server";

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

/** Cards' rows, kept until their listing changes, and groups' agent counts, until any listing changes (listing/kept-rows.server.ts). */
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

/**
 * Titles and prices for these listings, in the order given: a list of links (a detail page's 「次に見たい案件」)
 * needs no more than that, read from the cards' kept rows, since the same listings are on search pages.
 */
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
 * instead of the groups' few rows (docs/decisions/025-first-paint-requests-and-group-counts.md).
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
