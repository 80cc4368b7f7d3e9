// The profile as the entry forms see it: what it answers is not asked again, and an entry's answers fill it.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { JOB_TYPES } from "~/data/job-types";
import type { EntryAnswers } from "./answers";

/** Years not given yet (the column is NOT NULL). */
export const UNKNOWN_SKILL_YEARS = -1;

const present = <T>(value: T | null | undefined, keep = (v: T) => v !== ("" as unknown)) => (value != null && keep(value) ? value : undefined);

export async function readProfileAnswers(userId: number, db: Kysely<Database> = getDb()): Promise<EntryAnswers> {
  const [profile, skills, locations, career] = await Promise.all([
    db.selectFrom("profiles").selectAll().where("user_id", "=", userId).executeTakeFirst(),
    db.selectFrom("profile_skills").select(["skill_id", "years"]).where("user_id", "=", userId).orderBy("skill_id").execute(),
    db.selectFrom("profile_prefectures").select("prefecture_id").where("user_id", "=", userId).orderBy("prefecture_id").execute(),
    db.selectFrom("career_documents").select("summary").where("user_id", "=", userId).executeTakeFirst(),
  ]);
  const answers: EntryAnswers = {};
  if (profile) {
    Object.assign(answers, {
      lastName: present(profile.last_name),
      firstName: present(profile.first_name),
      lastNameKana: present(profile.last_name_kana),
      firstNameKana: present(profile.first_name_kana),
      birthday: present(profile.birthday),
      phone: present(profile.phone),
      prefectureId: present(profile.prefecture_id),
      city: present(profile.address),
      station: profile.nearest_station,
      jobStatus: present(profile.job_status),
      companyName: profile.company_name,
      leaveDate: present(profile.leave_date),
      startTiming: present(profile.start_timing),
      startDate: present(profile.start_date),
      workdays: present(profile.workdays),
      minPrice: present(profile.desired_price),
      workStyle: present(profile.work_style),
      experienceYears: present(profile.experience_years),
      jobTypeId: present(profile.job_type_id),
      jobCategory: JOB_TYPES.find((j) => j.id === profile.job_type_id)?.category,
      contractStatus: present(profile.contract_status),
    } satisfies EntryAnswers);
  }
  if (skills.length > 0) {
    answers.skills = skills.map((s) => s.skill_id);
    // A skill chosen on the profile whose years are not given yet has none (UNKNOWN_SKILL_YEARS).
    answers.skillYears = Object.fromEntries(skills.filter((s) => s.years !== UNKNOWN_SKILL_YEARS).map((s) => [String(s.skill_id), s.years]));
  }
  // Only a member who chose places has answered the question (remote-only members have none).
  if (locations.length > 0) answers.locations = locations.map((l) => l.prefecture_id);
  // A summary left empty on purpose is an answer too: the optional step is not asked again.
  if (career) answers.experience = career.summary;
  for (const key of Object.keys(answers) as Array<keyof EntryAnswers>) if (answers[key] === undefined) delete answers[key];
  return answers;
}

/** Answers the entry did not give stay as they were. */
export async function saveProfileAnswers(trx: Kysely<Database>, userId: number, a: EntryAnswers) {
  const columns = {
    last_name: a.lastName,
    first_name: a.firstName,
    last_name_kana: a.lastNameKana,
    first_name_kana: a.firstNameKana,
    birthday: a.birthday,
    phone: a.phone,
    prefecture_id: a.prefectureId,
    address: a.city,
    nearest_station: a.station,
    job_status: a.jobStatus,
    company_name: a.companyName,
    leave_date: a.leaveDate,
    start_timing: a.startTiming,
    start_date: a.startDate,
    workdays: a.workdays,
    desired_price: a.minPrice,
    work_style: a.workStyle,
    experience_years: a.experienceYears,
    job_type_id: a.jobTypeId,
    contract_status: a.contractStatus,
  };
  const given = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  const now = new Date().toISOString();
  await trx
    .insertInto("profiles")
    // The id agents' profile search shows: made with the row, never changed.
    .values({ user_id: userId, public_id: crypto.randomBytes(9).toString("base64url"), ...given, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...given, updated_at: now }))
    .execute();
  if (a.skills) {
    await trx.deleteFrom("profile_skills").where("user_id", "=", userId).execute();
    if (a.skills.length > 0) {
      await trx
        .insertInto("profile_skills")
        .values(a.skills.map((skill_id) => ({ user_id: userId, skill_id, years: a.skillYears?.[String(skill_id)] ?? UNKNOWN_SKILL_YEARS })))
        .execute();
    }
  }
  if (a.locations) {
    await trx.deleteFrom("profile_prefectures").where("user_id", "=", userId).execute();
    if (a.locations.length > 0)
      await trx
        .insertInto("profile_prefectures")
        .values(a.locations.map((prefecture_id) => ({ user_id: userId, prefecture_id })))
        .execute();
  }
  if (a.experience !== undefined) {
    await trx
      .insertInto("career_documents")
      .values({ user_id: userId, summary: a.experience, self_pr: "", updated_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ summary: a.experience!, updated_at: now }))
      .execute();
  }
}
