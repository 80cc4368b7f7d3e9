// The footer's search lists (spec §3 "Footer link data"): the same data serves the footer and
// GET /api/project/count/footer.
import { getDb } from "~/db/client.server";
import { cached } from "~/utils/cache.server";
import { IGNORED_JOB_TYPE_IDS } from "~/constants";

export type SearchLink = { id: number; name: string };
export type FooterLinks = { skill: SearchLink[]; fw: SearchLink[]; jobType: SearchLink[]; prefecture: SearchLink[]; agent: SearchLink[] };

export function getFooterLinks(): Promise<FooterLinks> {
  return cached("footer-links", 5 * 60_000, async () => {
    const db = getDb();
    const [skills, jobTypes, prefectures, agents] = await Promise.all([
      db.selectFrom("skills").select(["id", "name", "kind"]).orderBy("sort_order").execute(),
      db.selectFrom("job_types").select(["id", "name"]).where("id", "not in", [...IGNORED_JOB_TYPE_IDS]).orderBy("sort_order").execute(),
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
