// What the profile asks beyond the entry forms' steps (issue 16): gender (optional), highest
// education, qualifications with the month obtained, further job types and stations wished for,
// and the 自己PR. Messages are keys of the `entry` namespace.
import { z } from "zod";
import { halfWidth, todayInJapan } from "~/models/entry/answers";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { STATIONS } from "~/data/stations";
import { PREFECTURES } from "~/data/prefectures";

export const GENDERS = [1, 2, 3] as const;
export const EDUCATIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MAX_QUALIFICATIONS = 10;
export const QUALIFICATION_NAME_MAX = 50;
/** Empty rows shown under the qualifications, to add some without JavaScript. */
export const BLANK_QUALIFICATION_ROWS = 2;

const optionalCode = (codes: readonly number[]) =>
  z
    .number()
    .optional()
    .refine((v) => v === undefined || codes.includes(v), "errors.choose")
    .transform((v) => v ?? null);

/** 「2021-04」「2021/4」「2021年4月」 → "2021-04"; null when it is not a month. */
export function parseYearMonth(text: string): string | null {
  const match = /^(\d{4})\s*[-/年.]\s*(\d{1,2})\s*月?$/.exec(halfWidth(text).trim());
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, "0")}` : null;
}

export const SELF_PR_MAX = 2_000;

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

export const MAX_OTHER_JOB_TYPES = 5;
/** Station selects on the working page: each may be left blank. */
export const DESIRED_STATION_ROWS = 3;
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

/** A station as the profile names it: 「渋谷（東京都）」. */
export function stationLabel(id: number): string {
  const station = STATIONS.find((s) => s.id === id);
  if (!station) return "";
  return `${station.name}（${PREFECTURES.find((p) => p.id === station.prefectureId)?.name ?? ""}）`;
}

/** The station selects' options, by prefecture. */
export const STATION_OPTIONS = [...STATIONS]
  .sort((a, b) => a.prefectureId - b.prefectureId || a.id - b.id)
  .map((s) => ({ value: String(s.id), label: stationLabel(s.id) }));
