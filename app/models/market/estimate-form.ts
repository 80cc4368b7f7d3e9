// What the market price form draws with, free of zod: its rules load on the first focus (decision 045).

/** Blank rows are ignored. */
export const ESTIMATE_SKILL_ROWS = 3;
