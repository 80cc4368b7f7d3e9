// Each entry step's schema (run by the browser and the server), answers and form values. The browser
// loads this module only on the first focus in a form (decision 035); the page draws with step-limits.ts.
import { z } from "zod";
import { ContractStatus, JobStatus, StartTiming, WORKDAY_OPTIONS, WorkStyle } from "~/constants";
import { ENTRY_JOB_TYPES, JOB_CATEGORIES } from "~/data/job-types";
import { PREFECTURES } from "~/data/prefectures";
import { SKILLS } from "~/data/skills";
import { emailField, newPasswordField } from "~/models/account/forms";
import { ageOn, calendarDate, halfWidth, isKatakana, normalizePhone, todayInJapan, toKatakana, type AnswerKey, type EntryAnswers } from "./answers";
import { CAUSE_OF, isSkipped, type EntryFormKind, type EntryType, type Step } from "./steps";
import {
  MAX_AGE,
  MAX_EXPERIENCE_YEARS,
  MAX_LOCATIONS,
  MAX_PRICE_TEN_THOUSAND_YEN,
  MAX_SKILLS,
  MIN_AGE,
  MIN_PRICE_TEN_THOUSAND_YEN,
  NEED_OPTIONS,
  REQUEST_MAX_LENGTH,
  EXPERIENCE_MAX_LENGTH,
  LEAVE_YEARS,
  skillYearsField,
} from "./step-limits";

const required = (key = "errors.required") => ({ required_error: key, invalid_type_error: key });
const oneOf = <T extends number>(values: readonly T[], key = "errors.choose") =>
  z.number(required(key)).refine((v): v is T => (values as readonly number[]).includes(v), key);
// Conform turns a value that is empty once trimmed into "missing" on both sides of the pipe: both carry the message.
const shortText = (max: number, key = "errors.required") =>
  z
    .string(required(key))
    .transform(halfWidth)
    .pipe(z.string(required(key)).min(1, key).max(max, "errors.tooLong"));
const optionalText = (max: number) =>
  z
    .string()
    .max(max, "errors.tooLong")
    .optional()
    .transform((v) => (v ? v.trim() : ""));
/** Chosen ids, taken as text so that a value that is not an id is a message on the field, not on one item. */
const idValues = (ids: ReadonlySet<number>, max: number) =>
  z
    .array(z.string())
    .max(max, "errors.tooMany")
    .transform((list) => [...new Set(list.map((v) => (/^\d{1,6}$/.test(v) ? Number(v) : NaN)))])
    .refine((list) => list.every((id) => ids.has(id)), "errors.choose");
const idList = (ids: ReadonlySet<number>, max: number, key: string) => z.array(z.string(), required(key)).min(1, key).pipe(idValues(ids, max));

const SKILL_IDS = new Set(SKILLS.map((s) => s.id));
const PREFECTURE_IDS = new Set(PREFECTURES.map((p) => p.id));
const JOB_TYPE_IDS = new Set(ENTRY_JOB_TYPES.map((j) => j.id));
const categoryOf = (jobTypeId: number | undefined) => ENTRY_JOB_TYPES.find((j) => j.id === jobTypeId)?.category;
const yearsField = z.number(required("errors.chooseYears")).int().min(0, "errors.chooseYears").max(MAX_EXPERIENCE_YEARS, "errors.chooseYears");

/** Selects: a birthday is quickest to enter that way on a phone. */
const dateParts = (prefix: string, key: string) => ({
  [`${prefix}_year`]: z.number(required(key)).int(),
  [`${prefix}_month`]: z.number(required(key)).int(),
  [`${prefix}_day`]: z.number(required(key)).int(),
});

export type StepContext = { kind: EntryFormKind; type: EntryType; answers: EntryAnswers; now: Date };

type StepDefinition = {
  /** The step counts as answered once these are all present. */
  keys: AnswerKey[];
  /** For a step that applies only after another answer: its fields as they come when it does not apply. */
  lenient?: z.AnyZodObject;
  /** Whether its answers still fit the earlier ones (years for every chosen skill). */
  fits?: (answers: EntryAnswers) => boolean;
  schema: (context: StepContext) => z.ZodType<EntryAnswers, z.ZodTypeDef, unknown>;
  values: (answers: EntryAnswers) => Record<string, string | string[] | undefined>;
};

const str = (value: number | string | undefined) => (value === undefined ? undefined : String(value));
const dateValues = (prefix: string, date: string | undefined) => {
  const [year, month, day] = date ? date.split("-").map((p) => String(Number(p))) : [];
  return { [`${prefix}_year`]: year, [`${prefix}_month`]: month, [`${prefix}_day`]: day };
};

const STEP_DEFINITIONS: Record<Step, StepDefinition> = {
  need: {
    keys: ["need"],
    schema: ({ type }) =>
      z
        .object({
          need: z
            .array(z.string(), required("errors.chooseNeed"))
            .min(1, "errors.chooseNeed")
            .refine((list) => list.every((v) => NEED_OPTIONS[type].includes(v)), "errors.choose"),
          request: optionalText(REQUEST_MAX_LENGTH),
        })
        .transform(({ need, request }) => ({ need: [...new Set(need)], request })),
    values: (a) => ({ need: a.need, request: a.request }),
  },
  signup: {
    keys: ["email", "passwordHash"],
    schema: () =>
      z
        .object({ email: emailField, password: newPasswordField })
        .transform(({ email, password }) => ({ email, password }) as EntryAnswers & { password: string }),
    values: (a) => ({ email: a.email }),
  },
  birthday: {
    keys: ["birthday"],
    schema: ({ now }) =>
      z.object(dateParts("birthday", "errors.birthdayRequired")).transform((v, ctx) => {
        const birthday = calendarDate(v.birthday_year, v.birthday_month, v.birthday_day);
        if (!birthday) {
          ctx.addIssue({ code: "custom", path: ["birthday_day"], message: "errors.dateInvalid" });
          return z.NEVER;
        }
        const age = ageOn(birthday, now);
        if (age < MIN_AGE || age > MAX_AGE) {
          ctx.addIssue({ code: "custom", path: ["birthday_year"], message: "errors.birthdayRange" });
          return z.NEVER;
        }
        return { birthday };
      }),
    values: (a) => dateValues("birthday", a.birthday),
  },
  "work-days": {
    keys: ["workdays"],
    schema: () => z.object({ workdays: oneOf(WORKDAY_OPTIONS) }),
    values: (a) => ({ workdays: str(a.workdays) }),
  },
  job: {
    keys: ["jobCategory"],
    schema: () => z.object({ jobCategory: z.string(required("errors.choose")).refine((v) => JOB_CATEGORIES.includes(v), "errors.choose") }),
    values: (a) => ({ jobCategory: a.jobCategory }),
  },
  "job-type": {
    keys: ["jobTypeId"],
    fits: (a) => !a.jobCategory || categoryOf(a.jobTypeId) === a.jobCategory,
    // The job type names its field (職種の分野), so one choice answers both.
    schema: () =>
      z
        .object({ jobTypeId: z.number(required("errors.choose")).refine((id) => JOB_TYPE_IDS.has(id), "errors.choose") })
        .transform(({ jobTypeId }) => ({ jobTypeId, jobCategory: categoryOf(jobTypeId) })),
    values: (a) => ({ jobTypeId: str(a.jobTypeId) }),
  },
  "experience-years": {
    keys: ["experienceYears"],
    lenient: z.object({ experienceYears: z.number().optional() }),
    schema: () => z.object({ experienceYears: yearsField }),
    values: (a) => ({ experienceYears: str(a.experienceYears) }),
  },
  skills: {
    keys: ["skills"],
    schema: () => z.object({ skills: idList(SKILL_IDS, MAX_SKILLS, "errors.chooseSkills") }),
    values: (a) => ({ skills: a.skills?.map(String) }),
  },
  "skill-experience-years": {
    keys: ["skillYears"],
    fits: (a) => (a.skills ?? []).every((id) => a.skillYears?.[String(id)] !== undefined),
    schema: ({ answers }) => {
      const skills = answers.skills ?? [];
      return z
        .object(Object.fromEntries(skills.map((id) => [skillYearsField(id), yearsField])))
        .transform((v) => ({ skillYears: Object.fromEntries(skills.map((id) => [String(id), v[skillYearsField(id)] as number])) }));
    },
    values: (a) => Object.fromEntries(Object.entries(a.skillYears ?? {}).map(([id, years]) => [skillYearsField(Number(id)), String(years)])),
  },
  working: {
    keys: ["jobStatus"],
    schema: () => z.object({ jobStatus: oneOf(Object.values(JobStatus)), companyName: optionalText(100) }),
    values: (a) => ({ jobStatus: str(a.jobStatus), companyName: a.companyName }),
  },
  "leave-date": {
    keys: ["leaveDate"],
    lenient: z.object({ leave_year: z.number().optional(), leave_month: z.number().optional() }),
    schema: ({ now }) =>
      z
        .object({ leave_year: z.number(required("errors.leaveDateRequired")).int(), leave_month: z.number(required("errors.leaveDateRequired")).int() })
        .transform((v, ctx) => {
          const leaveDate = calendarDate(v.leave_year, v.leave_month, 1);
          if (!LEAVE_YEARS(now).includes(v.leave_year)) {
            ctx.addIssue({ code: "custom", path: ["leave_year"], message: "errors.leaveDateRequired" });
            return z.NEVER;
          }
          if (!leaveDate) {
            ctx.addIssue({ code: "custom", path: ["leave_month"], message: "errors.dateInvalid" });
            return z.NEVER;
          }
          return { leaveDate };
        }),
    values: (a) => {
      const [year, month] = a.leaveDate ? a.leaveDate.split("-").map((p) => String(Number(p))) : [];
      return { leave_year: year, leave_month: month };
    },
  },
  start: {
    keys: ["startTiming"],
    schema: () => z.object({ startTiming: oneOf(Object.values(StartTiming)) }),
    values: (a) => ({ startTiming: str(a.startTiming) }),
  },
  "start-date": {
    keys: ["startDate"],
    lenient: z.object({ startDate: z.string().optional() }),
    schema: ({ now }) =>
      z.object({ startDate: z.string(required("errors.startDateRequired")) }).transform((v, ctx) => {
        const match = /^(\d{4})[-/年](\d{1,2})[-/月](\d{1,2})日?$/.exec(halfWidth(v.startDate));
        const startDate = match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
        const today = todayInJapan(now);
        const yearAhead = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
        if (!startDate) ctx.addIssue({ code: "custom", path: ["startDate"], message: "errors.dateInvalid" });
        else if (startDate < today || startDate > yearAhead) ctx.addIssue({ code: "custom", path: ["startDate"], message: "errors.startDateRange" });
        return startDate ? { startDate } : z.NEVER;
      }),
    values: (a) => ({ startDate: a.startDate }),
  },
  contract: {
    keys: ["contractStatus"],
    schema: () => z.object({ contractStatus: oneOf(Object.values(ContractStatus)) }),
    values: (a) => ({ contractStatus: str(a.contractStatus) }),
  },
  "work-location": {
    keys: ["workStyle"],
    schema: () => z.object({ workStyle: oneOf(Object.values(WorkStyle)) }),
    values: (a) => ({ workStyle: str(a.workStyle) }),
  },
  address: {
    keys: ["prefectureId", "city"],
    schema: () =>
      z.object({
        prefectureId: z.number(required("errors.choosePrefecture")).refine((id) => PREFECTURE_IDS.has(id), "errors.choosePrefecture"),
        city: shortText(100, "errors.cityRequired"),
        station: optionalText(50),
      }),
    values: (a) => ({ prefectureId: str(a.prefectureId), city: a.city, station: a.station }),
  },
  name: {
    keys: ["lastName", "firstName", "lastNameKana", "firstNameKana"],
    schema: () => {
      const kana = (key: string) =>
        z
          .string(required(key))
          .transform(toKatakana)
          .pipe(z.string(required(key)).min(1, key).max(40, "errors.tooLong").refine(isKatakana, "errors.kanaOnly"));
      return z.object({
        lastName: shortText(40, "errors.lastNameRequired"),
        firstName: shortText(40, "errors.firstNameRequired"),
        lastNameKana: kana("errors.lastNameKanaRequired"),
        firstNameKana: kana("errors.firstNameKanaRequired"),
      });
    },
    values: (a) => ({ lastName: a.lastName, firstName: a.firstName, lastNameKana: a.lastNameKana, firstNameKana: a.firstNameKana }),
  },
  phone: {
    keys: ["phone"],
    schema: () =>
      z.object({
        phone: z.string(required("errors.phoneRequired")).transform((value, ctx) => {
          const phone = normalizePhone(value);
          if (!phone) {
            ctx.addIssue({ code: "custom", message: "errors.phoneInvalid" });
            return z.NEVER;
          }
          return phone;
        }),
      }),
    values: (a) => ({ phone: a.phone }),
  },
  locations: {
    keys: ["locations"],
    schema: () => z.object({ locations: idList(PREFECTURE_IDS, MAX_LOCATIONS, "errors.chooseLocations") }),
    values: (a) => ({ locations: a.locations?.map(String) }),
  },
  "remote-or-prefecture": {
    keys: ["workStyle"],
    schema: () =>
      z
        .object({ workStyle: oneOf(Object.values(WorkStyle)), locations: idValues(PREFECTURE_IDS, MAX_LOCATIONS).optional() })
        .superRefine((v, ctx) => {
          if (v.workStyle !== WorkStyle.remote && !v.locations?.length)
            ctx.addIssue({ code: "custom", path: ["locations"], message: "errors.chooseLocations" });
        })
        .transform((v) => ({ workStyle: v.workStyle, locations: v.workStyle === WorkStyle.remote ? [] : [...new Set(v.locations)] })),
    values: (a) => ({ workStyle: str(a.workStyle), locations: a.locations?.map(String) }),
  },
  "min-price": {
    keys: ["minPrice"],
    schema: () =>
      z.object({
        // 「７０」「70万」「70万円」 are all 70.
        minPrice: z
          .string(required("errors.priceRequired"))
          .transform((v) =>
            halfWidth(v)
              .replace(/,/g, "")
              .replace(/万?円?$/, ""),
          )
          .pipe(z.string(required("errors.priceInteger")).regex(/^\d{1,4}$/, "errors.priceInteger"))
          .pipe(z.coerce.number().min(MIN_PRICE_TEN_THOUSAND_YEN, "errors.priceRange").max(MAX_PRICE_TEN_THOUSAND_YEN, "errors.priceRange")),
      }),
    values: (a) => ({ minPrice: str(a.minPrice) }),
  },
  experience: {
    keys: ["experience"],
    schema: () => z.object({ experience: optionalText(EXPERIENCE_MAX_LENGTH) }),
    values: (a) => ({ experience: a.experience }),
  },
  "signup-and-entry": {
    keys: [],
    // The social form confirms the provider's address here; the sign-up form took it on its own step.
    schema: ({ kind }) => {
      const agree = z.literal("on", { errorMap: () => ({ message: "errors.agreeRequired" }) });
      return kind === "social" ? z.object({ agree, email: emailField }).transform(({ email }) => ({ email })) : z.object({ agree }).transform(() => ({}));
    },
    values: (a) => ({ email: a.email }),
  },
  "confirm-and-entry": {
    keys: [],
    // A member's wish, optional: a complete profile applies in this one step.
    schema: ({ type }) =>
      z
        .object({
          need: z
            .array(z.string())
            .optional()
            .refine((list) => !list || list.every((v) => NEED_OPTIONS[type].includes(v)), "errors.choose"),
          request: optionalText(REQUEST_MAX_LENGTH),
        })
        .transform(({ need, request }) => ({ need: [...new Set(need ?? [])], request })),
    values: (a) => ({ need: a.need, request: a.request }),
  },
};

export const stepSchema = (step: Step, context: StepContext) => STEP_DEFINITIONS[step].schema(context);
export const stepValues = (step: Step, answers: EntryAnswers) => STEP_DEFINITIONS[step].values(answers);

/**
 * An intersection, so Conform coerces each field as its step says. A step shown beside the answer that
 * decides it passes loosely, then is checked by its own schema when it applies.
 */
export function stepsSchema(steps: readonly Step[], context: StepContext) {
  const decidedHere = (step: Step) => STEP_DEFINITIONS[step].lenient && steps.includes(CAUSE_OF[step]!);
  const asked = steps.filter((step) => decidedHere(step) || !isSkipped(step, context.answers));
  const parts = asked.map((step) => (decidedHere(step) ? STEP_DEFINITIONS[step].lenient! : stepSchema(step, context)));
  const combined = parts.slice(1).reduce<z.ZodTypeAny>((all, part) => z.intersection(all, part), parts[0]);
  return combined.transform((value: Record<string, unknown>, ctx) => {
    const answers: Record<string, unknown> = { ...value };
    for (const step of asked.filter(decidedHere)) {
      for (const key of Object.keys(STEP_DEFINITIONS[step].lenient!.shape)) delete answers[key];
      if (isSkipped(step, { ...context.answers, ...value } as EntryAnswers)) continue;
      const parsed = stepSchema(step, context).safeParse(value);
      if (parsed.success) Object.assign(answers, parsed.data);
      else for (const issue of parsed.error.issues) ctx.addIssue(issue);
    }
    return answers as EntryAnswers;
  });
}

/** An optional answer left empty ("") is an answer; the final steps are never answered. */
export function isAnswered(step: Step, answers: EntryAnswers): boolean {
  const { keys, fits } = STEP_DEFINITIONS[step];
  return keys.length > 0 && keys.every((key) => answers[key] !== undefined) && (fits?.(answers) ?? true);
}

export const answeredSteps = (steps: readonly Step[], answers: EntryAnswers) => new Set(steps.filter((step) => isAnswered(step, answers)));
