// Reviews of agents in the database; the rules are in reviews.ts.
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { REVIEW_PAGE_SIZE, ReviewStatus, type AgentRating } from "./reviews";
import type { ReviewInput } from "./review-schema";

// For the route's action: a route importing review-schema.ts itself keeps zod in the page's first load (decision 036).
export { reviewSchema } from "./review-schema";

export type ShownReview = { id: number; rating: number; title: string; body: string; reviewer: string; postedAt: string };
export type OwnReview = ShownReview & { status: number };

export async function ratingsByAgent(db: Kysely<Database> = getDb()): Promise<Map<number, AgentRating>> {
  const rows = await db
    .selectFrom("agent_reviews")
    .select((eb) => ["agent_id", eb.fn.avg<number>("rating").as("average"), eb.fn.countAll<number>().as("count")])
    .where("status", "=", ReviewStatus.published)
    .groupBy("agent_id")
    .execute();
  return new Map(rows.map((r) => [r.agent_id, { average: Number(r.average), count: Number(r.count) }]));
}

const shownColumns = ["id", "rating", "title", "body", "reviewer", "created_at as postedAt"] as const;

export async function shownReviews(agentId: number, page: number) {
  const db = getDb();
  const base = db.selectFrom("agent_reviews").where("agent_id", "=", agentId).where("status", "=", ReviewStatus.published);
  const [reviews, ratings] = await Promise.all([
    base
      .select(shownColumns)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE)
      .execute(),
    base.select("rating").execute(),
  ]);
  return { reviews, ratings: ratings.map((r) => r.rating) };
}

/** Whether the member applied to the agent through the site (to one of its projects or to it). */
export async function hasAppliedTo(userId: number, agentId: number): Promise<boolean> {
  const row = await getDb().selectFrom("entries").select("id").where("user_id", "=", userId).where("agent_id", "=", agentId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export function ownReview(userId: number, agentId: number): Promise<OwnReview | undefined> {
  return getDb()
    .selectFrom("agent_reviews")
    .select([...shownColumns, "status"])
    .where("user_id", "=", userId)
    .where("agent_id", "=", agentId)
    .executeTakeFirst();
}

/** Either way it waits for approval again. */
export async function saveReview(userId: number, agentId: number, input: ReviewInput) {
  const now = new Date().toISOString();
  const values = { rating: input.rating, title: input.title, body: input.body, reviewer: input.reviewer, status: ReviewStatus.pending, updated_at: now };
  await getDb()
    .insertInto("agent_reviews")
    .values({ ...values, agent_id: agentId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(["agent_id", "user_id"]).doUpdateSet(values))
    .execute();
}

export async function removeReview(userId: number, agentId: number) {
  await getDb().deleteFrom("agent_reviews").where("user_id", "=", userId).where("agent_id", "=", agentId).execute();
}

export function pendingReviews(db: Kysely<Database> = getDb()) {
  return db
    .selectFrom("agent_reviews")
    .innerJoin("agents", "agents.id", "agent_reviews.agent_id")
    .select(["agent_reviews.id", "agents.name as agentName", "rating", "title", "body", "reviewer", "agent_reviews.updated_at as updatedAt"])
    .where("status", "=", ReviewStatus.pending)
    .orderBy("agent_reviews.updated_at")
    .execute();
}

export async function moderateReview(id: number, status: typeof ReviewStatus.published | typeof ReviewStatus.rejected, db: Kysely<Database> = getDb()) {
  const result = await db.updateTable("agent_reviews").set({ status, updated_at: new Date().toISOString() }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
