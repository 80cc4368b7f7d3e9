// A member's profile in the database (issue 16): the entry forms' answers (models/entry/profile.server)
// and what the profile pages add, read for the profile page and saved one edit page at a time.
import { getDb } from "~/db/client.server";
import type { EntryAnswers } from "~/models/entry/answers";
import { readProfileAnswers, saveProfileAnswers } from "~/models/entry/profile.server";
import type { CareerExtras } from "./extras";
import type { ProfileFacts } from "./completeness";

export type MemberProfile = ProfileFacts & {
  gender: number | null;
  qualificationList: Array<{ name: string; obtainedOn: string }>;
  shared: boolean;
};

export async function readMemberProfile(userId: number): Promise<MemberProfile> {
  const db = getDb();
  const [answers, profile, qualifications, document, engagements] = await Promise.all([
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
  ]);
  return {
    answers,
    gender: profile?.gender ?? null,
    education: profile?.education ?? null,
    qualifications: qualifications.length,
    qualificationList: qualifications,
    selfPr: document?.self_pr ?? "",
    engagements: Number(engagements.n),
    shared: Boolean(document?.share_token),
  };
}

/** Saves one edit page: its answers as the entry forms keep them, and its own fields. */
export async function saveProfileSection(
  userId: number,
  answers: EntryAnswers,
  extras: { gender?: number | null; education?: number | null; qualifications?: CareerExtras["qualifications"] } = {},
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
