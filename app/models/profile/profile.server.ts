// A member's profile: the entry answers (models/entry/profile.server) and what the profile pages add.
import { getDb } from "~/db/client.server";
import type { EntryAnswers } from "~/models/entry/answers";
import { readProfileAnswers, saveProfileAnswers } from "~/models/entry/profile.server";
import type { CareerExtras, WorkingExtras } from "./schemas";
import type { ProfileFacts } from "./completeness";

export type MemberProfile = ProfileFacts & {
  gender: number | null;
  otherJobTypes: number[];
  stations: number[];
  qualificationList: Array<{ name: string; obtainedOn: string }>;
  shared: boolean;
};

export async function readMemberProfile(userId: number): Promise<MemberProfile> {
  const db = getDb();
  const [answers, profile, qualifications, document, engagements, otherJobTypes, stations] = await Promise.all([
    readProfileAnswers(userId),
    db.selectFrom("profiles").select(["gender", "education"]).where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("profile_qualifications")
      .select(["name", "obtained_on as obtainedOn"])
      .where("user_id", "=", userId)
      .orderBy("sort_order")
      .orderBy("id")
      .execute(),
    db.selectFrom("career_documents").select(["self_pr", "share_token"]).where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("career_experiences")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom("profile_job_types").select("job_type_id").where("user_id", "=", userId).orderBy("job_type_id").execute(),
    db.selectFrom("profile_stations").select("station_id").where("user_id", "=", userId).orderBy("station_id").execute(),
  ]);
  return {
    answers,
    gender: profile?.gender ?? null,
    otherJobTypes: otherJobTypes.map((r) => r.job_type_id),
    stations: stations.map((r) => r.station_id),
    education: profile?.education ?? null,
    qualifications: qualifications.length,
    qualificationList: qualifications,
    selfPr: document?.self_pr ?? "",
    engagements: Number(engagements.n),
    shared: Boolean(document?.share_token),
  };
}

export async function saveProfileSection(
  userId: number,
  answers: EntryAnswers,
  extras: { gender?: number | null; education?: number | null; qualifications?: CareerExtras["qualifications"] } & Partial<WorkingExtras> = {},
) {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await saveProfileAnswers(trx, userId, answers);
      const own = Object.fromEntries(Object.entries({ gender: extras.gender, education: extras.education }).filter(([, value]) => value !== undefined));
      if (Object.keys(own).length > 0) await trx.updateTable("profiles").set(own).where("user_id", "=", userId).execute();
      if (extras.qualifications) {
        await trx.deleteFrom("profile_qualifications").where("user_id", "=", userId).execute();
        if (extras.qualifications.length > 0)
          await trx
            .insertInto("profile_qualifications")
            .values(extras.qualifications.map((q, i) => ({ user_id: userId, name: q.name, obtained_on: q.obtainedOn, sort_order: i })))
            .execute();
      }
      if (extras.otherJobTypes) {
        // The main job type is asked by its own step: not kept twice.
        const others = extras.otherJobTypes.filter((id) => id !== answers.jobTypeId);
        await trx.deleteFrom("profile_job_types").where("user_id", "=", userId).execute();
        if (others.length > 0)
          await trx
            .insertInto("profile_job_types")
            .values(others.map((job_type_id) => ({ user_id: userId, job_type_id })))
            .execute();
      }
      if (extras.stations) {
        await trx.deleteFrom("profile_stations").where("user_id", "=", userId).execute();
        if (extras.stations.length > 0)
          await trx
            .insertInto("profile_stations")
            .values(extras.stations.map((station_id) => ({ user_id: userId, station_id })))
            .execute();
      }
    });
}

export async function saveSelfPr(userId: number, selfPr: string) {
  const now = new Date().toISOString();
  await getDb()
    .insertInto("career_documents")
    .values({ user_id: userId, summary: "", self_pr: selfPr, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ self_pr: selfPr, updated_at: now }))
    .execute();
}
