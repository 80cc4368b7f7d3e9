// The agent list's query and orders.
import { SKILLS } from "~/data/skills";
import { PREFECTURES } from "~/data/prefectures";
import { parseId } from "~/models/listing/ids";
import { pageNumberFrom } from "~/utils/page-number";
import type { AgentNumbers } from "./numbers";
import type { AgentRating } from "./reviews";

export const AGENT_SORTS = ["listings", "rating", "price"] as const;
export type AgentSort = (typeof AGENT_SORTS)[number];

export type AgentQuery = { sort: AgentSort; skill: number | null; prefecture: number | null; page: number };

export type AgentCard = {
  id: number;
  name: string;
  catchCopy: string;
  logoUrl: string;
  numbers: AgentNumbers;
  rating: AgentRating | null;
};

const skillIds = new Set(SKILLS.map((s) => s.id));
const prefectureIds = new Set(PREFECTURES.map((p) => p.id));

/** What it does not know is left out rather than refused, so an old link still lists agents. */
export function parseAgentQuery(params: URLSearchParams): AgentQuery {
  const sort = params.get("sort");
  const skill = parseId(params.get("skill"));
  const prefecture = parseId(params.get("prefecture"));
  return {
    sort: (AGENT_SORTS as readonly string[]).includes(sort ?? "") ? (sort as AgentSort) : "listings",
    skill: skill !== null && skillIds.has(skill) ? skill : null,
    prefecture: prefecture !== null && prefectureIds.has(prefecture) ? prefecture : null,
    page: pageNumberFrom(params),
  };
}

/** Defaults left out, so the canonical first page has no query. */
export function agentQuerySearch(query: Partial<AgentQuery>): string {
  const params = new URLSearchParams();
  if (query.skill) params.set("skill", String(query.skill));
  if (query.prefecture) params.set("prefecture", String(query.prefecture));
  if (query.sort && query.sort !== "listings") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

const byListings = (a: AgentCard, b: AgentCard) => b.numbers.listingCount - a.numbers.listingCount || a.id - b.id;

/** Agents without reviews, or without priced listings, come after those with them. */
export function sortAgents(cards: AgentCard[], sort: AgentSort): AgentCard[] {
  const sorted = [...cards];
  if (sort === "listings") return sorted.sort(byListings);
  if (sort === "rating")
    return sorted.sort((a, b) => (b.rating?.average ?? -1) - (a.rating?.average ?? -1) || (b.rating?.count ?? 0) - (a.rating?.count ?? 0) || byListings(a, b));
  return sorted.sort((a, b) => (b.numbers.price?.median ?? -1) - (a.numbers.price?.median ?? -1) || byListings(a, b));
}
