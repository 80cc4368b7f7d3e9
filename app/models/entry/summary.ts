// The answers in words, one row a step, for the confirmation and the agent's mail.
import { JOB_TYPES } from "~/data/job-types";
import { PREFECTURES } from "~/data/prefectures";
import { SKILLS } from "~/data/skills";
import { ageOn, formatPhone, type EntryAnswers } from "./answers";
import { isFinalStep, type EntryType, type Step } from "./steps";

type Translate = (key: string, options?: Record<string, unknown>) => string;
export type SummaryRow = { step: Step; label: string; value: string };

const names = <T extends { id: number; name: string }>(list: T[], ids: number[] | undefined) =>
  (ids ?? [])
    .map((id) => list.find((item) => item.id === id)?.name)
    .filter(Boolean)
    .join("、");

function dateWords(date: string | undefined, t: Translate, withDay = true) {
  if (!date) return "";
  const [year, month, day] = date.split("-").map(Number);
  return withDay ? t("format.date", { year, month, day }) : t("format.month", { year, month });
}

export const yearsWords = (years: number | undefined, t: Translate) =>
  years === undefined ? "" : years === 0 ? t("fields:options.underAYear") : t("fields:options.years", { count: years });

function valueOf(step: Step, a: EntryAnswers, type: EntryType, t: Translate, now: Date): string {
  switch (step) {
    case "need":
      return [(a.need ?? []).map((code) => t(`options.need.${type}.${code}`)).join("、"), a.request].filter(Boolean).join("\n");
    case "signup":
      return a.email ?? "";
    case "birthday":
      return a.birthday ? `${dateWords(a.birthday, t)}${t("format.age", { age: ageOn(a.birthday, now) })}` : "";
    case "work-days":
      return a.workdays ? t("fields:options.workdays", { days: a.workdays }) : "";
    case "job":
      return a.jobCategory ?? "";
    case "job-type":
      return JOB_TYPES.find((j) => j.id === a.jobTypeId)?.name ?? "";
    case "experience-years":
      return yearsWords(a.experienceYears, t);
    case "skills":
      return names(SKILLS, a.skills);
    case "skill-experience-years":
      return (a.skills ?? []).map((id) => `${SKILLS.find((s) => s.id === id)?.name} ${yearsWords(a.skillYears?.[String(id)], t)}`).join("、");
    case "working":
      return [a.jobStatus ? t(`options.jobStatus.${a.jobStatus}`) : "", a.companyName ? t("format.company", { name: a.companyName }) : ""]
        .filter(Boolean)
        .join(" ");
    case "leave-date":
      return dateWords(a.leaveDate, t, false);
    case "start":
      return a.startTiming ? t(`options.startTiming.${a.startTiming}`) : "";
    case "start-date":
      return dateWords(a.startDate, t);
    case "contract":
      return a.contractStatus !== undefined ? t(`options.contractStatus.${a.contractStatus}`) : "";
    case "work-location":
      return a.workStyle ? t(`fields:options.workStyle.${a.workStyle}`) : "";
    case "address":
      return (
        [PREFECTURES.find((p) => p.id === a.prefectureId)?.name, a.city].filter(Boolean).join(" ") + (a.station ? t("format.station", { name: a.station }) : "")
      );
    case "name":
      return a.lastName ? `${a.lastName} ${a.firstName}（${a.lastNameKana} ${a.firstNameKana}）` : "";
    case "phone":
      return a.phone ? formatPhone(a.phone) : "";
    case "locations":
      return names(PREFECTURES, a.locations);
    case "remote-or-prefecture":
      return [a.workStyle ? t(`fields:options.workStyle.${a.workStyle}`) : "", names(PREFECTURES, a.locations)].filter(Boolean).join("：");
    case "min-price":
      return a.minPrice ? t("format.minPrice", { price: a.minPrice }) : "";
    case "experience":
      return a.experience || t("format.none");
    default:
      return "";
  }
}

const FIELD_LABELS: Partial<Record<Step, string>> = {
  signup: "fields:labels.email",
  "job-type": "fields:labels.jobType",
  "experience-years": "fields:labels.experienceYears",
  "work-location": "fields:labels.workStyle",
};

/** `keepEmpty` (the profile page): a row for every step. */
export function summarize(steps: Step[], answers: EntryAnswers, type: EntryType, t: Translate, now = new Date(), keepEmpty = false): SummaryRow[] {
  return steps
    .filter((step) => !isFinalStep(step))
    .map((step) => ({ step, label: t(FIELD_LABELS[step] ?? `steps.${step}.label`), value: valueOf(step, answers, type, t, now) }))
    .filter((row) => keepEmpty || row.value !== "");
}
