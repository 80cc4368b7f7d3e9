// The agents' profile search: only members who receive scouts, and only what helps judge a fit, never
// a name, phone, address, birthday or free text.
import { sql } from "kysely";
import { getDb } from "~/db/client.server";
import { UserKind } from "~/constants";
import { staticCategoryName } from "~/search/categories";
import { UNKNOWN_SKILL_YEARS } from "~/models/entry/profile.server";
import { stationLabel } from "~/models/profile/stations";
import { PROFILE_SEARCH_PAGE_SIZE, type ProfileSearch } from "./scout-api";

export type ScoutableProfile = {
  profile_id: string;
  job_type: { id: number; name: string } | null;
  other_job_types: { id: number; name: string }[];
  experience_years: number | null;
  skills: { id: number; name: string; years: number | null }[];
  desired_monthly_price: number | null;
  prefectures: { id: number; name: string }[];
  stations: { id: number; name: string }[];
  workdays: number | null;
  work_style: number | null;
  start_timing: number | null;
  start_date: string | null;
  job_status: number | null;
  updated_at: string;
};

export function scoutableProfiles() {
  return getDb()
    .selectFrom("profiles")
    .innerJoin("users", "users.id", "profiles.user_id")
    .where("users.kind", "=", UserKind.member)
    .where("users.scout_mail_flag", "=", 1)
    .where("profiles.public_id", "is not", null);
}

export async function searchProfiles(search: ProfileSearch): Promise<{ total: number; profiles: ScoutableProfile[] }> {
  let query = scoutableProfiles()
    // Something to judge a fit by: a job type or at least one skill.
    .where((eb) =>
      eb.or([
        eb("profiles.job_type_id", "is not", null),
        eb.exists(eb.selectFrom("profile_skills as s").select("s.skill_id").whereRef("s.user_id", "=", "profiles.user_id")),
      ]),
    );
  for (const skillId of search.skills)
    query = query.where((eb) =>
      eb.exists(eb.selectFrom("profile_skills as s").select("s.skill_id").whereRef("s.user_id", "=", "profiles.user_id").where("s.skill_id", "=", skillId)),
    );
  if (search.prefectureId !== null) {
    const prefectureId = search.prefectureId;
    // The places the member wishes to work, never where they live: that would locate them.
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("profile_prefectures as p")
          .select("p.prefecture_id")
          .whereRef("p.user_id", "=", "profiles.user_id")
          .where("p.prefecture_id", "=", prefectureId),
      ),
    );
  }
  if (search.maxPrice !== null) {
    const maxPrice = search.maxPrice;
    query = query.where((eb) => eb.or([eb("profiles.desired_price", "is", null), eb("profiles.desired_price", "<=", maxPrice)]));
  }

  const [{ total }, rows] = await Promise.all([
    query.select(sql<number>`count(*)`.as("total")).executeTakeFirstOrThrow(),
    query
      .select([
        "profiles.user_id",
        "profiles.public_id",
        "profiles.job_type_id",
        "profiles.experience_years",
        "profiles.desired_price",
        "profiles.workdays",
        "profiles.work_style",
        "profiles.start_timing",
        "profiles.start_date",
        "profiles.job_status",
        "profiles.updated_at",
      ])
      .orderBy("profiles.updated_at", "desc")
      .orderBy("profiles.user_id", "desc")
      .limit(PROFILE_SEARCH_PAGE_SIZE)
      .offset((search.page - 1) * PROFILE_SEARCH_PAGE_SIZE)
      .execute(),
  ]);
  const userIds = rows.map((r) => r.user_id);
  // No user 0 exists: an empty page asks for nothing.
  const users = userIds.length > 0 ? userIds : [0];
  const db = getDb();
  const [skills, places, jobTypes, stations] = await Promise.all([
    db
      .selectFrom("profile_skills")
      .select(["user_id", "skill_id", "years"])
      .where("user_id", "in", users)
      .orderBy("years", "desc")
      .orderBy("skill_id")
      .execute(),
    db.selectFrom("profile_prefectures").select(["user_id", "prefecture_id"]).where("user_id", "in", users).orderBy("prefecture_id").execute(),
    db.selectFrom("profile_job_types").select(["user_id", "job_type_id"]).where("user_id", "in", users).orderBy("job_type_id").execute(),
    db.selectFrom("profile_stations").select(["user_id", "station_id"]).where("user_id", "in", users).orderBy("station_id").execute(),
  ]);
  const named = (kind: "skill" | "prefecture" | "job", id: number) => staticCategoryName(kind, id) ?? "";
  return {
    total: Number(total),
    profiles: rows.map((r) => ({
      profile_id: r.public_id!,
      job_type: r.job_type_id ? { id: r.job_type_id, name: named("job", r.job_type_id) } : null,
      other_job_types: jobTypes.filter((j) => j.user_id === r.user_id).map((j) => ({ id: j.job_type_id, name: named("job", j.job_type_id) })),
      experience_years: r.experience_years,
      skills: skills
        .filter((s) => s.user_id === r.user_id)
        .map((s) => ({ id: s.skill_id, name: named("skill", s.skill_id), years: s.years === UNKNOWN_SKILL_YEARS ? null : s.years })),
      desired_monthly_price: r.desired_price,
      prefectures: places.filter((p) => p.user_id === r.user_id).map((p) => ({ id: p.prefecture_id, name: named("prefecture", p.prefecture_id) })),
      stations: stations.filter((p) => p.user_id === r.user_id).map((p) => ({ id: p.station_id, name: stationLabel(p.station_id) })),
      workdays: r.workdays,
      work_style: r.work_style,
      start_timing: r.start_timing,
      start_date: r.start_date,
      job_status: r.job_status,
      updated_at: r.updated_at,
    })),
  };
}
