// Listings for /project/user_profile/: matched to a member's profile (profile-match.ts), else to the
// browsing history the browser sends as ?based_on=ids.
import { getDb } from "~/db/client.server";
import { PROJECT_PAGE_SIZE } from "~/constants";
import { monthlyPrice, REMOTE_POSSIBLE_TYPES, SkillRequirement } from "~/models/listing/rules";
import { percentile } from "~/models/agent/numbers";
import { parseIdList, type Filters } from "./query";
import { getSearchEngine } from "./engine.server";
import { readProfileAnswers, UNKNOWN_SKILL_YEARS } from "~/models/entry/profile.server";
import { canMatch, matchPlan, matchReasons, type MemberDesires } from "./profile-match";

const HISTORY_USED = 50;

export type BrowsedInterests = { skills: number[]; prefectureId: number | null; remoteShare: number; medianPrice: number | null };

export async function browsedInterests(browsed: number[]): Promise<BrowsedInterests> {
  const db = getDb();
  const [skills, listings] = await Promise.all([
    db
      .selectFrom("project_skills")
      .select((eb) => ["skill_id", eb.fn.countAll<number>().as("n")])
      .where("project_id", "in", browsed)
      .where("requirement", "=", SkillRequirement.required)
      .groupBy("skill_id")
      .orderBy("n", "desc")
      .orderBy("skill_id")
      .limit(3)
      .execute(),
    db.selectFrom("projects").select(["prefecture_id", "remote_type", "price_min", "price_max", "price_unit"]).where("id", "in", browsed).execute(),
  ]);
  const places = new Map<number, number>();
  for (const l of listings) if (l.prefecture_id != null) places.set(l.prefecture_id, (places.get(l.prefecture_id) ?? 0) + 1);
  const prices = listings
    .map((l) => monthlyPrice({ priceMin: l.price_min, priceMax: l.price_max, priceUnit: l.price_unit }))
    .filter((p) => p > 0)
    .sort((a, b) => a - b);
  return {
    skills: skills.map((s) => s.skill_id),
    prefectureId: [...places].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null,
    remoteShare: listings.length === 0 ? 0 : listings.filter((l) => REMOTE_POSSIBLE_TYPES.includes(l.remote_type)).length / listings.length,
    medianPrice: prices.length === 0 ? null : percentile(prices, 0.5),
  };
}

export const browsedIds = (basedOn: string | null) => parseIdList(basedOn ? [basedOn] : []).slice(0, HISTORY_USED);

export async function profileMatches(basedOn: string | null) {
  const browsed = browsedIds(basedOn);
  const engine = await getSearchEngine();
  let filters: Filters = {};
  if (browsed.length > 0) {
    const { skills, prefectureId } = await browsedInterests(browsed);
    filters = {
      ...(skills.length ? { skill: skills } : {}),
      ...(prefectureId ? { prefecture: [prefectureId] } : {}),
    };
  }
  const seen = new Set(browsed);
  const pick = (f: Filters) =>
    engine.search({ filters: f, keyword: "", sort: "suggest", page: 1 }, PROJECT_PAGE_SIZE + seen.size).ids.filter((id) => !seen.has(id));
  let ids = pick(filters);
  // Too narrow (a rare prefecture): drop the place, then everything.
  if (ids.length < 10 && filters.prefecture) ids = pick({ skill: filters.skill });
  if (ids.length < 10) ids = pick({});
  return { ids: ids.slice(0, PROJECT_PAGE_SIZE), filters, basedOnHistory: browsed.length > 0 };
}

export async function memberDesires(userId: number): Promise<MemberDesires | null> {
  const db = getDb();
  const [a, otherJobTypes, stations] = await Promise.all([
    readProfileAnswers(userId),
    db.selectFrom("profile_job_types").select("job_type_id").where("user_id", "=", userId).execute(),
    db.selectFrom("profile_stations").select("station_id").where("user_id", "=", userId).execute(),
  ]);
  const desires: MemberDesires = {
    skills: (a.skills ?? []).map((id) => {
      const years = a.skillYears?.[String(id)];
      return { id, years: years === undefined || years === UNKNOWN_SKILL_YEARS ? null : years };
    }),
    jobTypeId: a.jobTypeId ?? null,
    otherJobTypeIds: otherJobTypes.map((r) => r.job_type_id),
    stations: stations.map((r) => r.station_id),
    minPrice: a.minPrice ?? null,
    workStyle: a.workStyle ?? null,
    locations: a.locations ?? [],
    workdays: a.workdays ?? null,
  };
  return canMatch(desires) ? desires : null;
}

export async function memberMatches(desires: MemberDesires) {
  const plan = matchPlan(desires);
  const ranked = (await getSearchEngine()).matchFor(plan, PROJECT_PAGE_SIZE);
  return { ids: ranked.map((r) => r.id), reasons: Object.fromEntries(ranked.map((r) => [r.id, matchReasons(plan, r.matched)])) };
}
