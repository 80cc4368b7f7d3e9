// Listings related to one listing, from the index: similar ones (same skills, same prefecture)
// and the next ones (same job type, newest first).
import { NEXT_CARD_COUNT } from "~/constants";
import { getSearchEngine } from "./engine.server";
import type { ProjectDetail } from "~/models/project.server";

const SIMILAR_COUNT = 6;

export async function similarProjectIds(project: ProjectDetail): Promise<number[]> {
  const engine = await getSearchEngine();
  const skills = project.requiredSkills.slice(0, 2).map((s) => s.id);
  const attempts = [
    { skill: skills, ...(project.prefectureId ? { prefecture: [project.prefectureId] } : {}) },
    { skill: skills },
    { job: project.jobTypes.map((j) => j.id) },
  ];
  const ids = new Set<number>();
  for (const filters of attempts) {
    if (Object.values(filters).some((v) => v.length === 0)) continue;
    const { ids: found } = engine.search({ filters, keyword: "", sort: "suggest", page: 1 }, SIMILAR_COUNT + 1);
    for (const id of found) if (id !== project.id && ids.size < SIMILAR_COUNT) ids.add(id);
    if (ids.size >= SIMILAR_COUNT) break;
  }
  return [...ids];
}

export async function nextProjectIds(project: ProjectDetail): Promise<number[]> {
  const engine = await getSearchEngine();
  const job = project.jobTypes.map((j) => j.id);
  const filters = job.length > 0 ? { job } : {};
  const { ids } = engine.search({ filters, keyword: "", sort: "created_at", page: 1 }, NEXT_CARD_COUNT + 1);
  return ids.filter((id) => id !== project.id).slice(0, NEXT_CARD_COUNT);
}
