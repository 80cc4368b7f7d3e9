// 「この案件に似た案件」: weighted criteria the index ranks open listings by (as profile-match.ts).
// Only the same job family are candidates, so a Java PM listing never shows SAP work for sharing Oracle.
import { JOB_TYPES } from "~/data/job-types";
import { monthlyPrice } from "~/models/listing/rules";
import type { MatchPlan } from "./profile-match";

export type SimilarSource = {
  requiredSkills: Array<{ id: number }>;
  welcomeSkills: Array<{ id: number }>;
  jobTypes: Array<{ id: number }>;
  industries: Array<{ id: number }>;
  prefectureId: number | null;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: number;
};

const SKILLS_COUNTED = 6;
/** A listing paying at least this share of the other's monthly price is in its price band. */
const PRICE_BAND = 0.8;

export function jobFamily(jobIds: number[]): number[] {
  const categories = new Set(JOB_TYPES.filter((j) => jobIds.includes(j.id)).map((j) => j.category));
  return JOB_TYPES.filter((j) => categories.has(j.category)).map((j) => j.id);
}

export function similarPlan(listing: SimilarSource): MatchPlan {
  const required = listing.requiredSkills.slice(0, SKILLS_COUNTED).map((s) => s.id);
  const welcome = listing.welcomeSkills.slice(0, SKILLS_COUNTED).map((s) => s.id);
  const jobs = listing.jobTypes.map((j) => j.id);
  const family = jobFamily(jobs);
  const monthly = monthlyPrice(listing);
  const criteria: MatchPlan["criteria"] = [
    ...required.map((id) => ({ filters: { skill: [id] }, weight: 3, reason: "" })),
    ...welcome.map((id) => ({ filters: { skill: [id] }, weight: 1, reason: "" })),
    ...(jobs.length > 0 ? [{ filters: { job: jobs }, weight: 4, reason: "" }] : []),
    ...(listing.industries.length > 0 ? [{ filters: { industry: listing.industries.map((i) => i.id) }, weight: 2, reason: "" }] : []),
    ...(monthly > 0 ? [{ filters: { price_over: [Math.floor((monthly * PRICE_BAND) / 10_000)] }, weight: 1, reason: "" }] : []),
    ...(listing.prefectureId ? [{ filters: { prefecture: [listing.prefectureId] }, weight: 1, reason: "" }] : []),
  ];
  const candidates = [...(required.length > 0 ? [{ skill: required }] : []), ...(jobs.length > 0 ? [{ job: jobs }] : [])];
  return { required: family.length > 0 ? { job: family } : {}, candidates, criteria };
}
