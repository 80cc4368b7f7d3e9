// The demo market (decision 043): coherent projects drawn from the catalogue of seats, posted by one
// agent or several in their own words; derived from the seed and `now`, so a run is reproducible.
import { ContractStatus, DeleteFlag, PriceUnit, ProjectOpenState, RemoteType, StartTiming, WorkStyle } from "~/constants";
import type { Project } from "~/db/schema";
import { PREFECTURES } from "~/data/prefectures";
import { JOB_TYPES } from "~/data/job-types";
import { STATIONS, STATION_CITY, type Station } from "~/data/stations";
import { skillByName } from "~/data/skills";
import { CHARACTERISTICS } from "~/data/characteristics";
import type { ListingDetailRow, ListingLinkRow, ListingSkillRow } from "~/models/listing/rows";
import { listingMentions } from "~/ingest/mapping";
import { CharacteristicId, fromMonthly, listingCharacteristics, monthlyPrice, SkillRequirement } from "~/models/listing/rules";
import { agentsOfTheMarket, WRITING_STYLES, type MarketAgent } from "./demo-agents";
import { priceText, writeListing } from "./listing-writing";
import { MARKET_ROLES } from "./market/roles";
import type { RoleTemplate } from "./market/types";
import { BACKGROUNDS, COMMENTS, COMMERCE, COMMON_WORK, fitting, HOURS, OTHER_BACKGROUNDS, PROCESSES, SCALES, TEAMS, WORKPLACE } from "./market/phrases";
import { createRandom, type Random } from "./random";

export { generateAgents, demoAgentFocus, type DemoAgent } from "./demo-agents";

export type DemoProject = {
  /** The columns left to their defaults (url, hashes, group, freshness marks) are not generated. */
  project: Omit<Project, "url" | "content_hash" | "group_id" | "stale" | "reopened_at"> & {
    prefecture_id: number;
    workdays_min: number;
    workdays_max: number;
  };
  detail: ListingDetailRow;
  skills: ListingSkillRow[];
  jobTypes: ListingLinkRow[];
  industries: ListingLinkRow[];
  characteristics: ListingLinkRow[];
};

export type MarketProject = {
  role: RoleTemplate;
  jobTypeIds: number[];
  seat: string;
  skills: string[];
  welcomeSkills: string[];
  industryId: number;
  client: string;
  system: string;
  phase: string;
  years: number;
  /** What the seat pays a month, before each agent's own level. */
  monthlyYen: number;
  remoteType: number;
  workdays: [number, number];
  prefectureId: number;
  stationId: number | null;
  city: string | null;
  startTiming: number;
  startDate: string | null;
  tasks: string[];
  required: string[];
  welcome: string[];
  teamSize: number;
  /** Who the team is: 「8名体制（PM1名、リーダー1名、メンバー6名）」. */
  team: string;
  /** Whether the seat builds or runs systems (and the description says 開発環境, users, sites). */
  development: boolean;
  process: string;
  commerce: string;
  hours: string;
  /** Why the work is done now, and when it is to be released: what makes one project's text its own. */
  background: string;
  scale: string;
  release: string;
  workplace: string;
  urgent: boolean;
  longTerm: boolean;
  /** A beginner's seat that asks no experience (未経験OK). */
  noExperience: boolean;
  /** When it was first posted and when it was filled (null: still open), in ms. */
  published: number;
  closed: number | null;
};

const DAY = 86_400_000;

/** The market's history: listings were first posted up to this many days ago. */
const HISTORY_DAYS = 420;
/** Share of projects that more than one agent posts. */
const SHARED_PROJECTS = 0.14;

/** Seniority: the years of the main skill asked, and what it does to the price. */
const SENIORITY = [
  { years: 1, factor: 0.8, weight: 10 },
  { years: 2, factor: 0.88, weight: 18 },
  { years: 3, factor: 1, weight: 40 },
  { years: 5, factor: 1.12, weight: 24 },
  { years: 7, factor: 1.25, weight: 8 },
] as const;

/**
 * Where the work is: Tokyo and the other big cities heavy, every prefecture some (listings per
 * prefecture on the public sites, roughly).
 */
const PREFECTURE_WEIGHTS: Array<[number, number]> = PREFECTURES.map((p) => {
  const weights: Record<number, number> = { 13: 60, 14: 6.5, 27: 8, 23: 3.5, 40: 3.5, 11: 1.8, 12: 1.8, 26: 1.2, 28: 1.2, 1: 1, 4: 0.8, 34: 0.7, 22: 0.6 };
  return [p.id, weights[p.id] ?? 0.22];
});

/** 案件の特徴 (app/data/characteristics.ts) the generator states from a project's facts. */
const Feature = {
  longTerm: 4,
  casualDress: 6,
  upstream: 8,
  newDevelopment: 9,
  inHouse: 10,
  endDirect: 11,
  noExperience: 12,
  flextime: 16,
  sideJob: 18,
  agile: 20,
} as const;
/** 20代・40代・50代活躍中, 時短OK, 英語を活かせる: stated now and then. */
const OCCASIONAL_FEATURES = [13, 14, 15, 17, 19];
const JOB_CATEGORY = new Map(JOB_TYPES.map((j) => [j.id, j.category]));
const DEVELOPMENT_CATEGORIES = ["開発", "インフラ", "データ", "品質", "その他"];
/** ヘルプデスク, テクニカルサポート. */
const SUPPORT_JOBS = [36, 37];
const BUILDING = new Set(["新規開発", "追加開発", "リプレイス", "移行", "基盤構築", "PoC", "リニューアル", "導入支援"]);

const stationsByPrefecture = new Map<number, Station[]>();
const citiesByPrefecture = new Map<number, string[]>();
for (const station of STATIONS) {
  if (!stationsByPrefecture.has(station.prefectureId)) stationsByPrefecture.set(station.prefectureId, []);
  stationsByPrefecture.get(station.prefectureId)!.push(station);
  if (!citiesByPrefecture.has(station.prefectureId)) citiesByPrefecture.set(station.prefectureId, []);
  if (STATION_CITY[station.name]) citiesByPrefecture.get(station.prefectureId)!.push(STATION_CITY[station.name]);
}
const characteristicName = new Map(CHARACTERISTICS.map((c) => [c.id, c.name]));

const ROLE_WEIGHTS = MARKET_ROLES.map((role) => [role, role.weight] as const);
const monthsLater = (time: number, months: number) => {
  const d = new Date(time);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
};

function drawProject(random: Random, agent: MarketAgent, role: RoleTemplate, now: Date): MarketProject {
  const stack = random.pick(role.stacks);
  const extras = random.sample(
    role.extras.filter((s) => !stack.includes(s)),
    random.int(0, 2),
  );
  const welcomeSkills = random.sample(
    role.extras.filter((s) => !stack.includes(s) && !extras.includes(s)),
    random.int(0, 2),
  );
  const place = random.pick(role.projects);
  const focus = agent.profile.focus;
  const seniority = random.weighted(SENIORITY.map((s) => [s, focus === "beginner" && s.years <= 2 ? s.weight * 3 : s.weight] as const));
  const mid = role.price[0] + random.next() * (role.price[1] - role.price[0]);
  const monthlyYen = Math.round((mid * seniority.factor) / 5) * 5 * 10_000;

  const remoteBoost = focus === "remote" ? 1.6 : 1;
  const remoteDraw = random.next();
  const remoteType =
    remoteDraw < role.remote.full * remoteBoost
      ? RemoteType.fullRemote
      : remoteDraw < (role.remote.full + role.remote.partly) * remoteBoost
        ? RemoteType.remoteOk
        : random.chance(0.25)
          ? RemoteType.onlineMeetingOk
          : RemoteType.none;
  const shortWeek = focus === "short-week" ? 0.5 : 0.1;
  const workdays = random.chance(shortWeek)
    ? random.pick<[number, number]>([
        [2, 3],
        [3, 4],
        [3, 5],
        [2, 2],
      ])
    : random.chance(0.15)
      ? ([4, 5] as [number, number])
      : ([5, 5] as [number, number]);

  const region = agent.profile.regionPrefectureId;
  const prefectureId = region !== null && random.chance(0.8) ? region : random.weighted(PREFECTURE_WEIGHTS);
  const stations = stationsByPrefecture.get(prefectureId) ?? [];
  const station = stations.length > 0 && random.chance(0.7) ? random.pick(stations) : null;
  const cities = citiesByPrefecture.get(prefectureId) ?? [];
  const city = station === null && cities.length > 0 ? random.pick(cities) : null;

  // First posted at any time in the history, more of them lately; filled after a while, a long-term seat often never.
  const recent = random.chance(0.45);
  const published = now.getTime() - Math.floor((recent ? random.next() * 45 : random.next() * HISTORY_DAYS) * DAY) - random.int(0, 23) * 3_600_000;
  const longTerm = random.chance(0.4);
  const lifetime = longTerm ? Infinity : -Math.log(1 - random.next()) * 50 * DAY;
  const closed = published + lifetime < now.getTime() - DAY ? Math.floor(published + lifetime) : null;

  const phase = random.pick(role.phases);
  const team = random.int(3, 15);
  // Help desks and support are infrastructure jobs, but run no system of their own.
  const development = DEVELOPMENT_CATEGORIES.includes(JOB_CATEGORY.get(role.jobTypeIds[0]) ?? "") && !SUPPORT_JOBS.includes(role.jobTypeIds[0]);
  const startTiming = random.weighted([
    [StartTiming.immediate, 45],
    [StartTiming.specifyDate, 40],
    [StartTiming.considering, 15],
  ] as const);
  const release = monthsLater(published, random.int(4, 14));
  const project: MarketProject = {
    role,
    jobTypeIds: role.jobTypeIds.length > 1 && random.chance(0.3) ? role.jobTypeIds.slice(0, 2) : [role.jobTypeIds[0]],
    seat: random.pick(role.seats),
    skills: [...stack, ...extras],
    welcomeSkills,
    industryId: place.industryId,
    client: random.pick(place.clients),
    system: random.pick(place.systems),
    phase,
    years: seniority.years,
    monthlyYen,
    remoteType,
    workdays,
    prefectureId,
    stationId: station?.id ?? null,
    city,
    startTiming,
    startDate: startTiming === StartTiming.specifyDate ? monthsLater(published, random.int(1, 2)).toISOString().slice(0, 10) : null,
    tasks: [
      ...random.sample(role.tasks, random.int(2, 3)),
      ...random.sample(
        COMMON_WORK.filter((w) => !role.tasks.includes(w)),
        random.int(1, 2),
      ),
    ],
    required: random.sample(role.required, random.int(1, 2)),
    welcome: random.sample(role.welcome, random.int(1, 2)),
    teamSize: team,
    team: random.pick(TEAMS)(team),
    development,
    process: random.pick(PROCESSES),
    commerce: random.weighted(COMMERCE),
    hours: random.pick(HOURS),
    background: random.pick(BACKGROUNDS[phase] ?? OTHER_BACKGROUNDS),
    scale: "",
    workplace: "",
    release: BUILDING.has(phase) && random.chance(0.6) ? `${release.getUTCFullYear()}年${release.getUTCMonth() + 1}月のリリースを予定しています。` : "",
    urgent: random.chance(0.08),
    longTerm,
    noExperience: seniority.years <= 1 && focus === "beginner" && random.chance(0.5),
    published,
    closed,
  };
  // Said only where it agrees with the facts drawn above.
  project.scale = random.pick(SCALES.filter((s) => s.when?.(project) ?? true)).say(random);
  project.workplace = random.sample(fitting(WORKPLACE, project), 2).join("");
  return project;
}

/** One agent's listing of a project. `first`: the agent that found it, whose wording is the project's own. */
function posting(random: Random, p: MarketProject, agent: MarketAgent, id: number, firstAgent: MarketAgent, now: Date): DemoProject {
  const first = agent === firstAgent;
  const unit = random.weighted([
    [PriceUnit.month, agent.units.month],
    [PriceUnit.day, agent.units.day],
    [PriceUnit.hour, agent.units.hour],
  ] as const);
  // Each agent takes its own margin: the same seat is listed a little higher or lower.
  const monthly = Math.round((p.monthlyYen * (1 + (agent.profile.priceLevel - 1) * 0.5)) / 10_000) * 10_000;
  const step = { [PriceUnit.month]: 10_000, [PriceUnit.day]: 1_000, [PriceUnit.hour]: 100 }[unit]!;
  const priceMax = Math.round(fromMonthly(monthly, unit) / step) * step;
  const shape = random.next();
  const priceMin = shape < 0.45 ? Math.round((priceMax * random.pick([0.85, 0.875, 0.9])) / step) * step : shape < 0.85 ? null : priceMax;
  // Later agents post it within days of the first (before it is filled), and take it down about when it is.
  const filledIn = p.closed === null ? Infinity : Math.floor((p.closed - p.published) / DAY) - 1;
  const published = first ? p.published : Math.min(now.getTime() - 3_600_000, p.published + random.int(0, Math.max(0, Math.min(10, filledIn))) * DAY);
  const closedAt = p.closed === null ? null : Math.min(now.getTime() - 3_600_000, Math.max(published + DAY, p.closed + random.int(-3, 5) * DAY));
  const days = agent.profile.focus === "short-week" && p.workdays[0] === 5 && random.chance(0.3) ? ([4, 5] as [number, number]) : p.workdays;

  // Each agent writes in its own style; one whose titles look like the first agent's changes them.
  const voice = first || agent.voice.title !== firstAgent.voice.title ? agent.voice : { ...agent.voice, title: (agent.voice.title + 1) % WRITING_STYLES };
  const text = writeListing(p, voice, first, random, days);
  const stated = new Set<number>(random.chance(0.3) ? [CharacteristicId.meeting] : []);
  const states = (id: number, when: boolean) => when && stated.add(id);
  states(Feature.longTerm, p.longTerm);
  states(Feature.endDirect, p.commerce === "エンド直");
  states(Feature.newDevelopment, p.phase === "新規開発");
  states(Feature.upstream, ["要件定義", "構想策定", "設計支援"].includes(p.phase));
  states(Feature.agile, p.process.startsWith("アジャイル"));
  states(Feature.flextime, p.hours.startsWith("フレックス"));
  states(Feature.sideJob, days[1] <= 3);
  states(Feature.inHouse, /自社サービス|スタートアップ/.test(p.client));
  states(Feature.noExperience, p.noExperience);
  states(Feature.casualDress, random.chance(0.2));
  if (random.chance(0.05)) stated.add(random.pick(OCCASIONAL_FEATURES));
  const price = { priceMin, priceMax, priceUnit: unit };
  const characteristicIds = listingCharacteristics(
    { remoteType: p.remoteType, workdaysMin: days[0], startTiming: p.startTiming, monthlyPrice: monthlyPrice(price) },
    stated,
  );
  const skillIds = [...p.skills, ...p.welcomeSkills].map((name) => skillByName(name).id);
  const publishedAt = new Date(published).toISOString();
  return {
    project: {
      id,
      agent_id: agent.id,
      agent_ref: `P${String(id).padStart(8, "0")}`,
      title: text.title,
      price_min: priceMin,
      price_max: priceMax,
      price_unit: unit,
      workdays_min: days[0],
      workdays_max: days[1],
      remote_type: p.remoteType,
      work_style: p.remoteType === RemoteType.fullRemote ? WorkStyle.remote : p.remoteType === RemoteType.none ? WorkStyle.resident : WorkStyle.default,
      contract_status: closedAt ? ContractStatus.contracted : ContractStatus.nocontracted,
      open_state: closedAt ? ProjectOpenState.close : ProjectOpenState.open,
      delete_flag: DeleteFlag.notDeleted,
      start_timing: p.startTiming,
      start_date: p.startDate,
      prefecture_id: p.prefectureId,
      station_id: text.locationText.includes("駅") ? p.stationId : null,
      location_text: text.locationText,
      mentions: listingMentions([text.detail, text.required, text.welcome, text.skillText], p.jobTypeIds, skillIds),
      published_at: publishedAt,
      created_at: publishedAt,
      // A listing still open was confirmed in the agent's last feed; a filled one was last touched when it closed.
      updated_at: closedAt ? new Date(closedAt).toISOString() : new Date(Math.max(published, now.getTime() - random.int(0, 20) * DAY)).toISOString(),
      closed_at: closedAt ? new Date(closedAt).toISOString() : null,
    },
    detail: {
      project_id: id,
      detail: text.detail,
      required_skill: text.required,
      welcome_skill: text.welcome,
      skill_original: text.skillText,
      price_original: priceText(priceMin, priceMax, unit),
      working_hours: p.hours,
      comment: random.pick(fitting(COMMENTS, p)),
      characteristic: characteristicIds.map((c) => characteristicName.get(c)).join("、"),
    },
    skills: [
      ...p.skills.map((name) => ({ project_id: id, skill_id: skillByName(name).id, requirement: SkillRequirement.required })),
      ...p.welcomeSkills.map((name) => ({ project_id: id, skill_id: skillByName(name).id, requirement: SkillRequirement.welcome })),
    ].filter((row, i, all) => all.findIndex((r) => r.skill_id === row.skill_id) === i),
    jobTypes: p.jobTypeIds.map((value_id) => ({ project_id: id, value_id })),
    industries: [{ project_id: id, value_id: p.industryId }],
    characteristics: characteristicIds.map((value_id) => ({ project_id: id, value_id })),
  };
}

/** Projects remembered to keep new ones from repeating them: enough for the demo sizes, bounded for the benches'. */
const REMEMBERED_PROJECTS = 200_000;
/** Draws before a project that repeats one already in the market is kept anyway (the catalogue is finite). */
const DRAWS = 6;

/**
 * Each call gives the listings of one more project. A project does not repeat another's seat, system,
 * phase and prefecture while it can help it: two such projects would read as one to anybody.
 */
export function createMarket(agentCount: number, now: Date) {
  const { agents, pickers } = agentsOfTheMarket(agentCount);
  const seen = new Set<string>();
  return (random: Random, firstId: number): DemoProject[] => {
    const role = random.weighted(ROLE_WEIGHTS);
    const pick = pickers.get(role)!;
    const first = pick(random);
    let project = drawProject(random, first, role, now);
    for (let draw = 1; draw < DRAWS && seen.has(specOf(project)); draw++) project = drawProject(random, first, role, now);
    if (seen.size >= REMEMBERED_PROJECTS) seen.clear();
    seen.add(specOf(project));
    const posters = [first];
    if (agents.length > 1 && random.chance(SHARED_PROJECTS)) {
      const others = random.chance(0.25) ? 2 : 1;
      for (let tries = 0; posters.length <= others && tries < 10; tries++) {
        const agent = pick(random);
        if (!posters.includes(agent)) posters.push(agent);
      }
    }
    return posters.map((agent, i) => posting(random, project, agent, firstId + i, first, now));
  };
}

/**
 * The demo market's listings, each project's together, the last cut to `count`. Drawn from a stream
 * of their own, so the agents, reviews and chaos maps drawn before them change no listing.
 */
export function* demoListings(count: number, agentCount: number, seed: number, now: Date): Generator<DemoProject[]> {
  const random = createRandom(seed + 1);
  const nextProject = createMarket(agentCount, now);
  for (let listings = 0; listings < count;) {
    const postings = nextProject(random, listings + 1).slice(0, count - listings);
    listings += postings.length;
    yield postings;
  }
}

const specOf = (p: MarketProject) => `${p.system}|${p.phase}|${p.prefectureId}`;

export function generateProject(random: Random, id: number, agentCount: number, now: Date): DemoProject {
  const { pickers } = agentsOfTheMarket(agentCount);
  const role = random.weighted(ROLE_WEIGHTS);
  const agent = pickers.get(role)!(random);
  return posting(random, drawProject(random, agent, role, now), agent, id, agent, now);
}
