// Listings for /project/user_profile/. Until members have profiles, the visitor's browsing history
// (kept in the browser, sent as ?based_on=ids) stands in: the skills and prefecture they looked at
// most, in recommended order, without the listings already seen.
import { getDb } from "~/db/client.server";
import { PROJECT_PAGE_SIZE } from "~/constants";
import { SkillRequirement } from "~/models/listing/rules";
import { parseIdList, type Filters } from "./query";
import { getSearchEngine } from "./engine.server";

const HISTORY_USED = 50;

export async function profileMatches(basedOn: string | null) {
  const browsed = parseIdList(basedOn ? [basedOn] : []).slice(0, HISTORY_USED);
  const engine = await getSearchEngine();
  let filters: Filters = {};
  if (browsed.length > 0) {
    const db = getDb();
    const [skills, prefectures] = await Promise.all([
      db
        .selectFrom("project_skills")
        .select((eb) => ["skill_id", eb.fn.countAll<number>().as("n")])
        .where("project_id", "in", browsed)
        .where("requirement", "=", SkillRequirement.required)
        .groupBy("skill_id")
        .orderBy("n", "desc")
        .orderBy("skill_id")
        .limit(3)
        .execute(),
      db
        .selectFrom("projects")
        .select((eb) => ["prefecture_id", eb.fn.countAll<number>().as("n")])
        .where("id", "in", browsed)
        .where("prefecture_id", "is not", null)
        .groupBy("prefecture_id")
        .orderBy("n", "desc")
        .limit(1)
        .execute(),
    ]);
    filters = {
      ...(skills.length ? { skill: skills.map((s) => s.skill_id) } : {}),
      ...(prefectures.length ? { prefecture: [prefectures[0].prefecture_id!] } : {}),
    };
  }
  const seen = new Set(browsed);
  const pick = (f: Filters) =>
    engine.search({ filters: f, keyword: "", sort: "suggest", page: 1 }, PROJECT_PAGE_SIZE + seen.size).ids.filter((id) => !seen.has(id));
  let ids = pick(filters);
  // Too narrow (a rare prefecture): drop the place, then everything.
  if (ids.length < 10 && filters.prefecture) ids = pick({ skill: filters.skill });
  if (ids.length < 10) ids = pick({});
  return { ids: ids.slice(0, PROJECT_PAGE_SIZE), filters, basedOnHistory: browsed.length > 0 };
}
