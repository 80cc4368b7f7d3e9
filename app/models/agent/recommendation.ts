// Agents recommended to a visitor (/agent/recommendation/), with the reasons shown.
import { SKILLS } from "~/data/skills";
import type { AgentCard } from "./directory";

export type Preferences = {
  skills: number[];
  minPrice: number | null;
  remote: boolean;
};

export type AgentMatchFacts = { skillCounts: Map<number, number>; prices: number[] };

export type Reason =
  { kind: "skill"; skill: string } | { kind: "remote" } | { kind: "price"; price: number } | { kind: "rating"; average: number } | { kind: "listings" };

export type Recommendation = { card: AgentCard; reasons: Reason[]; score: number };

export const RECOMMENDED_COUNT = 10;
/** An agent "has many" of a skill when its share is this many times the site's and it holds a few. */
const SKILL_LIFT = 1.5;
const SKILL_MIN_LISTINGS = 3;
const REMOTE_SHARE_HIGH = 0.6;
const PRICE_SHARE_HIGH = 0.5;
const RATING_HIGH = 4;
const RATING_MIN_REVIEWS = 2;

const skillName = new Map(SKILLS.map((s) => [s.id, s.name]));

/**
 * A wanted skill, remote or price the agent holds many of scores its share; a good rating adds a little.
 * Agents without a reason are left out; without preferences, the most listings and best ratings.
 */
export function recommendAgents(
  cards: AgentCard[],
  facts: Map<number, AgentMatchFacts>,
  preferences: Preferences,
  limit = RECOMMENDED_COUNT,
): Recommendation[] {
  const totals = { listings: 0, most: 1, remote: 0, skills: new Map<number, number>() };
  for (const card of cards) {
    totals.listings += card.numbers.listingCount;
    totals.most = Math.max(totals.most, card.numbers.listingCount);
    totals.remote += (card.numbers.remoteShare ?? 0) * card.numbers.listingCount;
    for (const [skill, count] of facts.get(card.id)?.skillCounts ?? []) totals.skills.set(skill, (totals.skills.get(skill) ?? 0) + count);
  }
  const siteShare = (skill: number) => (totals.listings === 0 ? 0 : (totals.skills.get(skill) ?? 0) / totals.listings);
  const siteRemote = totals.listings === 0 ? 0 : totals.remote / totals.listings;
  const hasPreferences = preferences.skills.length > 0 || preferences.minPrice !== null || preferences.remote;

  const scored = cards
    .filter((card) => card.numbers.listingCount > 0)
    .map((card) => {
      const { listingCount, remoteShare } = card.numbers;
      const fact = facts.get(card.id);
      const reasons: Reason[] = [];
      let score = 0;
      for (const skill of preferences.skills) {
        const count = fact?.skillCounts.get(skill) ?? 0;
        const share = count / listingCount;
        if (count >= SKILL_MIN_LISTINGS && share >= siteShare(skill) * SKILL_LIFT && skillName.has(skill)) {
          reasons.push({ kind: "skill", skill: skillName.get(skill)! });
          score += share;
        }
      }
      if (preferences.remote && remoteShare !== null && remoteShare >= Math.max(REMOTE_SHARE_HIGH, siteRemote)) {
        reasons.push({ kind: "remote" });
        score += remoteShare;
      }
      if (preferences.minPrice !== null && fact && fact.prices.length > 0) {
        const share = fact.prices.filter((p) => p >= preferences.minPrice!).length / fact.prices.length;
        if (share >= PRICE_SHARE_HIGH) {
          reasons.push({ kind: "price", price: preferences.minPrice });
          score += share;
        }
      }
      if (card.rating && card.rating.average >= RATING_HIGH && card.rating.count >= RATING_MIN_REVIEWS) {
        reasons.push({ kind: "rating", average: card.rating.average });
        score += 0.2 * (card.rating.average / 5);
      }
      if (!hasPreferences) {
        reasons.unshift({ kind: "listings" });
        score += listingCount / totals.most;
      }
      return { card, reasons, score };
    })
    // A good rating alone is not a reason to recommend an agent for these preferences.
    .filter((r) => r.reasons.some((reason) => reason.kind !== "rating"));
  return scored.sort((a, b) => b.score - a.score || b.card.numbers.listingCount - a.card.numbers.listingCount || a.card.id - b.card.id).slice(0, limit);
}
