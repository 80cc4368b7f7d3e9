// What the market price form draws with, free of zod: the page loads its rules (estimate.ts) only
// when the visitor first reaches into the form (decisions 035 and 036).

/** Skill rows on the form: each a skill and its years, blank rows ignored. */
export const ESTIMATE_SKILL_ROWS = 3;
