// The Web職務経歴書: the profile as a 職務経歴書, for the member and, through a share link, an agent.
import crypto from "node:crypto";
import { getDb } from "~/db/client.server";
import { listEngagements } from "./engagements.server";
import { readMemberProfile } from "./profile.server";

/** A link nobody can guess. */
const newToken = () => crypto.randomBytes(24).toString("base64url");
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export async function careerSheetOf(userId: number) {
  const [profile, engagements, document] = await Promise.all([
    readMemberProfile(userId),
    listEngagements(userId),
    getDb().selectFrom("career_documents").select("share_token").where("user_id", "=", userId).executeTakeFirst(),
  ]);
  return { profile, engagements, shareToken: document?.share_token ?? null };
}

/** Without the member's contact details; undefined when the link is off. */
export async function sharedCareerSheet(token: string) {
  if (!TOKEN.test(token)) return undefined;
  const row = await getDb().selectFrom("career_documents").select("user_id").where("share_token", "=", token).executeTakeFirst();
  if (!row) return undefined;
  const { profile, engagements } = await careerSheetOf(row.user_id);
  // Only what the sheet shows: loader data is in the page's source too.
  const a = profile.answers;
  return {
    profile: {
      answers: {
        lastName: a.lastName,
        firstName: a.firstName,
        experience: a.experience,
        jobTypeId: a.jobTypeId,
        experienceYears: a.experienceYears,
        skills: a.skills,
        skillYears: a.skillYears,
      },
      education: profile.education,
      qualificationList: profile.qualificationList,
      selfPr: profile.selfPr,
    },
    engagements,
  };
}

/** A new token each time it is turned on. */
export async function setSharing(userId: number, on: boolean) {
  const token = on ? newToken() : null;
  const now = new Date().toISOString();
  await getDb()
    .insertInto("career_documents")
    .values({ user_id: userId, summary: "", self_pr: "", share_token: token, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ share_token: token, updated_at: now }))
    .execute();
}
