// The vocabulary's words a listing's long texts name, kept so the keyword search reads the whole
// listing without holding every description in memory (decision 042).
import type { Kysely, Migration } from "kysely";
import { listingMentions } from "~/ingest/mapping";

const BATCH = 2_000;

export const listingMentionsSchema: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("projects")
      .addColumn("mentions", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    let after = 0;
    for (;;) {
      const rows: Array<{ project_id: number; detail: string; required_skill: string; welcome_skill: string; skill_original: string; comment: string }> =
        await db
          .selectFrom("project_details")
          .select(["project_id", "detail", "required_skill", "welcome_skill", "skill_original", "comment"])
          .where("project_id", ">", after)
          .orderBy("project_id")
          .limit(BATCH)
          .execute();
      if (rows.length === 0) return;
      after = rows[rows.length - 1].project_id;
      const ids = rows.map((r) => r.project_id);
      const byProject = (links: Array<{ project_id: number; id: number }>) => {
        const map = new Map<number, number[]>();
        for (const link of links) map.set(link.project_id, [...(map.get(link.project_id) ?? []), link.id]);
        return map;
      };
      const jobs = byProject(await db.selectFrom("project_job_types").select(["project_id", "value_id as id"]).where("project_id", "in", ids).execute());
      const skills = byProject(await db.selectFrom("project_skills").select(["project_id", "skill_id as id"]).where("project_id", "in", ids).execute());
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const texts = [row.detail, row.required_skill, row.welcome_skill, row.skill_original, row.comment];
          const mentions = listingMentions(texts, jobs.get(row.project_id) ?? [], skills.get(row.project_id) ?? []);
          if (mentions) await trx.updateTable("projects").set({ mentions }).where("id", "=", row.project_id).execute();
        }
      });
    }
  },
};
