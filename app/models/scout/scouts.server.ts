import { getDb } from "~/db/client.server";
import { parseId } from "~/models/listing/ids";

export type ScoutSummary = { id: number; title: string; agentName: string; sentAt: string; isUnopened: boolean };
export type ScoutDetail = ScoutSummary & { body: string; agentId: number; projectId: number | null };

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

/** Another member's is not found; marked opened once read. */
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

/** `openingId`: the scout this request opens (the frame renders beside the page that marks it) counts as opened. */
export async function hasUnopenedScout(userId: number, openingId: number | null = null): Promise<boolean> {
  let query = getDb().selectFrom("scouts").select("id").where("user_id", "=", userId).where("opened_at", "is", null);
  if (openingId !== null) query = query.where("id", "!=", openingId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export function scoutOpenedBy(request: Request): number | null {
  const match = /^\/scout\/detail\/(\d{1,10})\/$/.exec(new URL(request.url).pathname);
  return match ? parseId(match[1]) : null;
}
