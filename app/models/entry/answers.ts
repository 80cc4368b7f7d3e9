// What an entry form collects, and the normal forms of what people type in Japanese forms.

export type EntryAnswers = Partial<{
  need: string[];
  request: string;
  email: string;
  /** Kept only on the server (the draft); the password itself is never stored. */
  passwordHash: string;
  birthday: string;
  workdays: number;
  jobCategory: string;
  jobTypeId: number;
  experienceYears: number;
  skills: number[];
  skillYears: Record<string, number>;
  jobStatus: number;
  companyName: string;
  leaveDate: string;
  startTiming: number;
  startDate: string;
  contractStatus: number;
  workStyle: number;
  prefectureId: number;
  city: string;
  station: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  locations: number[];
  minPrice: number;
  experience: string;
}>;

export type AnswerKey = keyof EntryAnswers;

/** NFKC, as people paste from anywhere. */
export const halfWidth = (value: string) => value.normalize("NFKC").trim();

/** The digits however typed (０９０…, +81 90 …); null when not a Japanese number (10 digits, 11 for 0X0). */
export function normalizePhone(value: string): string | null {
  const digits = halfWidth(value)
    .replace(/^\+81[\s-]*/, "0")
    .replace(/[\s\-‐－―ー()（）]/g, "");
  if (!/^0\d+$/.test(digits)) return null;
  if (/^0[5789]0/.test(digits)) return digits.length === 11 ? digits : null;
  return digits.length === 10 ? digits : null;
}

/** As the agent reads it: 090-1234-5678, 03-1234-5678. */
export function formatPhone(digits: string): string {
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (/^0[36]/.test(digits)) return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function toKatakana(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/[\s\u3000]/g, "")
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

export const isKatakana = (value: string) => /^[\u30A1-\u30FAー・]+$/.test(value);

/** In Japan's calendar. */
export function ageOn(birthday: string, today: Date): number {
  const [y, m, d] = birthday.split("-").map(Number);
  const local = new Date(today.getTime() + 9 * 3600_000);
  const [ty, tm, td] = [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()];
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

export function calendarDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export const todayInJapan = (now: Date) => new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
