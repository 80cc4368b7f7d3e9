// Every published agent with its numbers (from the search index) and rating, kept for a minute.
import { getDb } from "~/db/client.server";
import { AGENT_PAGE_SIZE } from "~/constants";
import { getSearchEngine } from "~/search/engine.server";
import type { Filters } from "~/search/query";
import { cached } from "~/utils/cache.server";
import { sortAgents, type AgentCard, type AgentQuery } from "./directory";
import { agentNumbers } from "./numbers";
import { ratingsByAgent } from "./reviews.server";
import { recommendAgents, type AgentMatchFacts, type Preferences } from "./recommendation";

const DIRECTORY_TTL_MS = 60_000;

type Directory = { cards: AgentCard[]; facts: Map<number, AgentMatchFacts> };

function directory(): Promise<Directory> {
  return cached("agent-directory", DIRECTORY_TTL_MS, async () => {
    const [agents, ratings, engine] = await Promise.all([
      getDb().selectFrom("agents").select(["id", "name", "catch_copy", "logo_url"]).where("is_published", "=", 1).orderBy("id").execute(),
      ratingsByAgent(),
      getSearchEngine(),
    ]);
    const facts = new Map<number, AgentMatchFacts>();
    const cards = agents.map((a) => {
      const listingFacts = engine.index.agentListingFacts(a.id);
      facts.set(a.id, { skillCounts: listingFacts.skillCounts, prices: listingFacts.prices });
      return {
        id: a.id,
        name: a.name,
        catchCopy: a.catch_copy,
        logoUrl: a.logo_url,
        numbers: agentNumbers(listingFacts),
        rating: ratings.get(a.id) ?? null,
      };
    });
    return { cards, facts };
  });
}

export async function allAgentCards(): Promise<AgentCard[]> {
  return (await directory()).cards;
}

export async function recommendedAgents(preferences: Preferences) {
  const { cards, facts } = await directory();
  return recommendAgents(cards, facts, preferences);
}

export async function getAgentCard(id: number): Promise<AgentCard | undefined> {
  return (await allAgentCards()).find((card) => card.id === id);
}

export type AgentListPage = { cards: Array<AgentCard & { matched: number | null }>; total: number; page: number; pageCount: number };

export async function agentListPage(query: AgentQuery): Promise<AgentListPage> {
  const all = await allAgentCards();
  const filters: Filters = {
    ...(query.skill ? { skill: [query.skill] } : {}),
    ...(query.prefecture ? { prefecture: [query.prefecture] } : {}),
  };
  let cards: AgentListPage["cards"] = all.map((card) => ({ ...card, matched: null }));
  if (filters.skill || filters.prefecture) {
    const { index } = await getSearchEngine();
    cards = cards.map((card) => ({ ...card, matched: index.agentListingFacts(card.id, filters).count })).filter((card) => card.matched > 0);
  }
  const sorted = sortAgents(cards, query.sort) as AgentListPage["cards"];
  const pageCount = Math.max(1, Math.ceil(sorted.length / AGENT_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  return { cards: sorted.slice((page - 1) * AGENT_PAGE_SIZE, page * AGENT_PAGE_SIZE), total: sorted.length, page, pageCount };
}
