// Listings related to one listing, from the index: similar ones (similar.ts) and the next ones
// (same job type, newest first).
import { NEXT_CARD_COUNT } from "~/constants";
import { getSearchEngine } from "./engine.server";
import type { ProjectDetail } from "~/models/project-detail.server";
import { similarPlan } from "./similar";

const SIMILAR_COUNT = 6;

/** Similar listings are ranked over every candidate of the job family: kept a while per listing. */
const SIMILAR_KEPT = 5_000;
const SIMILAR_TTL_MS = 5 * 60_000;
const similarKept = new Map<number, { ids: number[]; until: number }>();

export async function similarProjectIds(project: ProjectDetail): Promise<number[]> {
  if (project.requiredSkills.length === 0 && project.jobTypes.length === 0) return [];
  const kept = similarKept.get(project.id);
  if (kept && kept.until > Date.now()) return kept.ids;
  const engine = await getSearchEngine();
  const ids = engine
    .matchFor(similarPlan(project), SIMILAR_COUNT + 1)
    .map((match) => match.id)
    .filter((id) => id !== project.id)
    .slice(0, SIMILAR_COUNT);
  similarKept.delete(project.id);
  if (similarKept.size >= SIMILAR_KEPT) similarKept.delete(similarKept.keys().next().value!);
  similarKept.set(project.id, { ids, until: Date.now() + SIMILAR_TTL_MS });
  return ids;
}

export async function nextProjectIds(project: ProjectDetail): Promise<number[]> {
  const engine = await getSearchEngine();
  const job = project.jobTypes.map((j) => j.id);
  const filters = job.length > 0 ? { job } : {};
  const { ids } = engine.search({ filters, keyword: "", sort: "created_at", page: 1 }, NEXT_CARD_COUNT + 1);
  return ids.filter((id) => id !== project.id).slice(0, NEXT_CARD_COUNT);
}
