// Members' reviews of agents (issue 15): the limits of the review form (its schema is review-schema.ts)
// and the rules of what is shown. A review is posted by a member who applied to the agent through the
// site, one per member and agent; it is shown once the operator has approved it
// (scripts/moderate-reviews.ts).

export const ReviewStatus = { pending: 0, published: 1, rejected: 2 } as const;

export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;
export const REVIEW_TITLE_MAX = 40;
export const REVIEW_BODY_MIN = 50;
export const REVIEW_BODY_MAX = 1000;
export const REVIEWER_MAX = 30;
/** Reviews a page of /agent/detail/{id}/user/ shows. */
export const REVIEW_PAGE_SIZE = 20;

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
