// A detail page's listing, with its group's other agents' listings, kept between requests until they change.
import { getDb } from "~/db/client.server";
import { lastConfirmedAt } from "~/models/listing/freshness";
import { keptListingRows } from "~/models/listing/kept-rows.server";
import { notDeletedListing, openListing } from "~/models/listing/queries.server";
import { isOpenState, SkillRequirement } from "~/models/listing/rules";

export type ProjectDetail = NonNullable<Awaited<ReturnType<typeof getProjectDetail>>>;

/** Detail pages' listings kept at most: a detail is larger than a card, so fewer are kept. */
const KEPT_DETAILS_MAX = 2_000;

/** A detail page's listing, kept until it changes, and its group's other listings, kept until any listing changes (listing/kept-rows.server.ts). */
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
