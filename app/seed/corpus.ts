// The demo market in memory and its figures, which `npm run corpus:report` prints and the generator's tests check.
import { ProjectOpenState, StartTiming } from "~/constants";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { PREFECTURES } from "~/data/prefectures";
import { SKILLS } from "~/data/skills";
import { INDUSTRIES } from "~/data/industries";
import { startsAround, type DuplicateFacts } from "~/models/listing/duplicate-facts";
import { duplicateKeys } from "~/models/listing/duplicate-keys";
import { joinDuplicates } from "~/models/listing/duplicates";
import { COMMON_KEY } from "~/models/listing/grouping-keys.server";
import { monthlyPrice, SkillRequirement } from "~/models/listing/rules";
import { demoListings, type DemoProject } from "./projects";

export const demoMarket = (count: number, agentCount: number, seed: number, now: Date): DemoProject[][] => [...demoListings(count, agentCount, seed, now)];

function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function countBy<T>(items: T[], keys: (item: T) => number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) for (const key of keys(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

export function duplicateFactsOf({ project: p, detail, skills }: DemoProject): DuplicateFacts {
  return {
    id: p.id,
    agentId: p.agent_id,
    title: p.title,
    description: detail.detail ?? "",
    priceMin: p.price_min,
    priceMax: p.price_max,
    priceUnit: p.price_unit,
    prefectureId: p.prefecture_id,
    requiredSkills: skills.filter((s) => s.requirement === SkillRequirement.required).map((s) => s.skill_id),
    startsAround: startsAround(p.start_timing ?? StartTiming.considering, p.start_date, new Date(p.published_at)),
    workdaysMin: p.workdays_min,
    workdaysMax: p.workdays_max,
  };
}

/**
 * Groups as the seed and imports do: candidates are listings that share a stored key in one
 * prefecture (models/listing/grouping.server.ts), then the rules join them.
 */
function groupAsTheSiteDoes(listings: DuplicateFacts[]): number[][] {
  const byKey = new Map<string, number[]>();
  for (const l of listings) for (const key of duplicateKeys(l.title)) listIn(byKey, `${l.prefectureId}:${key}`).push(l.id);
  const candidates: Array<[number, number]> = [];
  for (const ids of byKey.values()) {
    if (ids.length > COMMON_KEY) continue;
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) candidates.push([ids[i], ids[j]]);
  }
  return joinDuplicates(listings, candidates);
}

export function corpusReport(projects: DemoProject[][], now: Date) {
  const all = projects.flat();
  const open = all.filter((l) => l.project.open_state === ProjectOpenState.open);
  const byJob = countBy(open, (l) => l.jobTypes.map((j) => j.value_id));
  const bySkill = countBy(open, (l) => l.skills.map((s) => s.skill_id));
  const byPrefecture = countBy(open, (l) => [l.project.prefecture_id]);
  const byIndustry = countBy(open, (l) => l.industries.map((i) => i.value_id));
  const byAgent = countBy(open, (l) => [l.project.agent_id]);
  const pricesByJob = new Map<number, number[]>();
  for (const l of open) {
    const price = monthlyPrice({ priceMin: l.project.price_min, priceMax: l.project.price_max, priceUnit: l.project.price_unit });
    for (const j of l.jobTypes) listIn(pricesByJob, j.value_id).push(price);
  }
  const publishedByMonth = new Map<string, number>();
  for (const l of all) publishedByMonth.set(l.project.published_at.slice(0, 7), (publishedByMonth.get(l.project.published_at.slice(0, 7)) ?? 0) + 1);

  // Duplicates: the open postings of one project that the grouping puts together.
  const openIds = new Set(open.map((l) => l.project.id));
  const projectOf = new Map<number, number>();
  projects.forEach((postings, i) => postings.forEach((l) => projectOf.set(l.project.id, i)));
  const shared = projects.map((postings) => postings.filter((l) => openIds.has(l.project.id))).filter((postings) => postings.length > 1);
  const groups = groupAsTheSiteDoes(open.map(duplicateFactsOf));
  const groupOf = new Map<number, number>();
  groups.forEach((ids, g) => ids.forEach((id) => groupOf.set(id, g)));
  const pairs = (ids: number[]) => ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b] as const));
  const generatedPairs = shared.flatMap((postings) => pairs(postings.map((l) => l.project.id)));
  const foundPairs = groups.flatMap(pairs);
  const rightPairs = foundPairs.filter(([a, b]) => projectOf.get(a) === projectOf.get(b)).length;

  return {
    listings: all.length,
    open: open.length,
    projects: projects.length,
    uniqueTitles: new Set(all.map((l) => l.project.title)).size / all.length,
    publishedByMonth: [...publishedByMonth].sort(([a], [b]) => a.localeCompare(b)),
    jobTypes: ENTRY_JOB_TYPES.map((j) => ({ id: j.id, name: j.name, listings: byJob.get(j.id) ?? 0, medianPrice: median(pricesByJob.get(j.id) ?? []) })),
    skills: SKILLS.map((s) => ({ id: s.id, name: s.name, listings: bySkill.get(s.id) ?? 0 })),
    prefectures: PREFECTURES.map((p) => ({ id: p.id, name: p.name, listings: byPrefecture.get(p.id) ?? 0 })),
    industries: INDUSTRIES.map((i) => ({ id: i.id, name: i.name, listings: byIndustry.get(i.id) ?? 0 })),
    agents: [...byAgent].sort((a, b) => b[1] - a[1]).map(([id, listings]) => ({ id, listings })),
    duplicates: {
      sharedProjects: shared.length,
      generatedPairs: generatedPairs.length,
      foundPairs: foundPairs.length,
      recall:
        generatedPairs.length === 0 ? 1 : generatedPairs.filter(([a, b]) => groupOf.has(a) && groupOf.get(a) === groupOf.get(b)).length / generatedPairs.length,
      precision: foundPairs.length === 0 ? 1 : rightPairs / foundPairs.length,
    },
    now: now.toISOString(),
  };
}
