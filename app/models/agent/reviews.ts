// Members' reviews of agents (issue 15): the rules of the review form and of what is shown. A review
// is posted by a member who applied to the agent through the site, one per member and agent; it is
// shown once the operator has approved it (scripts/moderate-reviews.ts).
import { z } from "zod";

export const ReviewStatus = { pending: 0, published: 1, rejected: 2 } as const;

export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;
export const REVIEW_TITLE_MAX = 40;
export const REVIEW_BODY_MIN = 50;
export const REVIEW_BODY_MAX = 1000;
export const REVIEWER_MAX = 30;
/** Reviews a page of /agent/detail/{id}/user/ shows. */
export const REVIEW_PAGE_SIZE = 20;

/** Line breaks as the browser sends them (\r\n) count as one character, as the counter shows them. */
// Conform reads a value that is empty once trimmed as missing, on both sides of the pipe: both say so.
const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string({ required_error: tooShort })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string({ required_error: tooShort }).min(min, tooShort).max(max, tooLong));

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ required_error: "review.errors.rating", invalid_type_error: "review.errors.rating" })
    .int("review.errors.rating")
    .min(1, "review.errors.rating")
    .max(5, "review.errors.rating"),
  title: text(1, REVIEW_TITLE_MAX, "review.errors.titleRequired", "review.errors.titleTooLong"),
  body: text(REVIEW_BODY_MIN, REVIEW_BODY_MAX, "review.errors.bodyTooShort", "review.errors.bodyTooLong"),
  reviewer: z
    .string()
    .max(REVIEWER_MAX, "review.errors.reviewerTooLong")
    .optional()
    .transform((value) => (value ?? "").trim()),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

export type AgentRating = { average: number; count: number };

/** The average as the pages print it: one decimal, rounded half up (3.65 → 3.7). */
export const ratingText = (average: number) => (Math.round(average * 10 + 1e-9) / 10).toFixed(1);

/** How many of the shown reviews gave each rating, 5 to 1, for the bars on the reviews page. */
export function ratingDistribution(ratings: readonly number[]): Array<{ rating: number; count: number; share: number }> {
  return REVIEW_RATINGS.map((rating) => {
    const count = ratings.filter((r) => r === rating).length;
    return { rating, count, share: ratings.length === 0 ? 0 : count / ratings.length };
  });
}
