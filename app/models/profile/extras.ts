// What the profile asks beyond the entry steps, as the pages draw it; the rules, with zod, are in schemas.ts (decision 036).

export const GENDERS = [1, 2, 3] as const;
export const EDUCATIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MAX_QUALIFICATIONS = 10;
export const QUALIFICATION_NAME_MAX = 50;
/** So qualifications can be added without JavaScript. */
export const BLANK_QUALIFICATION_ROWS = 2;

export const SELF_PR_MAX = 2_000;

export const MAX_OTHER_JOB_TYPES = 5;
export const DESIRED_STATION_ROWS = 3;
