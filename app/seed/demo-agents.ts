// The demo agents, and how who they are shows in their listings.
import type { Agent } from "~/db/schema";
import type { AgentFocusId } from "~/data/agent-foci";
import { AGENT_PROFILES } from "./market/agents";
import type { AgentProfile, RoleTemplate } from "./market/types";
import { MARKET_ROLES } from "./market/roles";
import type { Random } from "./random";
import { SECTION_STYLES, type Voice } from "./listing-writing";

// Demo agents have no logo image: the site draws each one a mark (components/agent-logo).
export type DemoAgent = Omit<Agent, "is_published" | "logo_url"> & { established_year: number };

export type MarketAgent = {
  id: number;
  profile: AgentProfile;
  /** How many listings it holds, relative to the others. */
  share: number;
  /** How it writes (listing-writing.ts): its title style, its description's headings, its closing line. */
  voice: Voice;
  /** How it states prices: the shares of monthly, daily and hourly. */
  units: { month: number; day: number; hour: number };
};

/** Past the written profiles they repeat under another name. */
function profileOf(id: number): AgentProfile {
  const profile = AGENT_PROFILES[(id - 1) % AGENT_PROFILES.length];
  const round = Math.floor((id - 1) / AGENT_PROFILES.length);
  return round === 0 ? profile : { ...profile, name: `${profile.name} ${round + 1}`, companyName: `${profile.companyName}（${round + 1}）` };
}

export const demoAgentFocus = (agentId: number): AgentFocusId => profileOf(agentId).focus;

/** Listings a large agent holds against a small one: a few agents hold most of the market. */
const SIZE_SHARE = { large: 60, medium: 6, small: 1 } as const;

/** A number in [0, 1) fixed for an agent and a purpose, so an agent's habits do not depend on the draw order. */
function trait(id: number, salt: number): number {
  let t = (id * 0x9e3779b1 + salt * 0x85ebca6b) >>> 0;
  t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
  t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
  return ((t ^ (t >>> 15)) >>> 0) / 4294967296;
}

export const WRITING_STYLES = 6;
const SIGN_OFFS = [
  (name: string) => `ご応募後は${name}の担当者が面談日程を調整します。`,
  (name: string) => `${name}経由でのご参画となります。条件面のご相談もお気軽にどうぞ。`,
  (name: string) => `${name}では参画後も担当者が定期的にフォローします。`,
  (name: string) => `詳細は${name}の担当者よりご説明します。`,
  (name: string) => `${name}が保有する案件です。まずはお気軽にエントリーください。`,
];
/** Days since an agent's last full feed, at most, by its size. */
const FEED_DAYS = { large: 0, medium: 3, small: 14 } as const;

export function marketAgents(count: number): MarketAgent[] {
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const profile = profileOf(id);
    // Creative and short-week agents state hours and days more often, as their markets do.
    const byTime = profile.focus === "creative" || profile.focus === "short-week" ? 0.35 : trait(id, 3) < 0.15 ? 0.25 : 0.04;
    const hourly = trait(id, 4) < 0.5 ? byTime * 0.7 : byTime * 0.3;
    return {
      id,
      profile,
      share: SIZE_SHARE[profile.size] * (0.6 + trait(id, 1) * 0.8),
      voice: {
        title: Math.floor(trait(id, 2) * WRITING_STYLES),
        sections: Math.floor(trait(id, 5) * SECTION_STYLES),
        signOff: SIGN_OFFS[Math.floor(trait(id, 6) * SIGN_OFFS.length)](profile.name),
      },
      units: { month: 1 - byTime, day: byTime - hourly, hour: hourly },
    };
  });
}

/** Whether seats of this kind are what an agent of this focus is known for. */
function suitsFocus(focus: AgentFocusId, role: RoleTemplate): boolean {
  const jobs = role.jobTypeIds;
  const has = (...ids: number[]) => ids.includes(jobs[0]);
  switch (focus) {
    case "high-price":
      return (role.price[0] + role.price[1]) / 2 >= 80;
    case "remote":
      return role.remote.full >= 0.3;
    case "short-week":
      return role.remote.full + role.remote.partly >= 0.6;
    case "beginner":
      return (role.price[0] + role.price[1]) / 2 <= 65;
    case "erp":
      return has(25, 26) || role.stacks.some((s) => ["SAP", "Oracle EBS", "Dynamics 365", "Salesforce", "ServiceNow"].includes(s[0]));
    case "creative":
      return has(27, 28, 29, 31, 34);
    case "upstream":
      return has(22, 23, 24, 25, 39, 40);
    case "infra":
      return has(8, 9, 10, 11, 12, 13, 14, 36, 37);
    case "data":
      return has(15, 16, 17);
    case "web":
      return has(4, 5, 6, 7, 30);
  }
}

/** The agents and, for each seat, who lists it: an agent as likely as its size, four times more when the seat suits its focus. */
type AgentsOfTheMarket = { agents: MarketAgent[]; pickers: Map<RoleTemplate, (random: Random) => MarketAgent> };
const markets = new Map<number, AgentsOfTheMarket>();

export function agentsOfTheMarket(agentCount: number): AgentsOfTheMarket {
  let market = markets.get(agentCount);
  if (!market) {
    const agents = marketAgents(agentCount);
    const pickers = new Map(
      MARKET_ROLES.map((role) => {
        const weights = agents.map((agent) => [agent, agent.share * (suitsFocus(agent.profile.focus, role) ? 4 : 1)] as const);
        return [role, (random: Random) => random.weighted(weights)] as const;
      }),
    );
    market = { agents, pickers };
    markets.set(agentCount, market);
  }
  return market;
}

export function generateAgents(random: Random, count: number, now: Date): DemoAgent[] {
  return marketAgents(count).map(({ id, profile }) => {
    // Listed on the site before its first demo listing, and not before it was founded.
    const founded = Date.UTC(profile.establishedYear, 3, 1);
    const listedDays = random.int(430, 2400);
    const created = new Date(Math.max(founded, now.getTime() - listedDays * 86_400_000)).toISOString();
    return {
      id,
      name: profile.name,
      name_kana: profile.nameKana,
      catch_copy: profile.catchCopy,
      description: profile.description,
      url: `https://agent-${id}.example.jp/`,
      contact_email: `entry@agent-${id}.example.jp`,
      established_year: profile.establishedYear,
      company_name: profile.companyName,
      head_office: profile.headOffice,
      offices: profile.offices.join("\n"),
      strengths: profile.strengths.join("\n"),
      margin_percent: profile.marginPercent,
      created_at: created,
      updated_at: created,
      // Large agents send full feeds daily, small ones now and then, never so late that their listings go stale.
      feed_confirmed_at: new Date(now.getTime() - random.int(0, FEED_DAYS[profile.size]) * 86_400_000 - random.int(1, 20) * 3_600_000).toISOString(),
    };
  });
}
