// How much of what agents look for the profile fills, and per edit page what is missing, so the page says where to go next.
import { JobStatus, WorkStyle } from "~/constants";
import type { EntryAnswers } from "~/models/entry/answers";

export type ProfileFacts = {
  answers: EntryAnswers;
  education: number | null;
  qualifications: number;
  selfPr: string;
  engagements: number;
};

export type CompletenessItem = { key: string; page: CompletenessPage; filled: boolean };
export type CompletenessPage = "basic" | "working" | "career" | "experience" | "resume";

/** A 職務要約 or 自己PR shorter than this says too little for an agent to go on. */
export const MEANINGFUL_TEXT = 50;

export function completenessItems({ answers: a, education, selfPr, engagements }: ProfileFacts): CompletenessItem[] {
  const noExperience = a.jobStatus === JobStatus.noExperience;
  const items: Array<[string, CompletenessPage, boolean]> = [
    ["name", "basic", Boolean(a.lastName && a.firstName && a.lastNameKana && a.firstNameKana)],
    ["birthday", "basic", Boolean(a.birthday)],
    ["phone", "basic", Boolean(a.phone)],
    ["address", "basic", Boolean(a.prefectureId && a.city)],
    ["workdays", "working", a.workdays !== undefined],
    ["start", "working", a.startTiming !== undefined],
    ["contract", "working", a.contractStatus !== undefined],
    ["workStyle", "working", a.workStyle !== undefined && (a.workStyle === WorkStyle.remote || (a.locations?.length ?? 0) > 0)],
    ["minPrice", "working", a.minPrice !== undefined],
    ["jobType", "working", a.jobTypeId !== undefined],
    ["skills", "working", (a.skills?.length ?? 0) > 0 && a.skills!.every((id) => a.skillYears?.[String(id)] !== undefined)],
    ["jobStatus", "career", a.jobStatus !== undefined],
    ["experienceYears", "career", noExperience || a.experienceYears !== undefined],
    ["summary", "career", (a.experience?.length ?? 0) >= MEANINGFUL_TEXT],
    ["education", "career", education !== null],
    ["engagements", "experience", noExperience || engagements > 0],
    ["selfPr", "resume", selfPr.length >= MEANINGFUL_TEXT],
  ];
  return items.map(([key, page, filled]) => ({ key, page, filled }));
}

/** Rounded down: 100 only when everything is filled in. */
export function completenessPercent(items: CompletenessItem[]): number {
  return Math.floor((items.filter((i) => i.filled).length / items.length) * 100);
}
