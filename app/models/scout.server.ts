// Scouts: offers that agents send to a member (spec §2 /scout, /scout/detail/{id}).
import { getDb } from "~/db/client.server";

export type ScoutSummary = { id: number; title: string; agentName: string; sentAt: string; isUnopened: boolean };
export type ScoutDetail = ScoutSummary & { body: string; agentId: number; projectId: number | null };

/** A member's scouts, newest first. */
export async function listScouts(userId: number, limit = 100): Promise<ScoutSummary[]> {
  const rows = await getDb()
    .selectFrom("scouts")
    .innerJoin("agents", "agents.id", "scouts.agent_id")
    .select(["scouts.id", "scouts.title", "agents.name as agent_name", "scouts.sent_at", "scouts.opened_at"])
    .where("scouts.user_id", "=", userId)
    .orderBy("scouts.sent_at", "desc")
    .orderBy("scouts.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, agentName: r.agent_name, sentAt: r.sent_at, isUnopened: r.opened_at === null }));
}

/** One of the member's own scouts (another member's is not found), marked opened once read. */
export async function openScout(userId: number, id: number): Promise<ScoutDetail | null> {
  const row = await getDb()
    .selectFrom("scouts")
    .innerJoin("agents", "agents.id", "scouts.agent_id")
    .select([
      "scouts.id",
      "scouts.title",
      "scouts.body",
      "scouts.agent_id",
      "scouts.project_id",
      "agents.name as agent_name",
      "scouts.sent_at",
      "scouts.opened_at",
    ])
    .where("scouts.user_id", "=", userId)
    .where("scouts.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.opened_at === null) await getDb().updateTable("scouts").set({ opened_at: new Date().toISOString() }).where("id", "=", id).execute();
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    agentId: row.agent_id,
    projectId: row.project_id,
    agentName: row.agent_name,
    sentAt: row.sent_at,
    isUnopened: row.opened_at === null,
  };
}
