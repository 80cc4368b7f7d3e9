// The profile's rules (issue 16), shared by the server and the browser (Conform + zod): an edit
// page's schema (the section's entry steps, with gender on the basic page, education and
// qualifications on the career page, further job types and stations on the working page), the
// career sheet's engagements, the 自己PR and the résumé file. Messages are keys of the `entry`
// namespace. The pages load this module on the first focus in a form (useLazyRules); what they draw
// with is in extras.ts, sections.ts, engagements.ts and resume-file.ts, free of zod (decision 036).
import { z } from "zod";
import { JobStatus, StartTiming } from "~/constants";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { STATIONS } from "~/data/stations";
import { halfWidth, todayInJapan, type EntryAnswers } from "~/models/entry/answers";
import { stepSchema, type StepContext } from "~/models/entry/step-fields";
import type { Step } from "~/models/entry/steps";
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
import {
  DESIRED_STATION_ROWS,
  EDUCATIONS,
  GENDERS,
  MAX_OTHER_JOB_TYPES,
  MAX_QUALIFICATIONS,
  parseYearMonth,
  QUALIFICATION_NAME_MAX,
  SELF_PR_MAX,
} from "./extras";
import { RESUME_MAX_BYTES } from "./resume-file";
import { PROFILE_SECTIONS, type ProfileSectionId } from "./sections";

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

/** Chosen ids as numbers, blanks left out, each once; an id the site does not offer is an error. */
const chosenIds = (known: ReadonlySet<number>, max: number) =>
  z
    .array(z.string().optional())
    .optional()
    .transform((list) => [...new Set((list ?? []).filter((v): v is string => !!v).map((v) => (/^\d{1,6}$/.test(v) ? Number(v) : NaN)))])
    .refine((ids) => ids.every((id) => known.has(id)), "errors.choose")
    .refine((ids) => ids.length <= max, "errors.tooMany");

/** The working page's own fields: job types the member would also take, and stations to work near. */
export const workingExtrasSchema = z.object({
  otherJobTypes: chosenIds(OTHER_JOB_TYPE_IDS, MAX_OTHER_JOB_TYPES),
  stations: chosenIds(STATION_IDS, DESIRED_STATION_ROWS),
});
export type WorkingExtras = z.infer<typeof workingExtrasSchema>;

/** Steps asked only when an earlier answer calls for them, with what their fields look like otherwise. */
const CONDITIONAL: Partial<Record<Step, { applies: (answers: EntryAnswers) => boolean; lenient: z.AnyZodObject }>> = {
  "start-date": { applies: (a) => a.startTiming === StartTiming.specifyDate, lenient: z.object({ startDate: z.string().optional() }) },
  "experience-years": { applies: (a) => a.jobStatus !== JobStatus.noExperience, lenient: z.object({ experienceYears: z.number().optional() }) },
  "leave-date": {
    applies: (a) => a.jobStatus === JobStatus.leave,
    lenient: z.object({ leave_year: z.number().optional(), leave_month: z.number().optional() }),
  },
};

const context = (now: Date): StepContext => ({ kind: "member", type: "agent", answers: {}, now });

/**
 * One schema for a section's steps (an intersection, so Conform coerces each field as its step says).
 * A conditional step's fields pass loosely, then are checked by its own schema when it applies.
 */
export function sectionSchema(id: ProfileSectionId, now: Date) {
  const steps: readonly Step[] = PROFILE_SECTIONS[id].steps;
  const parts = steps.map((step) => CONDITIONAL[step]?.lenient ?? stepSchema(step, context(now)));
  const combined = parts.slice(1).reduce<z.ZodTypeAny>((all, part) => z.intersection(all, part), parts[0]);
  return combined.transform((value: Record<string, unknown>, ctx) => {
    const answers: Record<string, unknown> = { ...value };
    for (const step of steps) {
      const conditional = CONDITIONAL[step];
      if (!conditional) continue;
      for (const key of Object.keys(conditional.lenient.shape)) delete answers[key];
      if (!conditional.applies(value as EntryAnswers)) continue;
      const parsed = stepSchema(step, context(now)).safeParse(value);
      if (parsed.success) Object.assign(answers, parsed.data);
      else for (const issue of parsed.error.issues) ctx.addIssue(issue);
    }
    return answers as EntryAnswers;
  });
}

/**
 * `savedSkills`: the skills the member had when the page was drawn. The conditions page shows their
 * years (the entry form's skill-experience-years step); a skill checked anew gets its years on the
 * next visit.
 */
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
