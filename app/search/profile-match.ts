// Projects matched to a member's profile (decision 015): weighted criteria the index scores open
// listings by, and the reasons shown with each match. Pure, so the weights can be tested alone.
import { WorkStyle } from "~/constants";
import { RemoteFilter, type Filters } from "./query";
import { staticCategoryName } from "./categories";
import { STATIONS } from "~/data/stations";

export type MemberDesires = {
  skills: { id: number; years: number | null }[];
  jobTypeId: number | null;
  otherJobTypeIds: number[];
  /** 万円/月 */
  minPrice: number | null;
  workStyle: number | null;
  locations: number[];
  stations: number[];
  workdays: number | null;
};

export type MatchCriterion = { filters: Filters; weight: number; reason: string };

export type MatchPlan = { required: Filters; candidates: Filters[]; criteria: MatchCriterion[] };

const MAX_SKILL_YEARS_COUNTED = 10;

export const canMatch = (d: MemberDesires) => d.skills.length > 0 || d.jobTypeId !== null || d.otherJobTypeIds.length > 0 || d.minPrice !== null;

/**
 * Skills weigh most, more with more years; a price at or above the member's wish next; then a
 * station wished for, the job types, the prefectures (or remote work), and workdays the member can give.
 */
export function matchPlan(d: MemberDesires): MatchPlan {
  const criteria: MatchCriterion[] = [];
  for (const skill of d.skills) {
    const name = staticCategoryName("skill", skill.id);
    if (!name) continue;
    const years = skill.years !== null && skill.years > 0 ? skill.years : null;
    criteria.push({
      filters: { skill: [skill.id] },
      weight: 3 + Math.min(years ?? 0, MAX_SKILL_YEARS_COUNTED) * 0.3,
      reason: years ? `${name} ${years}年` : name,
    });
  }
  if (d.minPrice !== null) criteria.push({ filters: { price_over: [d.minPrice] }, weight: 4, reason: "希望単価以上" });
  const jobTypes = [...new Set([...(d.jobTypeId !== null ? [d.jobTypeId] : []), ...d.otherJobTypeIds])];
  for (const [i, id] of jobTypes.entries()) {
    const name = staticCategoryName("job", id);
    // The member's own job type weighs more than those they would also take.
    if (name) criteria.push({ filters: { job: [id] }, weight: i === 0 && d.jobTypeId !== null ? 2 : 1.5, reason: name });
  }
  const remoteOnly = d.workStyle === WorkStyle.remote;
  if (!remoteOnly) {
    for (const id of d.locations) {
      const name = staticCategoryName("prefecture", id);
      if (name) criteria.push({ filters: { prefecture: [id] }, weight: 2, reason: name });
    }
    for (const id of d.stations) {
      const station = STATIONS.find((s) => s.id === id);
      if (station) criteria.push({ filters: { station: [id] }, weight: 2.5, reason: `${station.name}駅` });
    }
    // Remote work is a plus only for members open to it: one who wants to be on site is not shown it as a reason.
    if (d.workStyle !== WorkStyle.resident)
      criteria.push({ filters: { remote: [RemoteFilter.possible] }, weight: d.locations.length > 0 ? 1 : 2, reason: "リモート可" });
  }
  if (d.workdays !== null) criteria.push({ filters: { workdays: [d.workdays] }, weight: 1.5, reason: `週${d.workdays}日から可` });

  // A member who works only remotely is shown remote listings only.
  const required: Filters = remoteOnly ? { remote: [RemoteFilter.possible] } : {};
  const candidates: Filters[] = [...d.skills.map((s) => ({ skill: [s.id] })), ...jobTypes.map((id) => ({ job: [id] }))];
  return { required, candidates, criteria };
}

export const SHOWN_REASONS = 4;

export function matchReasons(plan: MatchPlan, matched: number[]): string[] {
  return matched
    .map((i) => plan.criteria[i])
    .sort((a, b) => b.weight - a.weight)
    .slice(0, SHOWN_REASONS)
    .map((c) => c.reason);
}
