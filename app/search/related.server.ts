// Listings related to one listing, from the index: similar ones (similar.ts) and the next ones
// (same job type, newest first).
import { NEXT_CARD_COUNT } from "~/constants";
import { getSearchEngine } from "./engine.server";
import type { ProjectDetail } from "~/models/project.server";
import { similarPlan } from "./similar";

const SIMILAR_COUNT = 6;

/** The open listings most like this one (similar.ts), best first. */
export async function similarProjectIds(project: ProjectDetail): Promise<number[]> {
  const engine = await getSearchEngine();
  return engine
    .matchFor(similarPlan(project), SIMILAR_COUNT + 1)
    .map((match) => match.id)
    .filter((id) => id !== project.id)
    .slice(0, SIMILAR_COUNT);
}

export async function nextProjectIds(project: ProjectDetail): Promise<number[]> {
  const engine = await getSearchEngine();
  const job = project.jobTypes.map((j) => j.id);
  const filters = job.length > 0 ? { job } : {};
  const { ids } = engine.search({ filters, keyword: "", sort: "created_at", page: 1 }, NEXT_CARD_COUNT + 1);
  return ids.filter((id) => id !== project.id).slice(0, NEXT_CARD_COUNT);
}
