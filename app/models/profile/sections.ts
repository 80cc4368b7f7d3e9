// The profile's edit pages (issue 16), each a group of the entry forms' steps (models/entry), so the
// profile and the entry forms ask the same questions with the same rules and fill the same columns.
// A step that applies only after another answer (退職日 after 離職中, 開始日 after 日付指定) is checked
// only when it applies.
import { z } from "zod";
import { JobStatus, StartTiming } from "~/constants";
import type { EntryAnswers } from "~/models/entry/answers";
import { stepSchema, stepValues, type StepContext } from "~/models/entry/step-fields";
import type { Step } from "~/models/entry/steps";

export const PROFILE_SECTIONS = {
  basic: { path: "/users/profile/edit/", steps: ["name", "birthday", "phone", "address"] },
  working: {
    path: "/users/profile/working/edit/",
    steps: ["work-days", "start", "start-date", "contract", "remote-or-prefecture", "min-price", "job-type", "skills"],
  },
  career: { path: "/users/profile/career/edit/", steps: ["working", "leave-date", "experience-years", "experience"] },
} as const satisfies Record<string, { path: string; steps: readonly Step[] }>;
export type ProfileSectionId = keyof typeof PROFILE_SECTIONS;

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

/** The form values that show the saved answers of a section. */
export function sectionValues(id: ProfileSectionId, answers: EntryAnswers): Record<string, string | string[] | undefined> {
  return Object.assign({}, ...PROFILE_SECTIONS[id].steps.map((step) => stepValues(step, answers)));
}
