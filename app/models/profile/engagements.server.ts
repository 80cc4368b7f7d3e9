// A member's engagements: changed only by their owner.
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { moved } from "./engagements";
import type { EngagementInput } from "./schemas";

export type Engagement = EngagementInput & { id: number };

const phaseList = (text: string) => (text ? text.split(",").map(Number) : []);

export async function listEngagements(userId: number, db: Kysely<Database> = getDb()): Promise<Engagement[]> {
  const rows = await db.selectFrom("career_experiences").selectAll().where("user_id", "=", userId).orderBy("sort_order").orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    startedOn: r.started_on,
    endedOn: r.ended_on,
    company: r.company,
    clientType: r.client_type,
    description: r.description,
    role: r.role,
    teamSize: r.team_size,
    phases: phaseList(r.phases),
    skillIds: safeIds(r.skills),
  }));
}

function safeIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json || "[]");
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

const columns = (e: EngagementInput) => ({
  started_on: e.startedOn,
  ended_on: e.endedOn,
  company: e.company,
  client_type: e.clientType,
  description: e.description,
  role: e.role,
  team_size: e.teamSize,
  phases: e.phases.join(","),
  skills: JSON.stringify(e.skillIds),
});

/** A new one goes at the top. */
export async function saveEngagement(userId: number, input: EngagementInput, id?: number): Promise<boolean> {
  const db = getDb();
  if (id !== undefined) {
    const result = await db.updateTable("career_experiences").set(columns(input)).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  await db.transaction().execute(async (trx) => {
    const { lowest } = await trx
      .selectFrom("career_experiences")
      .select((eb) => eb.fn.min<number>("sort_order").as("lowest"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("career_experiences")
      .values({ user_id: userId, ...columns(input), sort_order: (lowest ?? 1) - 1 })
      .execute();
  });
  return true;
}

export async function removeEngagement(userId: number, id: number) {
  await getDb().deleteFrom("career_experiences").where("id", "=", id).where("user_id", "=", userId).execute();
}

export async function moveEngagement(userId: number, id: number, direction: "up" | "down") {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const ids = (await listEngagements(userId, trx)).map((e) => e.id);
      const order = moved(ids, id, direction);
      for (const [i, engagementId] of order.entries())
        await trx.updateTable("career_experiences").set({ sort_order: i }).where("id", "=", engagementId).where("user_id", "=", userId).execute();
    });
}
