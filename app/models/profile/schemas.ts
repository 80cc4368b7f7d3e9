// The profile's rules, shared by the server and the browser; pages load them on the first focus in a
// form and draw with the zod-free modules beside this one (decision 036).
import { z } from "zod";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { STATIONS } from "~/data/stations";
import { halfWidth, todayInJapan } from "~/models/entry/answers";
import { stepSchema, stepsSchema, type StepContext } from "~/models/entry/step-fields";
import {
  CLIENT_TYPES,
  ENGAGEMENT_COMPANY_MAX,
  ENGAGEMENT_ROLE_MAX,
  ENGAGEMENT_TEXT_MAX,
  MAX_TEAM_SIZE,
  MAX_TECHNOLOGIES,
  PHASES,
  readTechnologies,
} from "./engagements";
import { DESIRED_STATION_ROWS, EDUCATIONS, GENDERS, MAX_OTHER_JOB_TYPES, MAX_QUALIFICATIONS, QUALIFICATION_NAME_MAX, SELF_PR_MAX } from "./extras";
import { RESUME_MAX_BYTES } from "./resume-file";
import { PROFILE_SECTIONS, type ProfileSectionId } from "./sections";

/** 「2021/4」「2021年4月」 → "2021-04"; null when it is not a month. */
export function parseYearMonth(text: string): string | null {
  const match = /^(\d{4})\s*[-/年.]\s*(\d{1,2})\s*月?$/.exec(halfWidth(text).trim());
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, "0")}` : null;
}

const optionalCode = (codes: readonly number[]) =>
  z
    .number()
    .optional()
    .refine((v) => v === undefined || codes.includes(v), "errors.choose")
    .transform((v) => v ?? null);

export const selfPrSchema = z.object({
  selfPr: z
    .string()
    .optional()
    .transform((v) => (v ?? "").replace(/\r\n?/g, "\n").trim())
    .refine((v) => v.length <= SELF_PR_MAX, "errors.tooLong"),
});

export const genderSchema = z.object({ gender: optionalCode(GENDERS) });

export function careerExtrasSchema(now: Date) {
  const thisMonth = todayInJapan(now).slice(0, 7);
  const row = z.object({ name: z.string().optional(), obtained: z.string().optional() });
  return z.object({
    education: optionalCode(EDUCATIONS),
    qualifications: z
      .array(row)
      .optional()
      .transform((rows, ctx) => {
        const kept: Array<{ name: string; obtainedOn: string }> = [];
        (rows ?? []).forEach((r, i) => {
          const name = halfWidth(r.name ?? "").trim();
          const obtained = (r.obtained ?? "").trim();
          if (!name && !obtained) return;
          if (!name) ctx.addIssue({ code: "custom", path: [i, "name"], message: "errors.qualificationName" });
          else if (name.length > QUALIFICATION_NAME_MAX) ctx.addIssue({ code: "custom", path: [i, "name"], message: "errors.tooLong" });
          const month = parseYearMonth(obtained);
          if (!month) ctx.addIssue({ code: "custom", path: [i, "obtained"], message: "errors.yearMonth" });
          else if (month > thisMonth) ctx.addIssue({ code: "custom", path: [i, "obtained"], message: "errors.future" });
          if (name && month) kept.push({ name, obtainedOn: month });
        });
        if (kept.length > MAX_QUALIFICATIONS) ctx.addIssue({ code: "custom", message: "errors.tooManyQualifications" });
        return kept;
      }),
  });
}
export type CareerExtras = z.infer<ReturnType<typeof careerExtrasSchema>>;

const OTHER_JOB_TYPE_IDS = new Set(ENTRY_JOB_TYPES.map((j) => j.id));
const STATION_IDS = new Set(STATIONS.map((s) => s.id));

/** An id the site does not offer is an error. */
const chosenIds = (known: ReadonlySet<number>, max: number) =>
  z
    .array(z.string().optional())
    .optional()
    .transform((list) => [...new Set((list ?? []).filter((v): v is string => !!v).map((v) => (/^\d{1,6}$/.test(v) ? Number(v) : NaN)))])
    .refine((ids) => ids.every((id) => known.has(id)), "errors.choose")
    .refine((ids) => ids.length <= max, "errors.tooMany");

export const workingExtrasSchema = z.object({
  otherJobTypes: chosenIds(OTHER_JOB_TYPE_IDS, MAX_OTHER_JOB_TYPES),
  stations: chosenIds(STATION_IDS, DESIRED_STATION_ROWS),
});
export type WorkingExtras = z.infer<typeof workingExtrasSchema>;

const context = (now: Date): StepContext => ({ kind: "member", type: "agent", answers: {}, now });

/** A step that applies only after another answer is checked when it does. */
export const sectionSchema = (id: ProfileSectionId, now: Date) => stepsSchema(PROFILE_SECTIONS[id].steps, context(now));

/** `savedSkills`: those the page was drawn with, whose years it shows; a skill checked anew gets its years next visit. */
export function profileFormSchema(id: ProfileSectionId, now: Date, savedSkills: number[] = []) {
  const section = sectionSchema(id, now);
  if (id === "basic") return z.intersection(section, genderSchema);
  if (id === "career") return z.intersection(section, careerExtrasSchema(now));
  const working = z.intersection(section, workingExtrasSchema);
  if (savedSkills.length === 0) return working;
  return z.intersection(working, stepSchema("skill-experience-years", { kind: "member", type: "agent", answers: { skills: savedSkills }, now }));
}

const normalized = (v: string | undefined) => (v ?? "").replace(/\r\n?/g, "\n").trim();
// Conform reads a value that is empty once trimmed as missing, on both sides of a pipe: both say so.
const requiredText = (max: number, key: string) =>
  z
    .string({ required_error: key })
    .transform(normalized)
    .pipe(z.string({ required_error: key }).min(1, key).max(max, "errors.tooLong"));
const optionalText = (max: number) => z.string().max(max, "errors.tooLong").optional().transform(normalized);

export function engagementSchema(now: Date) {
  const thisMonth = todayInJapan(now).slice(0, 7);
  return z
    .object({
      started: z.string({ required_error: "errors.startedRequired" }),
      ended: z.string().optional(),
      current: z.literal("on").optional(),
      company: requiredText(ENGAGEMENT_COMPANY_MAX, "errors.companyRequired"),
      clientType: z
        .number()
        .optional()
        .refine((v) => v === undefined || (CLIENT_TYPES as readonly number[]).includes(v), "errors.choose"),
      description: requiredText(ENGAGEMENT_TEXT_MAX, "errors.descriptionRequired"),
      role: optionalText(ENGAGEMENT_ROLE_MAX),
      teamSize: z
        .number({ invalid_type_error: "errors.teamSize" })
        .int("errors.teamSize")
        .min(1, "errors.teamSize")
        .max(MAX_TEAM_SIZE, "errors.teamSize")
        .optional(),
      phases: z
        .array(z.string())
        .optional()
        .transform((list) => [...new Set((list ?? []).map(Number))])
        .refine((list) => list.every((p) => (PHASES as readonly number[]).includes(p)), "errors.choose"),
      technologies: z.string().optional(),
    })
    .transform((v, ctx) => {
      const startedOn = parseYearMonth(v.started);
      // null is "still there": a month that does not read is no end at all, never "current".
      const endedOn = v.current ? null : v.ended ? (parseYearMonth(v.ended) ?? undefined) : undefined;
      if (!startedOn) ctx.addIssue({ code: "custom", path: ["started"], message: "errors.yearMonth" });
      else if (startedOn > thisMonth) ctx.addIssue({ code: "custom", path: ["started"], message: "errors.future" });
      if (endedOn === undefined && !v.current)
        ctx.addIssue({ code: "custom", path: ["ended"], message: v.ended ? "errors.yearMonth" : "errors.endedRequired" });
      else if (endedOn && endedOn > thisMonth) ctx.addIssue({ code: "custom", path: ["ended"], message: "errors.future" });
      else if (endedOn && startedOn && endedOn < startedOn) ctx.addIssue({ code: "custom", path: ["ended"], message: "errors.endedBeforeStarted" });
      const { ids, unknown } = readTechnologies(v.technologies ?? "");
      if (unknown.length > 0) ctx.addIssue({ code: "custom", path: ["technologies"], message: "errors.unknownSkill" });
      else if (ids.length > MAX_TECHNOLOGIES) ctx.addIssue({ code: "custom", path: ["technologies"], message: "errors.tooMany" });
      if (!startedOn || endedOn === undefined || unknown.length > 0) return z.NEVER;
      return {
        startedOn,
        endedOn,
        company: v.company,
        clientType: v.clientType ?? null,
        description: v.description,
        role: v.role,
        teamSize: v.teamSize ?? null,
        phases: v.phases,
        skillIds: ids,
      };
    });
}
export type EngagementInput = z.output<ReturnType<typeof engagementSchema>>;

export const resumeUploadSchema = z.object({
  file: z
    .instanceof(File, { message: "errors.fileRequired" })
    .refine((file) => file.size > 0, "errors.fileRequired")
    .refine((file) => file.size <= RESUME_MAX_BYTES, "errors.fileTooLarge"),
});
