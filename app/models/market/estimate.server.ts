// The market-price estimate on the server: the visitor's answers kept in a signed cookie through the
// e-mail or sign-up step, the estimate computed from the search index, and a member's last estimate
// kept for the profile (decision 016).
import { parseWithZod } from "@conform-to/zod";
import { withListRows } from "~/utils/form-body.server";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { PREFECTURES } from "~/data/prefectures";
import { SKILLS } from "~/data/skills";
import { ESTIMATE_SKILL_ROWS } from "./estimate-form";
import { getDb } from "~/db/client.server";
import { PROJECT_PAGE_SIZE } from "~/constants";
import { staticCategoryName } from "~/search/categories";
import { getSearchEngine } from "~/search/engine.server";
import { signedCookie } from "~/utils/cookies.server";
import { fromSettings } from "~/env.server";
import type { AccountKind } from "~/models/account/page-frame";
import { estimateLadder, estimateRange, estimateSchema, parseStoredAnswers, raisingSkills, type EstimateAnswers, type EstimateLevel } from "./estimate";
import { jobSegment } from "./segment";
import { readSegment } from "./segments.server";
import type { Median } from "./statistics";

const ANSWERS_LIFETIME_S = 7 * 24 * 60 * 60;
const answersCookie = fromSettings(() => signedCookie("__market_answers", ANSWERS_LIFETIME_S));

/** The form's answers checked by its rules (the page loads them itself on the first focus). */
export const parseEstimateForm = (formData: FormData) =>
  parseWithZod(withListRows(formData, { skills: { rows: ESTIMATE_SKILL_ROWS, field: "id" } }), { schema: estimateSchema });

/** The market-price check: members and mail-magazine users see the estimate; guests are asked first. */
/**
 * What the input form's selects choose from, sent with the page: the catalogues stay out of its
 * scripts.
 */
export const estimateChoices = () => ({
  jobTypes: ENTRY_JOB_TYPES.map((j) => ({ value: String(j.id), label: j.name })),
  skills: SKILLS.map((s) => ({ value: String(s.id), label: s.name })),
  prefectures: PREFECTURES.map((p) => ({ value: String(p.id), label: p.name })),
});

export const canSeeEstimate = (account: AccountKind) => account === "member" || account === "mailMagazine";

/**
 * The answers kept in this browser, if they are this visitor's: a guest's wait for whoever signs in
 * next (the e-mail or sign-up step), but a member's are never shown to another account.
 */
export async function readEstimateAnswers(request: Request, userId: number | null): Promise<EstimateAnswers | null> {
  const kept = (await answersCookie().parse(request.headers.get("Cookie"))) as { answers?: unknown; owner?: unknown } | null;
  if (!kept || typeof kept !== "object") return null;
  if (kept.owner !== null && kept.owner !== userId) return null;
  return parseStoredAnswers(kept.answers);
}

export const keepEstimateAnswers = (answers: EstimateAnswers, userId: number | null) => answersCookie().serialize({ answers, owner: userId });

/**
 * The names the result page shows: the visitor's job type, place and skills, and `skills` of the
 * result. Named on the server, so the page's script carries no list of every skill, job type and
 * prefecture.
 */
export function estimateNames(answers: EstimateAnswers, skills: ReadonlyArray<{ id: number }> = []) {
  const named = (kind: "skill" | "job" | "prefecture", id: number) => staticCategoryName(kind, id) ?? "";
  return {
    job: named("job", answers.jobTypeId),
    prefecture: answers.prefectureId ? named("prefecture", answers.prefectureId) : "",
    skills: Object.fromEntries([...answers.skills, ...skills].map(({ id }) => [id, named("skill", id)])) as Record<number, string>,
  };
}

export type Estimate = {
  /** 万円 a month; null when even the whole market is too small. */
  range: { low: number; high: number } | null;
  /** The listings the range rests on, and how closely they fit. */
  count: number;
  level: EstimateLevel;
  raising: Array<Median & { gain: number }>;
  /** Open projects paying at least the range's lower end, for the visitor's skills. */
  projectIds: number[];
};

/** The stored figures of the visitor's job type: its median and the skills' (null before the first statistics run). */
export const readJobMarket = async (jobTypeId: number) => (await readSegment(jobSegment(jobTypeId)))?.stats ?? null;

export async function estimateFor(a: EstimateAnswers): Promise<Estimate> {
  const engine = await getSearchEngine();
  let chosen: { level: EstimateLevel; prices: number[] } = { level: "all", prices: [] };
  for (const step of estimateLadder(a)) {
    chosen = { level: step.level, prices: engine.index.openPrices(...step.filters) };
    if (estimateRange(chosen.prices, a.experienceYears)) break;
  }
  const range = estimateRange(chosen.prices, a.experienceYears);
  // What raises it: the skills whose listings pay the most above the job type's median (stored).
  const job = await readJobMarket(a.jobTypeId);
  const raising = raisingSkills(
    job?.price?.median ?? null,
    job?.skillMedians ?? [],
    a.skills.map((s) => s.id),
  );
  const projectIds = range
    ? engine
        .search({ filters: { skill: a.skills.map((s) => s.id), price_over: [range.low] }, keyword: "", sort: "suggest", page: 1 }, PROJECT_PAGE_SIZE)
        .ids.slice(0, 10)
    : [];
  return { range, count: chosen.prices.length, level: chosen.level, raising, projectIds };
}

/** A member's estimate, kept for the profile (the last one only). */
export async function saveMemberEstimate(userId: number, answers: EstimateAnswers, estimate: Estimate) {
  if (!estimate.range) return;
  const row = {
    answers: JSON.stringify(answers),
    low: estimate.range.low,
    high: estimate.range.high,
    listing_count: estimate.count,
    estimated_at: new Date().toISOString(),
  };
  await getDb()
    .insertInto("market_estimates")
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
    .execute();
}

export async function memberEstimate(userId: number) {
  const row = await getDb().selectFrom("market_estimates").select(["low", "high", "estimated_at"]).where("user_id", "=", userId).executeTakeFirst();
  return row ? { low: row.low, high: row.high, estimatedAt: row.estimated_at } : null;
}
