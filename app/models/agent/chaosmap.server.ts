// The yearly chaos maps: which agents the editors put in which group. Stored per year: a map stays as drawn.
import { getDb } from "~/db/client.server";
import { AGENT_FOCI } from "~/data/agent-foci";

export async function chaosmapYears(): Promise<number[]> {
  const rows = await getDb().selectFrom("agent_chaosmap_entries").select("year").distinct().orderBy("year", "desc").execute();
  return rows.map((r) => r.year);
}

export type ChaosmapGroup = { id: string; name: string; lead: string; agents: Array<{ id: number; name: string; logoUrl: string }> };

export async function getChaosmap(year: number): Promise<ChaosmapGroup[]> {
  const rows = await getDb()
    .selectFrom("agent_chaosmap_entries")
    .innerJoin("agents", "agents.id", "agent_chaosmap_entries.agent_id")
    .select(["focus_id", "agents.id", "agents.name", "agents.logo_url"])
    .where("year", "=", year)
    .where("agents.is_published", "=", 1)
    .orderBy("sort_order")
    .orderBy("agents.id")
    .execute();
  return AGENT_FOCI.map((focus) => ({
    id: focus.id,
    name: focus.name,
    lead: focus.lead,
    agents: rows.filter((r) => r.focus_id === focus.id).map((r) => ({ id: r.id, name: r.name, logoUrl: r.logo_url })),
  })).filter((group) => group.agents.length > 0);
}
