// The same project posted by several agents (issue 21): when two listings are one project, the way
// a person would tell. Each agent dresses the title its own way (【Java】, 「急募」, 「（フルリモート）」,
// a skill list), writes the client differently (大手損保 / 大手損害保険会社), states the price as a
// range or a ceiling, and names a ward or a station. The rules: different agents; the same
// prefecture where both name one; price ranges that overlap; required skills, after alias
// mapping, the same or one within the other; a compatible start and workdays; and titles that,
// once undressed, say the same thing, a word added on one side being fine and a word replaced (a
// different client, role or place) not. Grouping a wrong pair is worse than missing one.
// Not wired in yet: imports still group by ingest/listing.ts's exact duplicate key (issue 21 next
// steps: the labelled set, grouping inside each import, `npm run regroup`).
import { StartTiming } from "~/constants";
import { SKILLS } from "~/data/skills";
import { normalizeFreeText, SKILL_ALIASES } from "~/ingest/mapping";
import { toMonthly } from "./rules";

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
  startTiming: number;
  startDate: string | null;
  workdaysMin: number | null;
  workdaysMax: number | null;
};

/** Title similarity (Dice over character bigrams) from which two undressed titles say the same. */
export const TITLE_SAME = 0.9;
/** Below TITLE_SAME, titles this alike are the same when neither replaces a word of the other. */
export const TITLE_ALIKE = 0.6;
/** Bigrams one title may have that the other lacks, and still count as only adding words. */
const REPLACED_GRAMS = 1;
/** Start dates this many days apart are one opening announced differently. */
const START_DAYS = 31;

/** Words agents add to a title that say nothing about the project. */
const DECORATIONS = [
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
/** One client, role or thing said several ways: each list's words become its first. */
const SYNONYMS: string[][] = [
  ["損保", "損害保険会社", "損害保険", "損保会社"],
  ["生保", "生命保険会社", "生命保険"],
  ["通信", "通信キャリア", "通信事業者", "通信会社"],
  ["銀行", "メガバンク", "都市銀行"],
  ["証券", "証券会社"],
  ["メーカー", "製造業", "製造"],
  ["基盤", "プラットフォーム", "インフラ基盤"],
  ["アプリ", "アプリケーション"],
  ["刷新", "リプレース", "リプレイス", "マイグレーション"],
  ["開発", "開発支援", "構築", "開発業務"],
  ["システム", "sys"],
  ["ec", "eコマース", "通販"],
  ["web", "ウェブ"],
  ["サイト", "site"],
  ["pm", "プロジェクトマネージャー", "プロジェクトマネジャー"],
  ["pmo", "pmo支援"],
  ["se", "システムエンジニア"],
  ["pg", "プログラマー", "プログラマ"],
  ["インフラ", "インフラエンジニア"],
  ["バックエンド", "サーバーサイド", "サーバサイド"],
  ["フロントエンド", "フロント"],
  ["大手", "大手企業", "大企業"],
];
/** Joining words that one agent writes and another leaves out. */
const PARTICLES = ["における", "に関する", "に向けた", "向け", "様", "の", "で", "な", "における", "及び", "および", "と"];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\#]/g, "\\$&");
const longestFirst = (words: string[]) => [...words].sort((a, b) => b.length - a.length);

/** Skill names and aliases, longest first: a title's skill list says nothing the skills do not. */
const SKILL_WORDS = new RegExp(
  longestFirst([...SKILLS.map((s) => s.name), ...Object.values(SKILL_ALIASES).flat()].map((n) => n.normalize("NFKC").toLowerCase()))
    .filter((n) => n.length > 1)
    .map((n) => (/^[a-z0-9]/.test(n) ? `(?<![a-z0-9])${escape(n)}(?![a-z0-9])` : escape(n)))
    .join("|"),
  "g",
);
const DECORATION_WORDS = new RegExp(longestFirst(DECORATIONS).join("|"), "g");
const SYNONYM_OF = new Map(SYNONYMS.flatMap((list) => list.map((word) => [word, list[0]] as const)));
/** Every way of saying, longest first, in one pass: フロントエンド must not be read as フロント + エンド. */
const SYNONYM_WORDS = new RegExp(
  longestFirst([...SYNONYM_OF.keys()])
    .map(escape)
    .join("|"),
  "g",
);
const PARTICLE_WORDS = new RegExp(longestFirst(PARTICLES).map(escape).join("|"), "g");

/**
 * A title undressed: NFKC and lower case; bracketed tags (【Java】, [急募], （フルリモート）) and what
 * agents add (案件, 急募, 週3日〜, skill names) taken out; one word for each client or role said several
 * ways; joining words, punctuation and spaces gone.
 */
export function undressedTitle(title: string): string {
  return normalizeFreeText(title)
    .toLowerCase()
    .replace(/[【[(<《〈「『｛{][^】\])>》〉」』｝}]*[】\])>》〉」』｝}]/g, " ")
    .replace(SKILL_WORDS, " ")
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
  return { dice: total === 0 ? 0 : (2 * shared) / total, onlyA: a.size - shared, onlyB: b.size - shared };
}

/** A listing's monthly price range in yen, or null when it states none. */
function monthlyRange(f: DuplicateFacts): [number, number] | null {
  const low = f.priceMin ?? f.priceMax;
  const high = f.priceMax ?? f.priceMin;
  if (low == null || high == null) return null;
  return [toMonthly(low, f.priceUnit), toMonthly(high, f.priceUnit)];
}

/** Facts that may rule a pair out before its titles are compared (cheap, and the blocking's rules). */
export function compatible(a: DuplicateFacts, b: DuplicateFacts): boolean {
  if (a.agentId === b.agentId) return false;
  if (a.prefectureId != null && b.prefectureId != null && a.prefectureId !== b.prefectureId) return false;
  const priceA = monthlyRange(a);
  const priceB = monthlyRange(b);
  if (priceA && priceB && (priceA[1] < priceB[0] || priceB[1] < priceA[0])) return false;
  if (!skillsCompatible(a.requiredSkills, b.requiredSkills)) return false;
  if (!startCompatible(a, b)) return false;
  const daysA = [a.workdaysMin ?? a.workdaysMax, a.workdaysMax ?? a.workdaysMin];
  const daysB = [b.workdaysMin ?? b.workdaysMax, b.workdaysMax ?? b.workdaysMin];
  if (daysA[0] != null && daysB[0] != null && (daysA[1]! < daysB[0] || daysB[1]! < daysA[0])) return false;
  return true;
}

/** Required skills the same, one side's within the other's, or most of them shared (Jaccard ≥ ½). */
function skillsCompatible(a: readonly number[], b: readonly number[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  const inB = new Set(b);
  const shared = a.filter((id) => inB.has(id)).length;
  return shared === a.length || shared === b.length || shared / (a.length + b.length - shared) >= 0.5;
}

function startCompatible(a: DuplicateFacts, b: DuplicateFacts): boolean {
  if (a.startTiming === StartTiming.considering || b.startTiming === StartTiming.considering) return true;
  if (a.startTiming !== b.startTiming) return false;
  if (a.startTiming !== StartTiming.specifyDate || !a.startDate || !b.startDate) return true;
  return Math.abs(Date.parse(a.startDate) - Date.parse(b.startDate)) <= START_DAYS * 86_400_000;
}

/** Whether two listings are one project posted by two agents. */
export function sameProject(a: DuplicateFacts, b: DuplicateFacts): boolean {
  return compatible(a, b) && titlesSay(bigrams(undressedTitle(a.title)), bigrams(undressedTitle(b.title))) !== null;
}

/** The titles' similarity when they say the same project, otherwise null. */
function titlesSay(a: Set<string>, b: Set<string>): number | null {
  const { dice, onlyA, onlyB } = gramOverlap(a, b);
  const replaced = Math.min(onlyA, onlyB) > REPLACED_GRAMS;
  return dice >= TITLE_SAME || (dice >= TITLE_ALIKE && !replaced) ? dice : null;
}

/** A title bigram this common within a block narrows nothing: candidates are found by the others. */
const COMMON_GRAM = 500;

/**
 * The groups of listings that are one project: id → the group's id (its smallest listing id), for
 * listings in a group of two or more. Candidate pairs come from blocks of listings that share a
 * prefecture (or both name none) and a required skill, and within a block from a shared title
 * bigram, so the work grows with the duplicates, not with the square of the listings. Pairs join
 * most alike first, transitively, but never so that a group holds two listings of one agent.
 */
export function groupDuplicates(listings: readonly DuplicateFacts[]): Map<number, number> {
  const grams = listings.map((l) => bigrams(undressedTitle(l.title)));
  const blocks = new Map<string, number[]>();
  listings.forEach((l, i) => {
    for (const skill of l.requiredSkills.length > 0 ? l.requiredSkills : [0]) {
      const key = `${l.prefectureId ?? 0}:${skill}`;
      const block = blocks.get(key) ?? [];
      block.push(i);
      blocks.set(key, block);
    }
  });

  const pairs = new Map<string, { i: number; j: number; dice: number }>();
  for (const block of blocks.values()) {
    if (block.length < 2) continue;
    const postings = new Map<string, number[]>();
    for (const i of block) {
      for (const gram of grams[i]) {
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
          const key = `${i}:${j}`;
          if (pairs.has(key)) continue;
          const dice = compatible(listings[i], listings[j]) ? titlesSay(grams[i], grams[j]) : null;
          if (dice !== null) pairs.set(key, { i, j, dice });
        }
      }
    }
  }

  // Union-find over listing indices, each root knowing its group's agents.
  const parent = listings.map((_, i) => i);
  const agents = listings.map((l) => new Set([l.agentId]));
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (const { i, j } of [...pairs.values()].sort((p, q) => q.dice - p.dice)) {
    const [a, b] = [root(i), root(j)];
    if (a === b || [...agents[b]].some((agent) => agents[a].has(agent))) continue;
    parent[b] = a;
    for (const agent of agents[b]) agents[a].add(agent);
  }
  const members = new Map<number, number[]>();
  listings.forEach((l, i) => {
    const list = members.get(root(i)) ?? [];
    list.push(l.id);
    members.set(root(i), list);
  });
  const groups = new Map<number, number>();
  for (const ids of members.values()) {
    if (ids.length < 2) continue;
    const groupId = Math.min(...ids);
    for (const id of ids) groups.set(id, groupId);
  }
  return groups;
}
