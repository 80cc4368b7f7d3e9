// Agents as the project pages need them.
import { getDb } from "~/db/client.server";

export async function getAgentName(id: number): Promise<string | undefined> {
  const row = await getDb().selectFrom("agents").select("name").where("id", "=", id).where("is_published", "=", 1).executeTakeFirst();
  return row?.name;
}
