// The demo market: projects drawn from the catalogue of seats (market/roles-*.ts), each a coherent
// whole (a seat, skills that go together, an industry and a system it fits, a phase), priced by role
// and seniority, placed where such work is, published and closed over the last year, and posted by
// one agent or, as on the real market, by several, each in its own words.
// Everything is derived from the seed and `now`, so a run is reproducible.
import { ContractStatus, DeleteFlag, PriceUnit, ProjectOpenState, RemoteType, StartTiming, WorkStyle } from "~/constants";
import type { Project } from "~/db/schema";
import { PREFECTURES } from "~/data/prefectures";
import { JOB_TYPES } from "~/data/job-types";
import { STATIONS, STATION_CITY } from "~/data/stations";
import { skillByName } from "~/data/skills";
import { CHARACTERISTICS } from "~/data/characteristics";
import type { ListingDetailRow, ListingLinkRow, ListingSkillRow } from "~/models/listing/rows";
import { listingMentions } from "~/ingest/mapping";
import { CharacteristicId, fromMonthly, listingCharacteristics, monthlyPrice, SkillRequirement } from "~/models/listing/rules";
import { marketAgents, suitsFocus, type MarketAgent } from "./demo-agents";
import { priceText, writeListing } from "./listing-writing";
import { MARKET_ROLES } from "./market/roles";
import type { RoleTemplate } from "./market/types";
import type { Random } from "./random";

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

/** A project as the client needs it, before any agent writes it up. */
export type MarketProject = {
  role: RoleTemplate;
  jobTypeIds: number[];
  seat: string;
  /** Required skills, the main one first. */
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
  team: number;
  /** Who the team is: 「PM1名、リーダー1名、メンバー6名」. */
  members: string;
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
  /** When it was first posted and when it was filled (null: still open), in ms. */
  published: number;
  closed: number | null;
};

const DAY = 86_400_000;

/** The market's history: listings were first posted up to this many days ago. */
export const HISTORY_DAYS = 420;
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

const PROCESSES = ["アジャイル（スクラム）", "ウォーターフォール", "アジャイル（カンバン）", "ウォーターフォール"];
const HOURS = ["9:00〜18:00（休憩1時間）", "10:00〜19:00（休憩1時間）", "9:30〜18:30（休憩1時間）", "フレックスタイム制（コアタイム11:00〜15:00）"];
const COMMERCE = [
  ["エンド直", 30],
  ["元請け直", 45],
  ["二次請け", 25],
] as const;
const COMMENTS = [
  "長期での参画が見込める案件です。チームの雰囲気も良く、技術的な相談がしやすい環境です。",
  "商流が浅く、スキルに応じて単価の相談が可能です。面談は1回、オンラインで実施します。",
  "立ち上げフェーズのため、裁量を持って技術選定から関わることができます。",
  "週1回の定例以外は基本的にリモートで、稼働日数のご相談も可能です。",
  "参画中のフリーランスが多い安定したプロジェクトです。初めての方にもおすすめです。",
  "面談では技術的な深掘りよりも、これまでの経験とコミュニケーションを重視されます。",
  "先方は長く参画いただける方を希望しています。更新実績も豊富な現場です。",
];

/** Why a project is done now, by its phase: one sentence an agent writes before the work. */
const BACKGROUNDS: Record<string, string[]> = {
  新規開発: [
    "新サービスの立ち上げに向けて開発体制を拡充しています。",
    "事業拡大に伴い、新たなプロダクトをゼロから開発します。",
    "既存事業のオンライン化に向けた新規開発です。",
  ],
  追加開発: [
    "利用者の増加を受けて、機能追加を順次進めています。",
    "顧客からの要望が多い機能を優先して開発しています。",
    "次期リリースに向けて開発メンバーを増員します。",
  ],
  機能改修: ["法改正への対応を含む改修を予定しています。", "利用者からの要望をもとに既存機能を改善しています。", "業務フローの見直しに伴う改修です。"],
  リプレイス: [
    "現行システムの老朽化に伴い、全面的な刷新を決定しました。",
    "保守期限（EOL）を迎えるため、新基盤へ移行します。",
    "クラウドシフトの方針を受けてアーキテクチャを見直します。",
  ],
  移行: [
    "データセンターの閉鎖に伴い、クラウドへ移行します。",
    "保守期限（EOL）を迎えるため、移行計画を進めています。",
    "グループ統合に伴い、システムを集約します。",
  ],
  保守運用: ["稼働中のシステムの安定運用を担っていただきます。", "現メンバーの退任に伴う後任の募集です。", "運用体制の強化のため増員します。"],
  運用改善: ["運用負荷の軽減が課題となっています。", "障害件数の削減を目標に改善を進めています。", "コスト最適化の方針を受けて運用を見直します。"],
};
const OTHER_BACKGROUNDS = [
  "全社のDX方針を受けたプロジェクトです。",
  "中期経営計画の一環として進められています。",
  "グループ全体の標準化に向けた取り組みです。",
  "来期の事業計画に合わせて立ち上がりました。",
];
/** What sets one project apart in its description: how large it is, in figures an agent would quote. */
const SCALES = [
  (r: Random) => `利用者は約${r.int(2, 300)}万人のサービスです。`,
  (r: Random) => `全国${r.int(12, 480)}拠点で利用されています。`,
  (r: Random) => `社内の約${r.int(3, 90) * 100}名が利用するシステムです。`,
  (r: Random) => `プロジェクト全体は約${r.int(3, 40) * 5}名規模です。`,
  (r: Random) => `開発期間は約${r.int(6, 24)}か月を予定しています。`,
  (r: Random) => `現行システムは稼働から${r.int(8, 25)}年が経過しています。`,
];
/** What an agent says of the workplace: two a project, the same in every agent's listing of it. */
const WORKPLACE = [
  "コードレビューの文化が根付いた現場です。",
  "技術選定から関わることができます。",
  "長期参画の方が多く、チームの雰囲気は良好です。",
  "ドキュメントが整備されており、立ち上がりやすい環境です。",
  "テスト自動化が進んでおり、品質への意識が高い現場です。",
  "少人数のため、幅広い工程に携われます。",
  "定例は週1回で、そのほかはチャットでやり取りしています。",
  "リリース頻度が高く、スピード感のある開発です。",
  "顧客と直接やり取りする機会があります。",
  "複数ベンダーが関わる大規模な体制です。",
  "平均残業は月10時間程度です。",
  "私服での勤務が可能です。",
  "業務知識は参画後にキャッチアップいただけます。",
  "設計書はConfluenceで管理しています。",
  "Slackでのコミュニケーションが中心です。",
  "Backlogでタスクを管理しています。",
  "GitHubでのプルリクエスト運用です。",
  "朝会と週次の振り返りがあります。",
  "年度末まで継続の見込みです。",
  "精算幅は140〜180時間です。",
  "将来的にはリーダーをお任せしたい考えです。",
  "前任者からの引き継ぎ期間が2週間あります。",
  "初日は出社でPCを受け取り、翌日からリモートの予定です。",
  "クライアントはエンジニア出身の担当者が窓口です。",
];
/** Work every seat does besides its own, one or two a project: what makes two projects' lists differ. */
const COMMON_WORK = [
  "週次の進捗報告",
  "仕様書・手順書の作成",
  "顧客との仕様調整",
  "既存ドキュメントの整備",
  "障害発生時の一次調査",
  "リリース作業の立ち会い",
  "協力会社メンバーのフォロー",
  "課題管理表の更新",
  "定例会議への参加",
  "見積もり作成の補助",
  "ナレッジの共有・勉強会の実施",
  "問い合わせの調査・回答",
  "テストデータの準備",
  "本番移行のリハーサル",
  "新メンバーのオンボーディング支援",
  "運用手順の見直し",
  "ベンダーへの作業依頼と受け入れ確認",
  "セキュリティチェックシートへの回答",
  "改善提案の取りまとめ",
  "利用部門へのヒアリング",
];
/** How a team is described, from its size. */
const TEAMS = [
  (n: number) => `PM1名、リーダー1名、メンバー${n - 2}名`,
  (n: number) => `社員${Math.ceil(n / 2)}名、協力会社${Math.floor(n / 2)}名`,
  (n: number) => `PL配下に${n - 1}名`,
  (n: number) => `ベンダーを含め約${n}名`,
];
const JOB_CATEGORY = new Map(JOB_TYPES.map((j) => [j.id, j.category]));
const BUILDING = new Set(["新規開発", "追加開発", "リプレイス", "移行", "基盤構築", "PoC", "リニューアル", "導入支援"]);

const stationsByPrefecture = new Map<number, typeof STATIONS>();
for (const s of STATIONS) stationsByPrefecture.set(s.prefectureId, [...(stationsByPrefecture.get(s.prefectureId) ?? []), s]);
const citiesByPrefecture = new Map<number, string[]>();
for (const s of STATIONS)
  if (STATION_CITY[s.name]) citiesByPrefecture.set(s.prefectureId, [...(citiesByPrefecture.get(s.prefectureId) ?? []), STATION_CITY[s.name]]);
const characteristicName = new Map(CHARACTERISTICS.map((c) => [c.id, c.name]));

/** The agents and, for each seat, how likely each agent is to hold it: its size, times 4 when it suits its focus. */
type Market = { agents: MarketAgent[]; pickers: Map<RoleTemplate, (random: Random) => MarketAgent> };
const markets = new Map<number, Market>();

function marketOf(agentCount: number): Market {
  let market = markets.get(agentCount);
  if (!market) {
    const agents = marketAgents(agentCount);
    const pickers = new Map(
      MARKET_ROLES.map((role) => {
        const cumulative: number[] = [];
        let total = 0;
        for (const agent of agents) cumulative.push((total += agent.share * (suitsFocus(agent.profile.focus, role) ? 4 : 1)));
        const pick = (random: Random) => {
          const r = random.next() * total;
          let low = 0;
          let high = cumulative.length - 1;
          while (low < high) {
            const mid = (low + high) >> 1;
            if (cumulative[mid] > r) high = mid;
            else low = mid + 1;
          }
          return agents[low];
        };
        return [role, pick] as const;
      }),
    );
    market = { agents, pickers };
    markets.set(agentCount, market);
  }
  return market;
}

const ROLE_WEIGHTS = MARKET_ROLES.map((role) => [role, role.weight] as const);
const firstOfMonth = (time: number, months: number) => {
  const d = new Date(time);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
};

const releaseMonth = (time: number, months: number) => {
  const d = new Date(time);
  const at = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  return `${at.getUTCFullYear()}年${at.getUTCMonth() + 1}月`;
};

/** A project as its first agent (chosen here) finds it. */
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
  const development = ["開発", "インフラ", "データ", "品質", "その他"].includes(JOB_CATEGORY.get(role.jobTypeIds[0]) ?? "");
  const startTiming = random.weighted([
    [StartTiming.immediate, 45],
    [StartTiming.specifyDate, 40],
    [StartTiming.considering, 15],
  ] as const);
  return {
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
    startDate: startTiming === StartTiming.specifyDate ? firstOfMonth(published, random.int(1, 2)) : null,
    tasks: [...random.sample(role.tasks, random.int(2, 3)), ...random.sample(COMMON_WORK, random.int(1, 2))],
    required: random.sample(role.required, random.int(1, 2)),
    welcome: random.sample(role.welcome, random.int(1, 2)),
    team,
    members: random.pick(TEAMS)(team),
    process: random.pick(PROCESSES),
    commerce: random.weighted(COMMERCE),
    hours: random.pick(HOURS),
    background: random.pick(BACKGROUNDS[phase] ?? OTHER_BACKGROUNDS),
    scale: random.pick(development ? SCALES : SCALES.slice(3))(random),
    workplace: random.sample(WORKPLACE, 2).join(""),
    release: BUILDING.has(phase) && random.chance(0.6) ? `${releaseMonth(published, random.int(4, 14))}のリリースを予定しています。` : "",
    urgent: random.chance(0.08),
    longTerm,
    published,
    closed,
  };
}

/** One agent's listing of a project. `first`: the agent that found it, whose wording is the project's own. */
function posting(random: Random, p: MarketProject, agent: MarketAgent, id: number, first: boolean, now: Date): DemoProject {
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
  // Later agents post it within days of the first, and take it down about when it is filled.
  const published = first ? p.published : Math.min(now.getTime() - 3_600_000, p.published + random.int(0, 10) * DAY);
  const closedAt = p.closed === null ? null : Math.max(published + DAY, Math.min(now.getTime() - 3_600_000, p.closed + random.int(-3, 5) * DAY));
  const days = agent.profile.focus === "short-week" && p.workdays[0] === 5 && random.chance(0.3) ? ([4, 5] as [number, number]) : p.workdays;

  const text = writeListing(p, first ? agent.style : (agent.style + 1 + random.int(0, 2)) % 6, first, random, days);
  const meeting = random.chance(0.3);
  const stated = new Set<number>(meeting ? [CharacteristicId.meeting] : []);
  if (p.longTerm) stated.add(4);
  if (p.commerce === "エンド直") stated.add(11);
  if (p.phase === "新規開発") stated.add(9);
  if (["要件定義", "構想策定", "設計支援"].includes(p.phase)) stated.add(8);
  if (p.process.startsWith("アジャイル")) stated.add(20);
  if (p.hours.startsWith("フレックス")) stated.add(16);
  if (days[1] <= 3) stated.add(18);
  if (/自社サービス|スタートアップ/.test(p.client)) stated.add(10);
  if (p.years <= 1 && agent.profile.focus === "beginner") stated.add(12);
  if (random.chance(0.2)) stated.add(6);
  if (random.chance(0.05)) stated.add(random.pick([13, 14, 15, 17, 19]));
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
      comment: random.pick(COMMENTS),
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
 * A market of `agentCount` agents being generated: each call gives the listings of one more project,
 * ids from `firstId`: usually one agent's, sometimes two or three agents' (SHARED_PROJECTS), each in its
 * own words. A project does not repeat another's seat, system, phase and prefecture while it can help
 * it: two such projects would read as one to anybody.
 */
export function createMarket(agentCount: number, now: Date) {
  const { agents, pickers } = marketOf(agentCount);
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
    return posters.map((agent, i) => posting(random, project, agent, firstId + i, i === 0, now));
  };
}

const specOf = (p: MarketProject) => `${p.system}|${p.phase}|${p.prefectureId}`;

/** One listing (the first agent's of a project): for feeds and tests that want one at a time. */
export function generateProject(random: Random, id: number, agentCount: number, now: Date): DemoProject {
  const { pickers } = marketOf(agentCount);
  const role = random.weighted(ROLE_WEIGHTS);
  const agent = pickers.get(role)!(random);
  return posting(random, drawProject(random, agent, role, now), agent, id, true, now);
}
