// Titles as the duplicate rules read them: undressed of what agents add, in one wording, with their subject and whether it says too little.
import { SKILLS } from "~/data/skills";
import { SEARCH_ONLY_WORDS, SKILL_WORDS, WORDING_VARIANTS, vocabularyWord } from "~/data/vocabulary";
import { normalizeFreeText } from "~/ingest/mapping";
import { escapeRegExp } from "~/utils/regexp";

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

export const longestFirst = (words: string[]) => [...words].sort((a, b) => b.length - a.length);

const SKILL_NAMES = longestFirst([...SKILLS.map((s) => s.name), ...Object.values(SKILL_WORDS).flat()].map((n) => n.normalize("NFKC").toLowerCase())).filter(
  (n) => n.length > 1 && !SEARCH_ONLY_WORDS.has(n),
);
const startsAsWord = (name: string) => /^[a-z0-9]/.test(name);
/**
 * Skill names and aliases, longest first: a title's skill list says nothing the skills do not. A name
 * starting with a letter or digit is a whole word (go, not the go of google): one look-behind and one
 * look-ahead around all of them is much faster than a pair on each name.
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

/** The person a listing seeks (データサイエンティスト, ITコンサルタント), in brackets or not: a title says its project without it. */
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

/** A title as written, brackets included but skill names not, in the synonyms' words: what roles and phases are read from. */
export function dressedWords(title: string): string {
  return normalizeFreeText(title)
    .toLowerCase()
    .replace(SKILL_NAME_PATTERN, " ")
    .replace(/[\s\p{P}\p{S}]+/gu, "")
    .replace(SYNONYM_WORDS, (word) => SYNONYM_OF.get(word)!);
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

/** A title's parts the rules compare: undressed, its subject (no role or activity words), and whether that says too little. */
export function titleParts(title: string) {
  const undressed = undressedTitle(title);
  const subject = undressed.replace(GENERIC_WORDS, "");
  return { undressed, subject, generic: [...subject].length < GENERIC_SUBJECT };
}
