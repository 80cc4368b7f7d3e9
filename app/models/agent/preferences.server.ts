// What the agent recommendations go by: a member's profile, or the listings browsed in this browser.
import { getDb } from "~/db/client.server";
import { WorkStyle } from "~/constants";
import { browsedIds, browsedInterests } from "~/search/user-profile.server";
import type { Preferences } from "./recommendation";

const PROFILE_SKILLS_USED = 5;
/** Browsing mostly remote-capable listings reads as wanting remote work. */
const BROWSED_REMOTE_SHARE = 0.5;

export type PreferenceSource = "profile" | "history" | "none";

export async function profilePreferences(userId: number): Promise<Preferences | null> {
  const db = getDb();
  const [profile, skills] = await Promise.all([
    db.selectFrom("profiles").select(["desired_price", "work_style"]).where("user_id", "=", userId).executeTakeFirst(),
    db
      .selectFrom("profile_skills")
      .select("skill_id")
      .where("user_id", "=", userId)
      .orderBy("years", "desc")
      .orderBy("skill_id")
      .limit(PROFILE_SKILLS_USED)
      .execute(),
  ]);
  const preferences = {
    skills: skills.map((s) => s.skill_id),
    minPrice: profile?.desired_price ? profile.desired_price * 10_000 : null,
    remote: profile?.work_style === WorkStyle.remote,
  };
  return preferences.skills.length > 0 || preferences.minPrice !== null || preferences.remote ? preferences : null;
}

export async function historyPreferences(basedOn: string | null): Promise<Preferences | null> {
  const ids = browsedIds(basedOn);
  if (ids.length === 0) return null;
  const interests = await browsedInterests(ids);
  return { skills: interests.skills, minPrice: interests.medianPrice, remote: interests.remoteShare >= BROWSED_REMOTE_SHARE };
}
