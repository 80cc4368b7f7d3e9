// Kept listing rows on both databases: read once, and as fresh as the database after any write.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ProjectOpenState } from "~/constants";
import { testDatabases, useAppDatabase } from "~/db/testing.server";
import { getProjectDetail } from "~/models/project-detail.server";
import { getProjectCards } from "~/models/project.server";
import { SkillRequirement } from "./rules";
import { KEPT_ROW_MS, keptListingRows } from "./kept-rows.server";

for (const target of testDatabases()) {
  describe(`kept listing rows on ${target.name}`, () => {
    const appDatabase = useAppDatabase(target);
    let agents: number[] = [];

    beforeAll(async () => {
      const { db } = appDatabase();
      agents = (
        await db
          .insertInto("agents")
          .values([{ name: "エージェントA" }, { name: "エージェントB" }])
          .returning("id")
          .execute()
      ).map((a) => a.id);
      const at = new Date(Date.UTC(2026, 10, 1)).toISOString();
      await db
        .insertInto("projects")
        .values(
          [1, 2, 3].map((id) => ({
            id,
            agent_id: agents[id === 3 ? 1 : 0],
            agent_ref: `R${id}`,
            title: `【Java】案件${id}`,
            open_state: ProjectOpenState.open,
            published_at: at,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      const text = {
        detail: "業務内容",
        required_skill: "",
        welcome_skill: "",
        skill_original: "",
        price_original: "",
        working_hours: "",
        comment: "",
        characteristic: "",
      };
      await db
        .insertInto("project_details")
        .values([1, 2, 3].map((id) => ({ project_id: id, ...text })))
        .execute();
      await db
        .insertInto("project_skills")
        .values([1, 2, 3].map((id) => ({ project_id: id, skill_id: 1, requirement: SkillRequirement.required })))
        .execute();
    });

    afterEach(() => vi.restoreAllMocks());

    it("reads a listing once, then only the change sequence, until the listing changes", async () => {
      const reads: number[][] = [];
      const rowsOf = keptListingRows(async (ids) => {
        reads.push(ids);
        const rows = await appDatabase().db.selectFrom("projects").select(["id", "title"]).where("id", "in", ids).execute();
        return new Map(rows.map((row) => [row.id, row]));
      });
      expect([...(await rowsOf([1, 2, 99])).values()].map((r) => r.title)).toEqual(["【Java】案件1", "【Java】案件2"]);
      await rowsOf([2, 1, 99]);
      // An id the database does not hold is asked for again; kept ones are not.
      expect(reads).toEqual([[1, 2, 99], [99]]);

      await appDatabase().db.updateTable("projects").set({ title: "【Java】案件1（改）" }).where("id", "=", 1).execute();
      expect((await rowsOf([1, 2])).get(1)?.title).toBe("【Java】案件1（改）");
      expect(reads.at(-1)).toEqual([1]);
    });

    it("shows a card as the database holds it right after a write: closed, its skills, its title", async () => {
      const { db } = appDatabase();
      const [before] = await getProjectCards([1]);
      expect(before).toMatchObject({ id: 1, closed: false, agentName: "エージェントA", skills: [{ id: 1, name: "Java" }], agentCount: 1 });
      expect((await getProjectCards([1]))[0].skills).toBe(before.skills);

      // As an import writes: the listing's row and its skills in one transaction.
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("projects").set({ open_state: ProjectOpenState.close, title: "【PHP】案件1" }).where("id", "=", 1).execute();
        await trx.deleteFrom("project_skills").where("project_id", "=", 1).execute();
        await trx.insertInto("project_skills").values({ project_id: 1, skill_id: 2, requirement: SkillRequirement.required }).execute();
      });
      const [after] = await getProjectCards([1]);
      expect(after).toMatchObject({ closed: true, title: "【PHP】案件1" });
      expect(after.skills.map((s) => s.id)).toEqual([2]);
    });

    it("counts a group's agents afresh when another listing joins it", async () => {
      const { db } = appDatabase();
      await db.updateTable("projects").set({ group_id: 2 }).where("id", "=", 2).execute();
      expect((await getProjectCards([2]))[0].agentCount).toBe(1);
      await db.updateTable("projects").set({ group_id: 2 }).where("id", "=", 3).execute();
      expect((await getProjectCards([2]))[0].agentCount).toBe(2);
    });

    it("shows a detail page's listing and its group's other listings as the database holds them", async () => {
      const { db } = appDatabase();
      const before = await getProjectDetail(2);
      expect(before).toMatchObject({ id: 2, title: "【Java】案件2", otherAgents: [{ id: 3, agentName: "エージェントB" }] });
      expect((await getProjectDetail(2))?.requiredSkills).toBe(before?.requiredSkills);
      await db.updateTable("projects").set({ title: "【Go】案件2" }).where("id", "=", 2).execute();
      expect(await getProjectDetail(2)).toMatchObject({ title: "【Go】案件2", otherAgents: [{ id: 3 }] });
      // The other listing closes: the page no longer offers it, though the page's own listing did not change.
      await db.updateTable("projects").set({ open_state: ProjectOpenState.close }).where("id", "=", 3).execute();
      expect((await getProjectDetail(2))?.otherAgents).toEqual([]);
      await db.updateTable("projects").set({ open_state: ProjectOpenState.open }).where("id", "=", 3).execute();
      expect(await getProjectDetail(99)).toBeNull();
    });

    it("shows an agent's new name once the kept row is KEPT_ROW_MS old", async () => {
      const { db } = appDatabase();
      expect((await getProjectCards([3]))[0].agentName).toBe("エージェントB");
      await db.updateTable("agents").set({ name: "エージェントB（新）" }).where("id", "=", agents[1]).execute();
      const now = Date.now();
      vi.spyOn(Date, "now").mockReturnValue(now + KEPT_ROW_MS);
      expect((await getProjectCards([3]))[0].agentName).toBe("エージェントB（新）");
    });
  });
}
