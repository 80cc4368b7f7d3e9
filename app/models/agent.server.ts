// Agents as the project pages need them.
import { getDb } from "~/db/client.server";

export async function getAgentName(id: number): Promise<string | undefined> {
  const row = await getDb().selectFrom("agents").select("name").where("id", "=", id).where("is_published", "=", 1).executeTakeFirst();
  return row?.name;
}

export async function getAgentNames(ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().selectFrom("agents").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
