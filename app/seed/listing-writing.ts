// How an agent writes a project up as a listing, in its own style: two agents posting one project
// write it two ways, as on the real market.
import { PriceUnit, RemoteType } from "~/constants";
import { PREFECTURES } from "~/data/prefectures";
import { STATIONS, STATION_CITY } from "~/data/stations";
import { WORDING_VARIANTS } from "~/data/vocabulary";
import { escapeRegExp } from "~/utils/regexp";
import { HIGH_PRICE_MONTHLY } from "~/models/listing/rules";
import type { MarketProject } from "./projects";
import type { Random } from "./random";

const prefectureName = new Map(PREFECTURES.map((p) => [p.id, p.name]));
const stationName = new Map(STATIONS.map((s) => [s.id, s.name]));

const REMOTE_WORDS: Record<number, string[]> = {
  [RemoteType.none]: [""],
  [RemoteType.onlineMeetingOk]: [""],
  [RemoteType.remoteOk]: ["リモート可", "一部リモート", "リモート併用"],
  [RemoteType.fullRemote]: ["フルリモート", "完全リモート", "フルリモート可"],
};

/** A word of `text` said another way, as another agent would write it (大手損害保険会社 → 大手損保). */
function reword(text: string, random: Random): string {
  for (const found of text.matchAll(VARIANT_PATTERN)) {
    const [before, after] = [text.slice(0, found.index), text.slice(found.index! + found[0].length)];
    if (!wholeWord(before, after)) continue;
    const others = VARIANT_LISTS.get(found[0])!.filter((w) => w !== found[0]);
    return before + random.pick(others) + after;
  }
  return text;
}

/**
 * Whether a match between these texts is a word of its own: not inside a compound (通信 of 通信教育,
 * 銀行 of 信託銀行), a product name (ERP of Oracle Fusion Cloud ERP) or an abbreviation's brackets
 * (WMS of 倉庫管理システム(WMS)). A size or origin before it is fine (大手, 外資系).
 */
function wholeWord(before: string, after: string): boolean {
  const start = before === "" || /[^\p{L}\p{N}\s(（]$/u.test(before) || /(大手|中堅|準大手|国内|外資系|地方|の)$/.test(before);
  const end = after === "" || /^[^\p{L}\p{N}(（)）]/u.test(after) || /^[のをにへとで向]/.test(after);
  return start && end;
}
// The ways a person writes (not the lower-case spellings the grouping also reads: sys, site).
const writtenWay = (word: string) => !/^[a-z0-9 ./-]+$/.test(word);
const VARIANT_LISTS = new Map(
  WORDING_VARIANTS.map((list) => list.filter(writtenWay))
    .filter((list) => list.length > 1)
    .flatMap((list) => list.map((w) => [w, list] as const)),
);
const VARIANT_PATTERN = new RegExp(
  [...VARIANT_LISTS.keys()]
    .filter((w) => w.length > 1)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|"),
  "g",
);

/** A system named with its work (基幹システムのリプレイス, 特集ページの制作) takes no phase after it. */
const NAMES_ITS_WORK = /移行|刷新|リプレ|導入|構築|開発|改修|制作|リニューアル|改善|対応|更改|保守|運用|運営|整備|設計|poc|構想|統合|テスト|入替|化$/i;

/** How a later agent names the system: 倉庫管理システム(WMS) as it is, 倉庫管理システム or WMS; another a word reworded. */
function systemName(system: string, random: Random): string {
  const parts = /^(.+?)[(（]([^)）]+)[)）]$/.exec(system);
  if (!parts) return reword(system, random);
  return random.pick([system, parts[1], /^[A-Za-z/0-9 ]+$/.test(parts[2]) ? parts[2] : parts[1]]);
}

export type Voice = { title: number; sections: number; signOff: string };

export type WrittenListing = { title: string; detail: string; required: string; welcome: string; skillText: string; locationText: string };

/**
 * The listing an agent writes for a project. `style` is the agent's; `firstPosting` says whether this
 * is the wording the project came with (later agents reword it).
 */
export function writeListing(p: MarketProject, voice: Voice, firstPosting: boolean, random: Random, days: [number, number]): WrittenListing {
  const style = voice.title;
  const [main, sub] = p.skills;
  const system = firstPosting ? p.system : systemName(p.system, random);
  const client = firstPosting ? p.client : reword(p.client, random);
  const remote = random.pick(REMOTE_WORDS[p.remoteType]);
  const week = days[0] < 5 ? `週${days[0]}日〜` : "";
  const hot = p.monthlyYen >= HIGH_PRICE_MONTHLY ? "【高単価】" : p.urgent ? "【急募】" : "";
  const tags = [main, sub].filter(Boolean).join("/");
  const phase = NAMES_ITS_WORK.test(p.system) ? "" : p.phase;
  const seat = p.seat;
  // A seat written with its skill (フルスタックエンジニア（TypeScript）) loses it inside brackets.
  const bare = seat.replace(/[（(][^）)]*[）)]$/, "");
  const work = phase ? `${system}の${phase}` : system;
  const titles = [
    () => `【${[main, remote, week].filter(Boolean).join("/")}】${client}向け${system}の${bare}${phase && `（${phase}）`}`,
    () => `${hot}${system}の${phase}／${bare}（${tags}）`.replace("の／", "／"),
    () => `【${bare}】${client}の${system}${phase}${remote ? `（${remote}）` : ""}`,
    () => [`[${tags}]`, client, system, phase, week].filter(Boolean).join(" "),
    () => `${hot}${client}向け｜${system}${phase}の${seat}募集`,
    () => `【${tags}${remote ? `/${remote}` : ""}】${system}${phase}（${bare}）`,
  ];
  const title = titles[style % titles.length]();

  // The first tasks named with the system and the client, as agents write them (回線オーダー管理システムにおける基本設計〜結合テスト).
  const [first, second, ...rest] = p.tasks;
  const tasks = [`${system}における${first}`, `${second}（${client}側の担当者と連携）`, ...(firstPosting ? rest : random.sample(rest, rest.length))];
  const skills = p.skills.join(" / ");
  const about = `${client}の${work}${style % 2 === 0 ? "案件です" : "に携わっていただきます"}。${p.background}${p.scale}${p.release}`;
  const detail = `${style % 3 === 1 ? proseDetail(style, { about, seat, tasks, skills, p }) : sectionDetail(voice.sections, { about, tasks, skills, p })}\n${voice.signOff}`;

  const required = [
    p.noExperience ? `・${main}の学習経験（実務未経験可）` : `・${main}での実務経験${p.years}年以上`,
    ...(sub ? [`・${sub}の実務経験`] : []),
    ...p.required.map((r) => `・${r}`),
  ].join("\n");
  const welcome = [...p.welcomeSkills.map((s) => `・${s}の経験`), ...p.welcome.map((w) => `・${w}`)].join("\n");
  return {
    title,
    detail,
    required,
    welcome,
    skillText: p.skills.join(style % 2 === 0 ? ", " : "、"),
    locationText: placeText(p, style, firstPosting, random),
  };
}

const SECTIONS = [
  { heads: ["【案件概要】", "【業務内容】", "【開発環境】", "【チーム体制】", "【商流】"], bullet: "・" },
  { heads: ["■概要", "■作業内容", "■環境", "■体制", "■商流"], bullet: "- " },
  { heads: ["＜プロジェクト概要＞", "＜お任せしたいこと＞", "＜使用技術＞", "＜体制・進め方＞", "＜商流＞"], bullet: "● " },
  { heads: ["◆概要", "◆業務内容", "◆技術環境", "◆チーム", "◆契約形態"], bullet: "・" },
  { heads: ["[概要]", "[業務内容]", "[スキル・環境]", "[体制]", "[商流]"], bullet: "・" },
  { heads: ["▼案件内容", "▼具体的な業務", "▼使用言語・ツール", "▼チーム構成", "▼契約"], bullet: "- " },
  { heads: ["〇概要", "〇作業内容", "〇開発環境", "〇体制", "〇商流"], bullet: "・" },
];
export const SECTION_STYLES = SECTIONS.length;

type DetailParts = { about: string; tasks: string[]; skills: string; p: MarketProject };

function sectionDetail(sections: number, { about, tasks, skills, p }: DetailParts) {
  const { heads, bullet } = SECTIONS[sections];
  const environment = p.development ? heads[2] : heads[2].replace(/開発環境|使用技術|技術環境|使用言語・ツール|スキル・環境|環境/, "使用ツール");
  const team = `${p.team}、${p.process}`;
  return [
    heads[0],
    about,
    heads[1],
    ...tasks.map((t) => `${bullet}${t}`),
    environment,
    skills,
    heads[3],
    `${team}\n${p.workplace}`,
    heads[4],
    `業務委託（${p.commerce}）`,
  ].join("\n");
}

function proseDetail(style: number, { about, seat, tasks, skills, p }: DetailParts & { seat: string }) {
  const ask =
    style % 2 === 0 ? `${seat}として、${tasks.join("、")}をお任せします。` : `今回募集する${seat}には、主に${tasks.join("、")}をご担当いただく想定です。`;
  return `${about}\n${ask}\n\nチームは${p.team}で、${p.process}で進めています。${p.workplace}\n使用技術：${skills}\n商流：${p.commerce}`;
}

/** Where the work is, as the agent writes it: 東京都港区, 東京都（浜松町駅）, 浜松町駅, or only the prefecture. */
function placeText(p: MarketProject, style: number, firstPosting: boolean, random: Random): string {
  const prefecture = prefectureName.get(p.prefectureId)!;
  const station = p.stationId === null ? null : stationName.get(p.stationId)!;
  const city = station ? STATION_CITY[station] : p.city;
  const ways = [station && `${prefecture}（${station}駅）`, city && `${prefecture}${city}`, station && `${station}駅`].filter((w): w is string => Boolean(w));
  const place = ways.length === 0 ? prefecture : firstPosting ? ways[0] : ways[(style + random.int(0, 1)) % ways.length];
  return p.remoteType === RemoteType.fullRemote ? `${place}・フルリモート` : place;
}

/** A price as agents write it, in yen: 70〜80万円/月, 〜80万円/月, 時給4,500円, 日額4万円. */
export function priceText(min: number | null, max: number, unit: number): string {
  const amount = (yen: number) => (unit === PriceUnit.hour ? `${yen.toLocaleString("ja-JP")}円` : `${Number((yen / 10_000).toFixed(1))}万円`);
  const range = min === null ? `〜${amount(max)}` : min === max ? amount(max) : `${amount(min)}〜${amount(max)}`;
  return unit === PriceUnit.hour ? `時給${range}` : unit === PriceUnit.day ? `日額${range}` : `${range}/月（スキル見合い）`;
}
