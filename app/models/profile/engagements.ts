// The work history's engagements (職務経歴). The page changes them with buttons, so it works without JavaScript.
import { SKILLS } from "~/data/skills";
import { halfWidth, todayInJapan } from "~/models/entry/answers";

export const CLIENT_TYPES = [1, 2, 3, 4, 5] as const;
export const PHASES = [1, 2, 3, 4, 5, 6] as const;
export const MAX_ENGAGEMENTS = 30;
export const ENGAGEMENT_TEXT_MAX = 2_000;
export const ENGAGEMENT_COMPANY_MAX = 100;
export const ENGAGEMENT_ROLE_MAX = 50;
export const MAX_TEAM_SIZE = 1_000;
export const MAX_TECHNOLOGIES = 20;

const skillByName = new Map(SKILLS.map((s) => [normalizeName(s.name), s]));

function normalizeName(name: string) {
  return halfWidth(name).toLowerCase().replace(/\s+/g, " ");
}

/** Unknown names are returned apart; 「/」 is no separator (PL/SQL). */
export function readTechnologies(text: string): { ids: number[]; unknown: string[] } {
  const names = halfWidth(text)
    .split(/[、,，\n]/)
    .map((n) => n.trim())
    .filter(Boolean);
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const skill = skillByName.get(normalizeName(name));
    if (skill) {
      if (!ids.includes(skill.id)) ids.push(skill.id);
    } else unknown.push(name);
  }
  return { ids, unknown };
}

export const technologyNames = (ids: number[]) =>
  ids
    .map((id) => SKILLS.find((s) => s.id === id)?.name)
    .filter(Boolean)
    .join("、");

/** Counting both ends: 2024-04 to 2024-09 is 6. */
export function engagementMonths(startedOn: string, endedOn: string | null, now: Date): number {
  const end = endedOn ?? todayInJapan(now).slice(0, 7);
  const [sy, sm] = startedOn.split("-").map(Number);
  const [ey, em] = end.split("-").map(Number);
  return Math.max(1, (ey - sy) * 12 + (em - sm) + 1);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 「2021年4月〜現在（3年8か月）」. */
export function periodWords(startedOn: string, endedOn: string | null, now: Date, t: Translate): string {
  const month = (value: string) => t("profile.engagement.month", { year: value.slice(0, 4), month: Number(value.slice(5, 7)) });
  const months = engagementMonths(startedOn, endedOn, now);
  const years = Math.floor(months / 12);
  const span =
    years === 0
      ? t("profile.engagement.months", { months })
      : months % 12 === 0
        ? t("profile.engagement.yearsOnly", { years })
        : t("profile.engagement.years", { years, months: months % 12 });
  return t("profile.engagement.period", { from: month(startedOn), to: endedOn ? month(endedOn) : t("profile.engagement.now"), span });
}

export function moved(ids: number[], id: number, direction: "up" | "down"): number[] {
  const from = ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
