// What the profile asks beyond the entry forms' steps (issue 16): gender (optional), highest
// education, qualifications with the month obtained, further job types and stations wished for,
// and the 自己PR: what the pages draw with. Their rules are in schemas.ts, which the browser loads on
// the first focus (decision 036).
import { halfWidth } from "~/models/entry/answers";
import { STATIONS } from "~/data/stations";
import { PREFECTURES } from "~/data/prefectures";

export const GENDERS = [1, 2, 3] as const;
export const EDUCATIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MAX_QUALIFICATIONS = 10;
export const QUALIFICATION_NAME_MAX = 50;
/** Empty rows shown under the qualifications, to add some without JavaScript. */
export const BLANK_QUALIFICATION_ROWS = 2;

/** 「2021-04」「2021/4」「2021年4月」 → "2021-04"; null when it is not a month. */
export function parseYearMonth(text: string): string | null {
  const match = /^(\d{4})\s*[-/年.]\s*(\d{1,2})\s*月?$/.exec(halfWidth(text).trim());
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, "0")}` : null;
}

export const SELF_PR_MAX = 2_000;

export const MAX_OTHER_JOB_TYPES = 5;
/** Station selects on the working page: each may be left blank. */
export const DESIRED_STATION_ROWS = 3;
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
