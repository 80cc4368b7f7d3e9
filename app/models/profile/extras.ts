// What the profile asks beyond the entry forms' steps (issue 16): gender (optional), highest
// education, qualifications with the month obtained, further job types and stations wished for,
// and the 自己PR: what the pages draw with. Their rules are in schemas.ts, which the browser loads on
// the first focus (decision 036); the stations' names in stations.ts, which the edit page gets from
// its loader (issue 53).

export const GENDERS = [1, 2, 3] as const;
export const EDUCATIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const MAX_QUALIFICATIONS = 10;
export const QUALIFICATION_NAME_MAX = 50;
/** Empty rows shown under the qualifications, to add some without JavaScript. */
export const BLANK_QUALIFICATION_ROWS = 2;

export const SELF_PR_MAX = 2_000;

export const MAX_OTHER_JOB_TYPES = 5;
/** Station selects on the working page: each may be left blank. */
export const DESIRED_STATION_ROWS = 3;
