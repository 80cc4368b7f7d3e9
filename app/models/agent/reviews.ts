// Members' reviews of agents: who may post one and what is shown (docs/product.md, Listings, agents and members).

export const ReviewStatus = { pending: 0, published: 1, rejected: 2 } as const;

export const REVIEW_RATINGS = [5, 4, 3, 2, 1] as const;
export const REVIEW_TITLE_MAX = 40;
export const REVIEW_BODY_MIN = 50;
export const REVIEW_BODY_MAX = 1000;
export const REVIEWER_MAX = 30;
export const REVIEW_PAGE_SIZE = 20;

export type AgentRating = { average: number; count: number };

/** The average as the pages print it: one decimal, rounded half up (3.65 → 3.7). */
export const ratingText = (average: number) => (Math.round(average * 10 + 1e-9) / 10).toFixed(1);

export function ratingDistribution(ratings: readonly number[]): Array<{ rating: number; count: number; share: number }> {
  return REVIEW_RATINGS.map((rating) => {
    const count = ratings.filter((r) => r === rating).length;
    return { rating, count, share: ratings.length === 0 ? 0 : count / ratings.length };
  });
}
