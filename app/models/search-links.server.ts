// The search lists: the footer shows the first FOOTER_LIST_LIMIT of each, the site map every item, so
// each category page stays one link away.
import { getDb } from "~/db/client.server";
import { cached } from "~/utils/cache.server";
import { IGNORED_JOB_TYPE_IDS } from "~/constants";
import type { SearchLinks } from "~/utils/links";
import { getSearchEngine } from "~/search/engine.server";
import { categoryFilters, type CategoryKey } from "~/search/categories";

export const FOOTER_LIST_LIMIT = 30;

/** In the master data's order (most searched first). */
export function getAllSearchLinks(): Promise<SearchLinks> {
  return cached("search-links", 5 * 60_000, async () => {
    const db = getDb();
    const [skills, jobTypes, prefectures, agents] = await Promise.all([
      db.selectFrom("skills").select(["id", "name", "kind"]).orderBy("sort_order").execute(),
      db
        .selectFrom("job_types")
        .select(["id", "name"])
        .where("id", "not in", [...IGNORED_JOB_TYPE_IDS])
        .orderBy("sort_order")
        .execute(),
      db.selectFrom("prefectures").select(["id", "name"]).orderBy("id").execute(),
      db.selectFrom("agents").select(["id", "name"]).where("is_published", "=", 1).orderBy("id").execute(),
    ]);
    return {
      skill: skills.filter((s) => s.kind !== "framework").map(({ id, name }) => ({ id, name })),
      fw: skills.filter((s) => s.kind === "framework").map(({ id, name }) => ({ id, name })),
      jobType: jobTypes,
      prefecture: prefectures,
      agent: agents,
    };
  });
}

const CATEGORY_OF_LIST: Record<keyof SearchLinks, CategoryKey> = { skill: "skill", fw: "skill", jobType: "job", prefecture: "prefecture", agent: "agent" };

/** The site map links no page that would say 0件. */
export function getSearchLinksWithListings(): Promise<SearchLinks> {
  return cached("search-links-with-listings", 60_000, async () => {
    const [all, engine] = await Promise.all([getAllSearchLinks(), getSearchEngine()]);
    const withListings = (key: keyof SearchLinks) => all[key].filter((item) => engine.count(categoryFilters(CATEGORY_OF_LIST[key], item.id)) > 0);
    return {
      skill: withListings("skill"),
      fw: withListings("fw"),
      jobType: withListings("jobType"),
      prefecture: withListings("prefecture"),
      agent: withListings("agent"),
    };
  });
}

export async function getFooterLinks(): Promise<SearchLinks> {
  return footerLinksOf(await getAllSearchLinks());
}

export function footerLinksOf(all: SearchLinks): SearchLinks {
  return {
    skill: all.skill.slice(0, FOOTER_LIST_LIMIT),
    fw: all.fw.slice(0, FOOTER_LIST_LIMIT),
    jobType: all.jobType.slice(0, FOOTER_LIST_LIMIT),
    prefecture: all.prefecture,
    agent: all.agent.slice(0, FOOTER_LIST_LIMIT),
  };
}

export async function getAgentCount(): Promise<number> {
  return (await getAllSearchLinks()).agent.length;
}
