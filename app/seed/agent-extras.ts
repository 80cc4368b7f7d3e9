// Demo reviews and chaos maps for the demo agents (issue 15): reviews on a third of the agents, in
// their focus's voice, and a chaos map for this year and the last, where last year's has fewer agents
// and a few of them in another group.
import type { Insertable } from "kysely";
import type { AgentChaosmapEntryTable, AgentReviewTable } from "~/db/schema";
import { AGENT_FOCI } from "~/data/agent-foci";
import { ReviewStatus } from "~/models/agent/reviews";
import { DEMO_REVIEW_TEXTS } from "./agent-reviews";
import { demoAgentFocus, type DemoAgent } from "./projects";
import type { Random } from "./random";

const DAY_MS = 86_400_000;

export function generateReviews(random: Random, agents: DemoAgent[], now: Date): Array<Insertable<AgentReviewTable>> {
  return agents
    .filter((agent) => agent.id % 3 === 1)
    .flatMap((agent) =>
      random.sample(DEMO_REVIEW_TEXTS[demoAgentFocus(agent.id)], random.int(1, 6)).map((text) => {
        const posted = new Date(now.getTime() - random.int(3, 360) * DAY_MS).toISOString();
        return { agent_id: agent.id, user_id: null, ...text, status: ReviewStatus.published, created_at: posted, updated_at: posted };
      }),
    );
}

/** The years with a chaos map: this one and the one before. */
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
