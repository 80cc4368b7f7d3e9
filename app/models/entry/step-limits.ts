// The entry steps' limits, apart from the rules (step-fields.ts) so the page draws the form without zod.
import type { EntryType } from "./steps";

export const NEED_OPTIONS: Record<EntryType, readonly string[]> = {
  project: ["interview", "detail", "similar", "price"],
  agent: ["projects", "price", "career", "independence", "information"],
};
export const REQUEST_MAX_LENGTH = 1_000;
export const EXPERIENCE_MAX_LENGTH = 2_000;
/** The age of majority: a person signs a contract with an agent alone. */
export const MIN_AGE = 18;
export const MAX_AGE = 80;
export const MIN_PRICE_TEN_THOUSAND_YEN = 10;
export const MAX_PRICE_TEN_THOUSAND_YEN = 300;
export const MAX_SKILLS = 20;
export const MAX_LOCATIONS = 10;
export const MAX_EXPERIENCE_YEARS = 40;

/** A leave date (退職日) from five years ago to next year, in Japan's calendar. */
export const LEAVE_YEARS = (now: Date) => {
  const year = new Date(now.getTime() + 9 * 3600_000).getUTCFullYear();
  return [year + 1, year, year - 1, year - 2, year - 3, year - 4, year - 5];
};

export const skillYearsField = (skillId: number) => `years_${skillId}`;
