// The agents' scout API's rules (docs/agent-scout-api.md). Agents are Japanese companies: the messages are in Japanese.
import { z } from "zod";
import { staticCategoryName } from "~/search/categories";
import { isId } from "~/models/listing/ids";

/** The prefix says what it is, so secret scanners know it. */
export const AGENT_TOKEN_PATTERN = /^af_[A-Za-z0-9_-]{32}$/;

/** The profile id agents see, never the account id. */
export const PUBLIC_PROFILE_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export const SCOUT_TITLE_MAX = 100;
export const SCOUT_BODY_MAX = 5_000;
/** Well above a title, a body of SCOUT_BODY_MAX and a few ids. */
export const SCOUT_BODY_LIMIT = 32 * 1024;
export const PROFILE_SEARCH_PAGE_SIZE = 20;
/** Past this page an agent should narrow the search, not walk the members. */
export const PROFILE_SEARCH_MAX_PAGE = 50;
const MAX_SEARCH_SKILLS = 5;

/** Counted in the shared rate-limit table. */
export const AGENT_RATE_LIMITS = {
  scout: { limit: 100, windowMs: 60 * 60 * 1000 },
  profile_search: { limit: 600, windowMs: 60 * 60 * 1000 },
} as const;
export type AgentAction = keyof typeof AGENT_RATE_LIMITS;

export function bearerToken(header: string | null): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match && AGENT_TOKEN_PATTERN.test(match[1]) ? match[1] : null;
}

const text = (max: number, label: string) =>
  z
    .string({ required_error: `${label}を入力してください`, invalid_type_error: `${label}は文字列で指定してください` })
    .trim()
    .min(1, `${label}を入力してください`)
    .max(max, `${label}は${max.toLocaleString("ja-JP")}文字以内で入力してください`);

const positiveId = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      { invalid_type_error: `${label}は数値で指定してください` },
    )
    .refine(isId, `${label}が正しくありません`);

export const scoutRequestSchema = z.object({
  profile_id: z
    .string({ required_error: "profile_idを指定してください", invalid_type_error: "profile_idは文字列で指定してください" })
    .regex(PUBLIC_PROFILE_ID_PATTERN, "profile_idが正しくありません"),
  title: text(SCOUT_TITLE_MAX, "件名"),
  body: text(SCOUT_BODY_MAX, "本文"),
  project_id: positiveId("project_id").optional().nullable(),
});
export type ScoutRequest = z.infer<typeof scoutRequestSchema>;

/** `{ field: [messages] }`, the shape every 422 of the API answers with. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[String(issue.path[0] ?? "body")] ??= []).push(issue.message);
  return errors;
}

export type ProfileSearch = { skills: number[]; prefectureId: number | null; maxPrice: number | null; page: number };

/** Unknown ids are errors, not ignored, so an agent's typo does not silently widen the search. */
export function parseProfileSearch(params: URLSearchParams): { ok: true; value: ProfileSearch } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const whole = (value: string) => (/^\d{1,6}$/.test(value) ? Number(value) : null);

  const skills = params.getAll("skill").map(whole);
  if (skills.length > MAX_SEARCH_SKILLS) fail("skill", `skillは${MAX_SEARCH_SKILLS}つまで指定できます`);
  else if (skills.some((id) => id === null || !staticCategoryName("skill", id))) fail("skill", "skillに存在しないスキルIDがあります");

  const prefectureText = params.get("prefecture");
  const prefectureId = prefectureText ? whole(prefectureText) : null;
  if (prefectureText && (prefectureId === null || !staticCategoryName("prefecture", prefectureId))) fail("prefecture", "prefectureが正しくありません（1〜47）");

  const priceText = params.get("max_price");
  const maxPrice = priceText ? whole(priceText) : null;
  if (priceText && (maxPrice === null || maxPrice < 1 || maxPrice > 999)) fail("max_price", "max_priceは1〜999（万円/月）で指定してください");

  const pageText = params.get("page");
  const page = pageText ? whole(pageText) : 1;
  if (page === null || page < 1 || page > PROFILE_SEARCH_MAX_PAGE) fail("page", `pageは1〜${PROFILE_SEARCH_MAX_PAGE}で指定してください`);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { skills: [...new Set(skills as number[])], prefectureId, maxPrice, page: page! } };
}
