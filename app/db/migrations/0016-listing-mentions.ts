// The vocabulary's words a listing's texts name beyond its title and tags (its description, skill
// texts, comment), kept with the listing so the keyword search reads the whole listing without
// holding every description in memory (docs/decisions/042-search-understands-words.md).
// The listings already here get theirs now, a batch at a time.
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
      const jobs = await db
        .selectFrom("project_job_types")
        .select(["project_id", "value_id"])
        .where(
          "project_id",
          "in",
          rows.map((r) => r.project_id),
        )
        .execute();
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          const jobIds = jobs.filter((j) => j.project_id === row.project_id).map((j) => j.value_id as number);
          const mentions = listingMentions([row.detail, row.required_skill, row.welcome_skill, row.skill_original, row.comment], jobIds);
          if (mentions) await trx.updateTable("projects").set({ mentions }).where("id", "=", row.project_id).execute();
        }
      });
    }
  },
};
