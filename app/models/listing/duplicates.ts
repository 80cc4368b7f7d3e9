// The same project posted by several agents: when two listings are one project, the way a person
// would tell. Each agent dresses the title its own way (【Java】, 「急募」, 「（フルリモート）」, a skill
// list, the seat in or out of brackets), words the client and the system differently (大手損保 /
// 大手損害保険会社, WMS / 倉庫管理システム: the vocabulary's WORDING_VARIANTS), states the price as a
// range, a ceiling or by the hour, with its own margin, and names a ward or a station. The rules,
// measured on the labelled sets beside this file (duplicates.labelled.json, duplicates.realistic.json;
// decisions 021 and 043, precision first):
// - the facts must agree: different agents; the same prefecture where both name one; prices that
//   overlap, give or take a margin; required skills, after alias mapping, largely shared; starts
//   within a month; workdays;
// - the titles must not name different kinds of client (損保 / 生保), roles (PM / 開発) or phases;
// - then either the undressed titles say the same, a word added on one side being fine and a word
//   replaced not, or, for reworded titles, their subjects share something and the descriptions say
//   the same work; a generic title (「社内SE」) needs near-identical descriptions.
// Look-alikes are found by keys (duplicateKeys) that models/listing/grouping.server.ts stores and
// looks up; imports regroup the listings they touch with it, `npm run regroup` every listing.
import { StartTiming } from "~/constants";
import { SKILLS } from "~/data/skills";
import type { MappedListing } from "~/ingest/listing";
import { normalizeFreeText } from "~/ingest/mapping";
import { SEARCH_ONLY_WORDS, SKILL_WORDS, WORDING_VARIANTS, vocabularyWord } from "~/data/vocabulary";
import { escapeRegExp } from "~/utils/regexp";
import { SkillRequirement, toMonthly } from "./rules";

export type DuplicateFacts = {
  id: number;
  agentId: number;
  title: string;
  description: string;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: number;
  prefectureId: number | null;
  requiredSkills: readonly number[];
  /** When it starts, as a day (ms): a date given, or the day it was posted for 即日; null for 相談. */
  startsAround: number | null;
  workdaysMin: number | null;
  workdaysMax: number | null;
};

/** The facts of a listing as an import maps it from an agent's feed, posted (or updated) at `postedAt`. */
export function duplicateFacts(listing: MappedListing, id: number, agentId: number, postedAt: Date): DuplicateFacts {
  return {
    id,
    agentId,
    title: listing.title,
    description: listing.detail.detail,
    priceMin: listing.priceMin,
    priceMax: listing.priceMax,
    priceUnit: listing.priceUnit,
    prefectureId: listing.prefectureId,
    requiredSkills: listing.skills.filter((s) => s.requirement === SkillRequirement.required).map((s) => s.id),
    startsAround: startsAround(listing.startTiming, listing.startDate, postedAt),
    workdaysMin: listing.workdaysMin,
    workdaysMax: listing.workdaysMax,
  };
}

/** Keys a listing is stored under at most: with 8, all but one of the labelled pairs found share one. */
export const KEYS_A_LISTING = 8;

/** Undressed titles this alike (Dice over character bigrams) say the same when neither replaces a word of the other. */
const TITLE_ALIKE = 0.6;
/** Bigrams each title may have that the other lacks (one changed character), and still count as only adding words. */
const REPLACED_GRAMS = 1;
/** A title this long (bigrams) found whole inside another says the same project, however much the other adds. */
const CONTAINED_GRAMS = 6;
/** Start dates this many days apart are one opening announced differently. */
const START_DAYS = 31;

/** Words agents add to a title that say nothing about the project. */
const DECORATIONS = [
  // How big or famous the client is: one agent writes 大手, another 国内最大級, a third nothing.
  "国内最大級",
  "業界最大手",
  "国内大手",
  "大手",
  "国内",
  "有名",
  "某",
  "案件",
  "募集",
  "急募",
  "大募集",
  "高単価",
  "即日",
  "即日ok",
  "即日可",
  "ok",
  "可能",
  "長期",
  "未経験可",
  "経験者",
  "フルリモート",
  "一部リモート",
  "リモート可",
  "リモート併用",
  "リモート",
  "在宅",
  "常駐",
  "週\\d(?:[〜~-]\\d)?日(?:[〜~])?",
  "残り\\d名",
  "new",
  "おすすめ",
  "注目",
  "必見",
];
/** Joining words that one agent writes and another leaves out. */
const PARTICLES = ["における", "に関する", "に向けた", "向け", "様", "の", "で", "な", "及び", "および", "と"];

const longestFirst = (words: string[]) => [...words].sort((a, b) => b.length - a.length);

const SKILL_NAMES = longestFirst([...SKILLS.map((s) => s.name), ...Object.values(SKILL_WORDS).flat()].map((n) => n.normalize("NFKC").toLowerCase())).filter(
  (n) => n.length > 1 && !SEARCH_ONLY_WORDS.has(n),
);
const startsAsWord = (name: string) => /^[a-z0-9]/.test(name);
/**
 * Skill names and aliases, longest first: a title's skill list says nothing the skills do not. A name
 * starting with a letter or digit is a whole word (go, not the go of google): one look-behind and one
 * look-ahead around all of them, which V8 runs seven times faster than a pair on each of 200 names
 * (the names starting otherwise, ".net" or Japanese, can never match where those do).
 */
const SKILL_NAME_PATTERN = new RegExp(
  `(?<![a-z0-9])(?:${SKILL_NAMES.filter(startsAsWord).map(escapeRegExp).join("|")})(?![a-z0-9])|${SKILL_NAMES.filter((n) => !startsAsWord(n))
    .map(escapeRegExp)
    .join("|")}`,
  "g",
);
const DECORATION_WORDS = new RegExp(longestFirst(DECORATIONS).join("|"), "g");
/** What agents put before a seat's name (フロントエンド, データ, プロジェクト): part of the seat, not the project. */
const SEAT_QUALIFIERS = [
  "フロントエンド",
  "フロント",
  "バックエンド",
  "サーバーサイド",
  "サーバー",
  "インフラ",
  "クラウド",
  "データ",
  "ネットワーク",
  "セキュリティ",
  "モバイル",
  "アプリ",
  "システム",
  "プロダクト",
  "プロジェクト",
  "デジタル",
  "フルスタック",
  "テスト",
  "サポート",
  "製品",
  "組み込み",
  "制御",
  "ゲーム",
  "マーケティング",
  "web",
  "ai",
  "ml",
  "qa",
  "db",
  "dx",
  "it",
  "ui",
  "ux",
  "sre",
  "erp",
  "sap",
  "業務",
  "開発",
  "運用",
  "保守",
  "構築",
];

/**
 * The person a listing seeks (データサイエンティスト, ITコンサルタント), which agents put in 【】, in （） or in
 * the title: a title says its project without it (roles are compared apart, as ROLE_KINDS).
 */
const SEAT_WORDS = new RegExp(
  `(?:${SEAT_QUALIFIERS.join("|")})*(?:エンジニア|マネージャー|マネジャー|マーケター|デザイナー|コンサルタント|ディレクター|プランナー|アナリスト|スペシャリスト|サイエンティスト|アーキテクト)|フルスタック|情シス`,
  "g",
);
/** Variants as a title reads after undressing (NFKC, lower case, no punctuation or spaces). */
const undressedWord = (word: string) => vocabularyWord(word).replace(/[\s\p{P}\p{S}]+/gu, "");
const SYNONYM_OF = new Map(WORDING_VARIANTS.flatMap((list) => list.map((word) => [undressedWord(word), undressedWord(list[0])] as const)));
/** Every way of saying, longest first, in one pass: フロントエンド must not be read as フロント + エンド. */
const SYNONYM_WORDS = new RegExp(
  longestFirst([...SYNONYM_OF.keys()])
    // A Latin word is a word of its own: hr, not the hr of chrome.
    .map((word) => (/^[a-z0-9]/.test(word) ? `(?<![a-z0-9])${escapeRegExp(word)}(?![a-z0-9])` : escapeRegExp(word)))
    .join("|"),
  "g",
);
const PARTICLE_WORDS = new RegExp(longestFirst(PARTICLES).map(escapeRegExp).join("|"), "g");

/**
 * A title undressed: NFKC and lower case; bracketed tags (【Java】, [急募], （フルリモート）) and what
 * agents add (案件, 急募, 週3日〜, skill names) taken out; one word for each client or role said several
 * ways; joining words, punctuation and spaces gone.
 */
export function undressedTitle(title: string): string {
  return normalizeFreeText(title)
    .toLowerCase()
    .replace(/[【[(<《〈「『｛{][^】\])>》〉」』｝}]*[】\])>》〉」』｝}]/g, " ")
    .replace(SKILL_NAME_PATTERN, " ")
    .replace(SEAT_WORDS, " ")
    .replace(DECORATION_WORDS, " ")
    .replace(/[\s\p{P}\p{S}]+/gu, "")
    .replace(SYNONYM_WORDS, (word) => SYNONYM_OF.get(word)!)
    .replace(PARTICLE_WORDS, "");
}

/** The character bigrams of a text, each once (a one-character text is its own gram). */
export function bigrams(text: string): Set<string> {
  const chars = [...text];
  if (chars.length === 1) return new Set(chars);
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i] + chars[i + 1]);
  return grams;
}

/** Dice similarity of two gram sets, and how many grams each has that the other lacks. */
export function gramOverlap(a: Set<string>, b: Set<string>) {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  const total = a.size + b.size;
  return { dice: total === 0 ? 0 : (2 * shared) / total, onlyA: a.size - shared, onlyB: b.size - shared, shared };
}

/** A ceiling alone (〜80万円) or a floor alone (65万円〜) stands for a range this much below or above it. */
const OPEN_RANGE = 0.25;
/** Prices in different units (時給 and 月額) compare with this much slack: hours and days a month vary. */
const UNIT_SLACK = 0.3;
/** Prices in one unit compare with this much slack: each agent adds its own margin (62万 and 64万 for one seat). */
const MARGIN_SLACK = 0.08;

/** A listing's price as a monthly range in yen, or null when it states none. */
function monthlyRange(f: Pick<DuplicateFacts, "priceMin" | "priceMax" | "priceUnit">): [number, number] | null {
  if (f.priceMin == null && f.priceMax == null) return null;
  const low = f.priceMin ?? f.priceMax! * (1 - OPEN_RANGE);
  const high = f.priceMax ?? f.priceMin! * (1 + OPEN_RANGE);
  return [toMonthly(low, f.priceUnit), toMonthly(high, f.priceUnit)];
}

function pricesOverlap(a: DuplicateFacts, b: DuplicateFacts): boolean {
  const [rangeA, rangeB] = [monthlyRange(a), monthlyRange(b)];
  if (!rangeA || !rangeB) return true;
  const slack = a.priceUnit === b.priceUnit ? 1 + MARGIN_SLACK : 1 + UNIT_SLACK;
  return rangeA[0] <= rangeB[1] * slack && rangeB[0] <= rangeA[1] * slack;
}

/** Facts that may rule a pair out before its titles are compared (cheap, and the blocking's rules). */
export function compatible(a: DuplicateFacts, b: DuplicateFacts): boolean {
  if (a.agentId === b.agentId) return false;
  if (a.prefectureId != null && b.prefectureId != null && a.prefectureId !== b.prefectureId) return false;
  if (!pricesOverlap(a, b)) return false;
  if (!skillsCompatible(a.requiredSkills, b.requiredSkills)) return false;
  if (a.startsAround != null && b.startsAround != null && Math.abs(a.startsAround - b.startsAround) > START_DAYS * DAY) return false;
  const daysA = [a.workdaysMin ?? a.workdaysMax, a.workdaysMax ?? a.workdaysMin];
  const daysB = [b.workdaysMin ?? b.workdaysMax, b.workdaysMax ?? b.workdaysMin];
  if (daysA[0] != null && daysB[0] != null && (daysA[1]! < daysB[0] || daysB[1]! < daysA[0])) return false;
  return true;
}

/**
 * What a stored key carries so that candidates are sifted before they are read: the price as a
 * monthly range in yen and the start day, null when the listing states none.
 */
export type KeyFacts = { priceLow: number | null; priceHigh: number | null; startDay: number | null };

export function keyFacts(f: Pick<DuplicateFacts, "priceMin" | "priceMax" | "priceUnit" | "startsAround">): KeyFacts {
  const range = monthlyRange(f);
  return {
    priceLow: range && Math.round(range[0]),
    priceHigh: range && Math.round(range[1]),
    startDay: f.startsAround === null ? null : Math.floor(f.startsAround / DAY),
  };
}

/** Whether two listings' key facts leave them possibly one project: compatible's price and start rules, units' slack always allowed. */
export function mayBeSame(a: KeyFacts, b: KeyFacts): boolean {
  if (a.priceLow !== null && b.priceLow !== null && (a.priceLow > b.priceHigh! * (1 + UNIT_SLACK) || b.priceLow > a.priceHigh! * (1 + UNIT_SLACK)))
    return false;
  return a.startDay === null || b.startDay === null || Math.abs(a.startDay - b.startDay) <= START_DAYS + 1;
}

/**
 * Required skills the same, one side's within the other's, or a good part of them shared (Jaccard ≥
 * ⅓): agents list a project's skills differently, but not another stack.
 */
function skillsCompatible(a: readonly number[], b: readonly number[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  const inB = new Set(b);
  const shared = a.filter((id) => inB.has(id)).length;
  return shared === a.length || shared === b.length || shared / (a.length + b.length - shared) >= 1 / 3;
}

const DAY = 86_400_000;

/** The day a listing starts: its date, the day it was posted for 即日, none for 相談. */
export function startsAround(timing: number, date: string | null, postedAt: Date): number | null {
  if (timing === StartTiming.specifyDate && date) return Date.parse(date);
  if (timing === StartTiming.immediate) return Math.floor(postedAt.getTime() / DAY) * DAY;
  return null;
}

/** Words that name a role or a kind of work, not a project: a title of little else says too little. */
const GENERIC_WORDS = new RegExp(
  longestFirst([
    "エンジニア",
    "デザイナー",
    "ディレクター",
    "アナリスト",
    "コンサルタント",
    "開発",
    "システム",
    "アプリ",
    "web",
    "業務",
    "運用",
    "保守",
    "支援",
    "改修",
    "刷新",
    "se",
    "pmo",
    "pm",
    "pg",
    "saas",
    "導入",
    "uiux",
    "ui",
    "ux",
    "サービス",
    "プロジェクト",
    "ニアショア",
    "qa",
    "テスト",
    "インフラ",
    "ヘルプデスク",
    "データ",
    "社内",
    "スタートアップ",
    "マネジメント",
    "ベンチャー",
    "グループ",
    "金融系",
    "企業",
    "メーカー",
    "エンジニアリング",
    "バックエンド",
    "フロントエンド",
    "サーバー",
    "ネットワーク",
    "ios",
    "android",
    // How the work is done (phases are compared apart, as PHASE_KINDS): a subject is what is worked on.
    "新規",
    "追加",
    "機能",
    "改善",
    "リニューアル",
    "要件定義",
    "構想策定",
    "poc",
  ]).join("|"),
  "g",
);
/** A title whose undressed subject is shorter than this (「社内SE」「金融系システム開発」) is generic. */
const GENERIC_SUBJECT = 2;
/** Two listings under a generic title are one project only when their descriptions are this alike (Dice over bigrams). */
const GENERIC_TEXT_SAME = 0.8;
/** Generic titles undressed to the same words of at least this many characters need descriptions only this alike. */
const SAME_WORDS_LENGTH = 4;
const SAME_WORDS_TEXT_ALIKE = 0.6;

/**
 * Kinds of client (after the synonyms): two titles naming different ones (損保 and 生保, 銀行 and 信用金庫)
 * are two projects however alike the rest, one word replaced or not.
 */
const CLIENT_KINDS = new RegExp(
  longestFirst([
    "損保",
    "生保",
    "保険",
    "銀行",
    "地方銀行",
    "信用金庫",
    "信託",
    "証券",
    "クレジットカード",
    "消費者金融",
    "通信",
    "電力",
    "ガス",
    "鉄道",
    "航空",
    "自動車",
    "家電",
    "電機",
    "製薬",
    "医療機器",
    "病院",
    "不動産",
    "住宅",
    "ゼネコン",
    "小売",
    "コンビニ",
    "ドラッグストア",
    "スーパー",
    "アパレル",
    "家具",
    "食品",
    "飲料",
    "化学",
    "新聞",
    "テレビ",
    "放送",
    "出版",
    "官公庁",
    "自治体",
    "農協",
    "漁協",
    "大学",
    "物流",
    "商社",
    "ゲーム",
    "旅行",
    "ホテル",
    "人材",
    "広告",
  ]).join("|"),
  "g",
);

/** Roles (after the synonyms): titles naming different ones (PM and 開発, デザイナー and エンジニア) are two seats. */
const ROLE_KINDS = new RegExp(
  longestFirst([
    "pmo",
    "pm",
    "pl",
    "se",
    "pg",
    "qa",
    "テスト",
    "デザイナー",
    "デザイン",
    "ディレクター",
    "ディレクション",
    "アナリスト",
    "コンサル",
    "データエンジニア",
    "機械学習エンジニア",
    "mlエンジニア",
    "sre",
    "インフラ",
    "フロントエンド",
    "バックエンド",
    "ios",
    "android",
    "保守運用",
    "保守",
    "ヘルプデスク",
    "サポート",
    "ネットワーク",
  ]).join("|"),
  "g",
);

/**
 * Phases of work (after the synonyms), often in an agent's brackets (「（保守運用）」): titles naming
 * different ones (新規開発 and 保守運用) are two engagements.
 */
const PHASE_KINDS = new RegExp(
  longestFirst([
    "新規開発",
    "追加開発",
    "機能改修",
    "保守運用",
    "刷新",
    "設計支援",
    "要件定義",
    "構想策定",
    "poc",
    "運用改善",
    "導入",
    "リニューアル",
    "運営",
  ]).join("|"),
  "g",
);

/** A title as written, brackets included but skill names not, in the synonyms' words: what roles and phases are read from. */
function dressedWords(title: string): string {
  return normalizeFreeText(title)
    .toLowerCase()
    .replace(SKILL_NAME_PATTERN, " ")
    .replace(/[\s\p{P}\p{S}]+/gu, "")
    .replace(SYNONYM_WORDS, (word) => SYNONYM_OF.get(word)!);
}

/** Reworded titles whose subjects (no role, activity or client words) are this alike (Dice)... */
const SUBJECT_ALIKE = 0.3;
/** ...are one project when their descriptions are this alike (Dice over bigrams). */
const TEXT_ALIKE = 0.4;
/** Subjects this alike say most of the project already: descriptions this alike (Dice) are enough. */
const SUBJECT_SAME = 0.7;
const TEXT_ALIKE_SAME_SUBJECT = 0.3;

/** A listing ready to compare: its facts, its title's bigrams and client kinds, whether the title is generic, its text's bigrams on demand. */
type Comparable = {
  facts: DuplicateFacts;
  title: Set<string>;
  clients: Set<string>;
  roles: Set<string>;
  phases: Set<string>;
  subject: Set<string>;
  generic: boolean;
  undressed: string;
  text: () => Set<string>;
};

/** A title's parts the rules compare: undressed, its subject (no role or activity words), and whether that says too little. */
function titleParts(title: string) {
  const undressed = undressedTitle(title);
  const subject = undressed.replace(GENERIC_WORDS, "");
  return { undressed, subject, generic: [...subject].length < GENERIC_SUBJECT };
}

function comparable(facts: DuplicateFacts): Comparable {
  const { undressed, subject, generic } = titleParts(facts.title);
  const dressed = dressedWords(facts.title);
  let text: Set<string> | undefined;
  return {
    facts,
    title: bigrams(undressed),
    clients: new Set(undressed.match(CLIENT_KINDS)),
    roles: new Set(dressed.match(ROLE_KINDS)),
    phases: new Set(dressed.match(PHASE_KINDS)),
    generic,
    undressed,
    subject: bigrams(subject.replace(CLIENT_KINDS, "")),
    text: () =>
      (text ??= bigrams(
        normalizeFreeText(facts.description)
          .toLowerCase()
          .replace(/[\s\p{P}\p{S}]+/gu, ""),
      )),
  };
}

/**
 * The keys under which a listing's look-alikes are found: the bigrams of its title's subject (client
 * words kept), which two listings of one project almost always share (a title alike, or subjects that
 * share something); for a generic title, the undressed title itself. As 32-bit hashes (FNV-1a), so
 * the database stores and compares integers; a collision only adds a candidate the rules turn down.
 * At most KEYS_A_LISTING of them, the smallest hashes (a MinHash sketch): alike titles keep alike
 * sketches, and a long title costs no more than a short one.
 */
export function duplicateKeys(title: string): number[] {
  const { undressed, subject, generic } = titleParts(title);
  const hashes = generic ? Int32Array.of(fnv1a(`=${undressed}`)) : bigramHashes(subject);
  hashes.sort();
  const keys: number[] = [];
  for (let i = 0; i < hashes.length && keys.length < KEYS_A_LISTING; i++) if (i === 0 || hashes[i] !== hashes[i - 1]) keys.push(hashes[i]);
  return keys;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * The FNV-1a hash of each of a text's bigrams (fnv1a(gram) for each gram of bigrams(text), repeats
 * included), hashed from the text's code units where they stand: an import keys 50,000 titles, and
 * building each gram as a string to hash it was half of the keys' time.
 */
function bigramHashes(text: string): Int32Array {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i += text.codePointAt(i)! > 0xffff ? 2 : 1) starts.push(i);
  if (starts.length === 1) return Int32Array.of(fnv1a(text));
  const hashes = new Int32Array(Math.max(0, starts.length - 1));
  for (let n = 0; n + 1 < starts.length; n++) {
    const end = n + 2 < starts.length ? starts[n + 2] : text.length;
    let hash = 0x811c9dc5;
    for (let i = starts[n]; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    hashes[n] = hash | 0;
  }
  return hashes;
}

/** How alike two listings are when they are one project (their titles' similarity), otherwise null. */
function judge(a: Comparable, b: Comparable): number | null {
  if (!compatible(a.facts, b.facts)) return null;
  // Each names a kind of client the other does not (損保 and 生保, whatever else both name: 保険料).
  const only = (x: Set<string>, y: Set<string>) => [...x].some((kind) => !y.has(kind));
  if (only(a.clients, b.clients) && only(b.clients, a.clients)) return null;
  const conflict = (x: Set<string>, y: Set<string>) => x.size > 0 && y.size > 0 && ![...x].some((kind) => y.has(kind));
  if (conflict(a.roles, b.roles) || conflict(a.phases, b.phases)) return null;
  const titles = gramOverlap(a.title, b.title);
  let dice = titlesSay(titles);
  if (dice === null) {
    // Reworded titles: their subjects still share something, and the descriptions say the same work.
    const subject = gramOverlap(a.subject, b.subject).dice;
    if (subject < SUBJECT_ALIKE || gramOverlap(a.text(), b.text()).dice < (subject >= SUBJECT_SAME ? TEXT_ALIKE_SAME_SUBJECT : TEXT_ALIKE)) return null;
    dice = subject;
  }
  if (a.generic || b.generic) {
    // The same words in both titles (メーカー導入 of 「製造業向けS/4HANA導入支援」) say more than a bare seat (「社内SE」).
    const sameWords = a.undressed === b.undressed && [...a.undressed].length >= SAME_WORDS_LENGTH;
    if (gramOverlap(a.text(), b.text()).dice < (sameWords ? SAME_WORDS_TEXT_ALIKE : GENERIC_TEXT_SAME)) return null;
  }
  return dice;
}

/** Whether two listings are one project posted by two agents. */
export function sameProject(a: DuplicateFacts, b: DuplicateFacts): boolean {
  return judge(comparable(a), comparable(b)) !== null;
}

/** The titles' similarity when they say the same project, otherwise null. */
function titlesSay({ dice, onlyA, onlyB, shared }: ReturnType<typeof gramOverlap>): number | null {
  const replaced = Math.min(onlyA, onlyB) > REPLACED_GRAMS;
  // One title whole inside the other (「EMR導入サポート」 in 「医療系ITベンダー向けEMR導入サポート」) only adds words.
  const within = Math.min(onlyA, onlyB) === 0 && shared >= CONTAINED_GRAMS;
  return (dice >= TITLE_ALIKE || within) && !replaced ? dice : null;
}

/** A title bigram this common within a block narrows nothing: candidates are found by the others. */
const COMMON_GRAM = 500;

/**
 * The groups of listings that are one project, each the ids of its two or more listings. Candidate pairs come from blocks of listings that share a
 * prefecture (a listing naming none joins every prefecture's) and a required skill, and within a block from a shared title
 * bigram, so the work grows with the duplicates, not with the square of the listings; the pairs
 * then join as joinDuplicates says.
 */
export function groupDuplicates(listings: readonly DuplicateFacts[]): number[][] {
  const items = listings.map(comparable);
  const blocks = new Map<string, number[]>();
  const join = (key: string, i: number) => {
    const block = blocks.get(key) ?? [];
    block.push(i);
    blocks.set(key, block);
  };
  const prefectures = new Set(listings.map((l) => l.prefectureId ?? 0));
  listings.forEach((l, i) => {
    for (const skill of l.requiredSkills.length > 0 ? l.requiredSkills : [0]) {
      // A listing that names no prefecture (リモート) may be any prefecture's project: it joins each one's block.
      for (const prefecture of l.prefectureId == null ? prefectures : [l.prefectureId]) join(`${prefecture}:${skill}`, i);
    }
  });

  const pairs = new Map<string, [number, number]>();
  for (const block of blocks.values()) {
    if (block.length < 2) continue;
    const postings = new Map<string, number[]>();
    for (const i of block) {
      for (const gram of items[i].title) {
        const list = postings.get(gram) ?? [];
        list.push(i);
        postings.set(gram, list);
      }
    }
    for (const list of postings.values()) {
      if (list.length > COMMON_GRAM) continue;
      for (let x = 0; x < list.length; x++) {
        for (let y = x + 1; y < list.length; y++) {
          const [i, j] = list[x] < list[y] ? [list[x], list[y]] : [list[y], list[x]];
          pairs.set(`${i}:${j}`, [listings[i].id, listings[j].id]);
        }
      }
    }
  }
  return joinDuplicates(listings, pairs.values(), items);
}

/**
 * The groups that the candidate pairs given (by listing id) make once judged: pairs join most alike
 * first, and two groups join only when all their listings are one project two by two, which also
 * keeps two listings of one agent apart.
 */
export function joinDuplicates(
  listings: readonly DuplicateFacts[],
  candidates: Iterable<readonly [number, number]>,
  items: readonly Comparable[] = listings.map(comparable),
): number[][] {
  const index = new Map(listings.map((l, i) => [l.id, i]));
  const pairs: Array<{ i: number; j: number; dice: number }> = [];
  for (const [a, b] of candidates) {
    const [i, j] = [index.get(a), index.get(b)];
    if (i === undefined || j === undefined || i === j) continue;
    const dice = judge(items[i], items[j]);
    if (dice !== null) pairs.push({ i, j, dice });
  }

  // Groups join only when every listing of one is the same project as every listing of the other
  // (complete linkage): a chain of look-alikes, each like the next, is not one project.
  const group = listings.map((_, i) => [i]);
  const owner = listings.map((_, i) => i);
  const same = (x: number, y: number) => judge(items[x], items[y]) !== null;
  for (const { i, j } of pairs.sort((p, q) => q.dice - p.dice || p.i - q.i || p.j - q.j)) {
    const [a, b] = [owner[i], owner[j]];
    if (a === b) continue;
    if (!group[a].every((x) => group[b].every((y) => (x === i && y === j) || same(x, y)))) continue;
    for (const y of group[b]) owner[y] = a;
    group[a].push(...group[b]);
    group[b] = [];
  }
  const members = new Map<number, number[]>();
  listings.forEach((l, i) => {
    const list = members.get(owner[i]) ?? [];
    list.push(l.id);
    members.set(owner[i], list);
  });
  return [...members.values()].filter((ids) => ids.length > 1);
}
