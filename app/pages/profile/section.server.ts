// The profile's edit pages: what fails its schema comes back with messages and nothing lost.
import { redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { requireMember, withNotice } from "~/models/account/session.server";
import { replyWith } from "~/utils/form-reply.server";
import { readFormData, withListRows } from "~/utils/form-body.server";
import { BLANK_QUALIFICATION_ROWS, DESIRED_STATION_ROWS, MAX_QUALIFICATIONS } from "~/models/profile/extras";
import { profileFormSchema, type CareerExtras, type WorkingExtras } from "~/models/profile/schemas";
import { readMemberProfile, saveProfileSection, type MemberProfile } from "~/models/profile/profile.server";
import { PROFILE_SECTIONS, type ProfileSectionId } from "~/models/profile/sections";
import type { EntryAnswers } from "~/models/entry/answers";
import { stepValues } from "~/models/entry/step-fields";
import { stepChoices } from "~/models/entry/step-choices.server";
import { stationOptions } from "~/models/profile/stations";

export const PROFILE_PATH = "/users/profile/";

function sectionValues(id: ProfileSectionId, answers: EntryAnswers): Record<string, string | string[] | undefined> {
  return Object.assign({}, ...PROFILE_SECTIONS[id].steps.map((step) => stepValues(step, answers)));
}

function extraValues(id: ProfileSectionId, profile: MemberProfile): Record<string, unknown> {
  if (id === "basic") return { gender: profile.gender === null ? undefined : String(profile.gender) };
  if (id === "working")
    return {
      otherJobTypes: profile.otherJobTypes.map(String),
      // One select a station, blank ones after the saved.
      stations: Array.from({ length: DESIRED_STATION_ROWS }, (_, i) => (profile.stations[i] === undefined ? "" : String(profile.stations[i]))),
    };
  if (id === "career")
    return {
      education: profile.education === null ? undefined : String(profile.education),
      // Blank rows after the saved ones: more can be added without JavaScript.
      qualifications: [
        ...profile.qualificationList.map((q) => ({ name: q.name, obtained: q.obtainedOn })),
        ...Array.from({ length: BLANK_QUALIFICATION_ROWS }, () => ({ name: "", obtained: "" })),
      ].slice(0, Math.max(MAX_QUALIFICATIONS, profile.qualificationList.length)),
    };
  return {};
}

export type ProfileSectionData = Awaited<ReturnType<typeof loadProfileSection>>;
export type SectionChoices = ProfileSectionData["choices"];

export async function loadProfileSection(request: Request, id: ProfileSectionId) {
  const user = await requireMember(request);
  const profile = await readMemberProfile(user.id);
  const working = id === "working";
  const skillYears = working ? stepValues("skill-experience-years", profile.answers) : {};
  // The working page also asks other job types (the job types' list) and stations.
  const choices = stepChoices([...PROFILE_SECTIONS[id].steps, ...(working ? (["skill-experience-years"] as const) : [])], profile.answers);
  return {
    values: { ...sectionValues(id, profile.answers), ...skillYears, ...extraValues(id, profile) },
    answers: profile.answers,
    choices: { ...choices, stations: working ? stationOptions() : undefined },
    now: new Date().toISOString(),
  };
}

const SECTION_LISTS: Partial<Record<ProfileSectionId, Parameters<typeof withListRows>[1]>> = {
  working: { stations: { rows: DESIRED_STATION_ROWS } },
  career: { qualifications: { rows: BLANK_QUALIFICATION_ROWS, field: "name" } },
};

export async function saveProfileSectionForm(request: Request, id: ProfileSectionId) {
  const user = await requireMember(request);
  const saved = id === "working" ? (await readMemberProfile(user.id)).answers : {};
  const savedSkills = saved.skills ?? [];
  const submission = parseWithZod(withListRows(await readFormData(request), SECTION_LISTS[id] ?? {}), {
    schema: profileFormSchema(id, new Date(), savedSkills),
  });
  if (submission.status !== "success") return replyWith(submission);
  const { gender, education, qualifications, otherJobTypes, stations, ...answers } = submission.value as EntryAnswers & {
    gender?: number | null;
    education?: number | null;
    qualifications?: CareerExtras["qualifications"];
  } & Partial<WorkingExtras>;
  // A skill kept keeps its years; one checked anew has none yet (UNKNOWN_SKILL_YEARS), and the page asks for them next.
  const added = (answers.skills ?? []).filter((skill) => !savedSkills.includes(skill));
  if (answers.skills) {
    const years = (skill: number) => answers.skillYears?.[String(skill)] ?? saved.skillYears?.[String(skill)];
    answers.skillYears = Object.fromEntries(answers.skills.filter((skill) => years(skill) !== undefined).map((skill) => [String(skill), years(skill)!]));
  }
  await saveProfileSection(user.id, answers, { gender, education, qualifications, otherJobTypes, stations });
  if (added.length > 0)
    throw redirect(`${PROFILE_SECTIONS.working.path}#skill-years`, { headers: { "Set-Cookie": await withNotice(request, "member:profile.skillYearsNext") } });
  throw redirect(PROFILE_PATH, { headers: { "Set-Cookie": await withNotice(request, "member:profile.saved") } });
}
