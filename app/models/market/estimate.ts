// The market-price estimate: which listings fit the visitor, and where among their prices experience puts them.
import { z } from "zod";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { MAX_EXPERIENCE_YEARS } from "~/models/entry/step-limits";
import { WORKDAY_OPTIONS, WorkStyle } from "~/constants";
import { SKILLS } from "~/data/skills";
import { PREFECTURES } from "~/data/prefectures";
import { percentile, sortedPrices } from "~/models/agent/numbers";
import { RemoteFilter, type Filters } from "~/search/query";
import { manYen, MIN_SEGMENT_LISTINGS, type Median } from "./statistics";
import { ESTIMATE_SKILL_ROWS } from "./estimate-form";

export type EstimateAnswers = {
  jobTypeId: number;
  skills: Array<{ id: number; years: number }>;
  experienceYears: number;
  workdays: number;
  /** WorkStyle.remote: remote only; otherwise the prefecture counts. */
  workStyle: number;
  prefectureId: number | null;
};

const JOB_IDS = new Set(ENTRY_JOB_TYPES.map((j) => j.id));
const SKILL_IDS = new Set(SKILLS.map((s) => s.id));
const PREFECTURE_IDS = new Set(PREFECTURES.map((p) => p.id));
const code = (ids: ReadonlySet<number> | readonly number[], message: string) =>
  z
    .number({ required_error: message, invalid_type_error: message })
    .refine((v) => (Array.isArray(ids) ? ids.includes(v) : (ids as ReadonlySet<number>).has(v)), message);
const years = z
  .number({ required_error: "errors.chooseYears", invalid_type_error: "errors.chooseYears" })
  .int()
  .min(0, "errors.chooseYears")
  .max(MAX_EXPERIENCE_YEARS, "errors.chooseYears");

const questions = z.object({
  jobTypeId: code(JOB_IDS, "errors.choose"),
  skills: z
    .array(z.object({ id: z.number().optional(), years: z.number().optional() }))
    .max(ESTIMATE_SKILL_ROWS)
    .optional()
    .transform((rows, ctx) => {
      const kept: EstimateAnswers["skills"] = [];
      let wrong = false;
      const fail = (path: Array<string | number>, message: string) => {
        wrong = true;
        ctx.addIssue({ code: "custom", path, message });
      };
      (rows ?? []).forEach((row, i) => {
        if (row.id === undefined && row.years === undefined) return;
        if (row.id === undefined || !SKILL_IDS.has(row.id)) return fail([i, "id"], "errors.chooseSkills");
        const parsed = years.safeParse(row.years);
        if (!parsed.success) return fail([i, "years"], "errors.chooseYears");
        if (!kept.some((k) => k.id === row.id)) kept.push({ id: row.id, years: parsed.data });
      });
      if (kept.length === 0 && !wrong) fail([0, "id"], "errors.chooseSkills");
      return kept;
    }),
  experienceYears: years,
  workdays: code(WORKDAY_OPTIONS, "errors.choose"),
  workStyle: code(Object.values(WorkStyle), "errors.choose"),
  prefectureId: z
    .number()
    .optional()
    .refine((v) => v === undefined || PREFECTURE_IDS.has(v), "errors.choosePrefecture"),
});

/** Checked beside the questions (an intersection), so its message shows with the others on the first try. */
const placeRule = z
  .any()
  .superRefine((raw: Record<string, unknown> | undefined, ctx) => {
    const remoteOnly = String(raw?.workStyle ?? "") === String(WorkStyle.remote);
    if (!remoteOnly && (raw?.prefectureId === undefined || raw.prefectureId === "" || raw.prefectureId === null))
      ctx.addIssue({ code: "custom", path: ["prefectureId"], message: "errors.choosePrefecture" });
  })
  .transform(() => ({}));

/** Messages are keys of the `fields` namespace. */
export const estimateSchema = z
  .intersection(questions, placeRule)
  .transform((v): EstimateAnswers => ({ ...v, prefectureId: v.workStyle === WorkStyle.remote ? null : (v.prefectureId ?? null) }));

/** Null when they are not a whole set. */
export function parseStoredAnswers(value: unknown): EstimateAnswers | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const parsed = estimateSchema.safeParse({ ...v, prefectureId: v.prefectureId ?? undefined });
  return parsed.success ? parsed.data : null;
}

/** Most exact first; then each condition dropped in turn until enough listings remain. */
export function estimateLadder(a: EstimateAnswers): Array<{ level: EstimateLevel; filters: Filters[] }> {
  const skill: Filters = { skill: a.skills.map((s) => s.id) };
  const job: Filters = { job: [a.jobTypeId] };
  const place: Filters = a.workStyle === WorkStyle.remote ? { remote: [RemoteFilter.possible] } : a.prefectureId ? { prefecture: [a.prefectureId] } : {};
  const days: Filters = { workdays: [a.workdays] };
  return [
    { level: "exact", filters: [job, skill, days, place] },
    { level: "anyPlace", filters: [job, skill, days] },
    { level: "jobAndSkill", filters: [job, skill] },
    { level: "skill", filters: [skill] },
    { level: "job", filters: [job] },
    { level: "all", filters: [{}] },
  ];
}
export type EstimateLevel = "exact" | "anyPlace" | "jobAndSkill" | "skill" | "job" | "all";

/** A beginner toward the lower half, ten years and more toward the upper quarter. */
export const EXPERIENCE_POSITION: Array<{ fromYears: number; low: number; high: number }> = [
  { fromYears: 0, low: 0.15, high: 0.45 },
  { fromYears: 2, low: 0.3, high: 0.6 },
  { fromYears: 5, low: 0.45, high: 0.75 },
  { fromYears: 10, low: 0.55, high: 0.85 },
];

/** Whole 万円; null below the listings it needs. */
export function estimateRange(prices: readonly number[], experienceYears: number): { low: number; high: number } | null {
  if (prices.length < MIN_SEGMENT_LISTINGS) return null;
  const sorted = sortedPrices(prices);
  const position = [...EXPERIENCE_POSITION].reverse().find((p) => experienceYears >= p.fromYears)!;
  const low = Math.floor(manYen(percentile(sorted, position.low)));
  const high = Math.max(low + 1, Math.ceil(manYen(percentile(sorted, position.high))));
  return { low, high };
}

export const RAISING_SKILLS = 3;

export function raisingSkills(jobMedian: number | null, skillMedians: Median[], held: number[]): Array<Median & { gain: number }> {
  if (jobMedian === null) return [];
  return skillMedians
    .filter((m) => !held.includes(m.id) && m.median > jobMedian)
    .map((m) => ({ ...m, gain: Math.round((m.median - jobMedian) * 10) / 10 }))
    .sort((a, b) => b.gain - a.gain || a.id - b.id)
    .slice(0, RAISING_SKILLS);
}
