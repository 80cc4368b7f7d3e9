// Demo reviews and chaos maps for the demo agents.
import type { Insertable } from "kysely";
import type { AgentChaosmapEntryTable, AgentReviewTable } from "~/db/schema";
import { AGENT_FOCI } from "~/data/agent-foci";
import { ReviewStatus } from "~/models/agent/reviews";
import { DEMO_REVIEW_TEXTS } from "./agent-reviews";
import { demoAgentFocus, marketAgents, type DemoAgent } from "./demo-agents";
import { MORE_REVIEW_TEXTS } from "./market/more-reviews";
import type { Random } from "./random";

const DAY_MS = 86_400_000;

/** Reviews an agent of each size gets: a large agent is reviewed often, a small one seldom or never. */
const REVIEWS_BY_SIZE = { large: [4, 8], medium: [1, 4], small: [0, 1] } as const;

/** Each review text is written of one agent only, from the texts of its focus, larger agents first. */
export function generateReviews(random: Random, agents: DemoAgent[], now: Date): Array<Insertable<AgentReviewTable>> {
  const pools = new Map(AGENT_FOCI.map((f) => [f.id, random.sample([...DEMO_REVIEW_TEXTS[f.id], ...MORE_REVIEW_TEXTS[f.id]], 1_000)]));
  const bySize = marketAgents(agents.length).sort((a, b) => b.share - a.share);
  return bySize.flatMap(({ id, profile }) => {
    const [least, most] = REVIEWS_BY_SIZE[profile.size];
    const texts = pools.get(profile.focus)!.splice(0, random.int(least, most));
    return texts.map((text) => {
      const posted = new Date(now.getTime() - random.int(3, 360) * DAY_MS).toISOString();
      return { agent_id: id, user_id: null, ...text, status: ReviewStatus.published, created_at: posted, updated_at: posted };
    });
  });
}

export const demoChaosmapYears = (now: Date) => [now.getUTCFullYear() - 1, now.getUTCFullYear()];

export function generateChaosmaps(random: Random, agents: DemoAgent[], now: Date): Array<Insertable<AgentChaosmapEntryTable>> {
  const entries: Array<Insertable<AgentChaosmapEntryTable>> = [];
  for (const year of demoChaosmapYears(now)) {
    const yearStart = Date.UTC(year, 0, 1);
    const order = new Map<string, number>();
    for (const agent of agents) {
      // An agent appears once it had been in business for a while before the map was drawn.
      if (Date.parse(agent.created_at) > yearStart + 90 * DAY_MS) continue;
      const focus = year < now.getUTCFullYear() && random.chance(0.1) ? random.pick(AGENT_FOCI).id : demoAgentFocus(agent.id);
      const sort = order.get(focus) ?? 0;
      order.set(focus, sort + 1);
      entries.push({ year, focus_id: focus, agent_id: agent.id, sort_order: sort });
    }
  }
  return entries;
}
