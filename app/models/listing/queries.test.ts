// The open-listing filter in SQL, on both databases, agreeing with the rule in rules.ts.
import { beforeAll, describe, expect, it } from "vitest";
import { DeleteFlag, ProjectOpenState } from "~/constants";
import { testDatabases, useAppDatabase } from "~/db/testing.server";
import { notDeletedListing, openListing } from "./queries.server";
import { isOpenListing } from "./rules";

const LISTINGS = [
  { id: 1, open_state: ProjectOpenState.open, delete_flag: DeleteFlag.notDeleted },
  { id: 2, open_state: ProjectOpenState.close, delete_flag: DeleteFlag.notDeleted },
  { id: 3, open_state: ProjectOpenState.open, delete_flag: DeleteFlag.deleted },
  { id: 4, open_state: ProjectOpenState.close, delete_flag: DeleteFlag.deleted },
];

for (const target of testDatabases()) {
  describe(`listing queries on ${target.name}`, () => {
    const appDatabase = useAppDatabase(target);

    beforeAll(async () => {
      const { db } = appDatabase();
      const [agent] = await db.insertInto("agents").values({ name: "テスト" }).returning("id").execute();
      const at = new Date(Date.UTC(2026, 10, 1)).toISOString();
      await db
        .insertInto("projects")
        .values(
          LISTINGS.map((l) => ({
            ...l,
            agent_id: agent.id,
            agent_ref: `R${l.id}`,
            title: `案件${l.id}`,
            price_min: null,
            price_max: null,
            workdays_min: null,
            workdays_max: null,
            start_date: null,
            prefecture_id: null,
            station_id: null,
            group_id: null,
            published_at: at,
            created_at: at,
            closed_at: null,
          })),
        )
        .execute();
    });

    it("finds only the open listings that are not deleted", async () => {
      const rows = await appDatabase().db.selectFrom("projects").select("id").where(openListing).orderBy("id").execute();
      expect(rows.map((r) => r.id)).toEqual([1]);
      expect(rows.map((r) => r.id)).toEqual(LISTINGS.filter(isOpenListing).map((l) => l.id));
    });

    it("works in a joined query", async () => {
      const rows = await appDatabase()
        .db.selectFrom("projects")
        .innerJoin("agents", "agents.id", "projects.agent_id")
        .select(["projects.id", "agents.name"])
        .where(openListing)
        .execute();
      expect(rows).toEqual([{ id: 1, name: "テスト" }]);
    });

    it("keeps closed listings when only the deleted ones are left out", async () => {
      const rows = await appDatabase().db.selectFrom("projects").select("id").where(notDeletedListing).orderBy("id").execute();
      expect(rows.map((r) => r.id)).toEqual([1, 2]);
    });
  });
}
