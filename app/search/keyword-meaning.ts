// What a typed keyword means (decision 042): condition words become filters, other words the texts
// and ids they stand for in the vocabulary, a misspelt Latin word the vocabulary word it is near.
import { PRICE_OVER_OPTIONS, PriceUnit } from "~/constants";
import { toMonthly } from "~/models/listing/rules";
import { CITY_PREFECTURE, PREFECTURES } from "~/data/prefectures";
import { STATIONS } from "~/data/stations";
import { SKILLS } from "~/data/skills";
import { JOB_TYPES } from "~/data/job-types";
import { CHARACTERISTICS } from "~/data/characteristics";
import { INDUSTRIES } from "~/data/industries";
import { isAscii, SKILL_IMPLIES, TOPICS, termsForWord, vocabularyWord, VOCABULARY_WORDS, SEARCH_ONLY_WORDS, type VocabularyTerm } from "~/data/vocabulary";
import { RemoteFilter, type Filters } from "./query";
import { keywordWords, normalizeText } from "./text";

const prefectureByWord = new Map<string, number>();
for (const p of PREFECTURES) {
  prefectureByWord.set(p.name, p.id);
  if (p.name !== "北海道") prefectureByWord.set(p.name.replace(/[都府県]$/, ""), p.id);
}
for (const [city, id] of Object.entries(CITY_PREFECTURE)) if (!city.endsWith("区")) prefectureByWord.set(city.replace(/市$/, ""), id);
const stationByName = new Map(STATIONS.map((s) => [s.name, s.id]));
/** Regions people name instead of a prefecture (JIS codes). */
const REGIONS: Record<string, number[]> = {
  北海道・東北: [1, 2, 3, 4, 5, 6, 7],
  東北: [2, 3, 4, 5, 6, 7],
  関東: [8, 9, 10, 11, 12, 13, 14],
  首都圏: [11, 12, 13, 14],
  北陸: [15, 16, 17, 18],
  甲信越: [15, 19, 20],
  東海: [21, 22, 23, 24],
  関西: [25, 26, 27, 28, 29, 30],
  近畿: [24, 25, 26, 27, 28, 29, 30],
  中国地方: [31, 32, 33, 34, 35],
  四国: [36, 37, 38, 39],
  九州: [40, 41, 42, 43, 44, 45, 46],
  九州・沖縄: [40, 41, 42, 43, 44, 45, 46, 47],
};
const characteristicId = (name: string) => CHARACTERISTICS.find((c) => c.name === name)!.id;
const NO_EXPERIENCE = characteristicId("未経験OK");
const HIGH_PRICE_MAN = 80;

/** 80万以上 → 80, 時給5000円以上 → 80, 日額4万円以上 → 80 (万円 a month, as the price filter counts); null otherwise. */
function monthlyManAsked(word: string): number | null {
  const at = "(?:以上|〜|~|から)";
  const monthly = word.match(new RegExp(`^(?:月|月額|月単価)?(\\d{2,3})万(?:円)?${at}$`));
  if (monthly) return Number(monthly[1]);
  const hourly = word.match(new RegExp(`^(?:時給|時間単価)(\\d{1,2}),?(\\d{3})円?${at}$`));
  if (hourly) return Math.floor(toMonthly(Number(hourly[1] + hourly[2]), PriceUnit.hour) / 10_000);
  const daily = word.match(new RegExp(`^(?:日給|日額|日当)(\\d{1,2}(?:\\.\\d)?)万円?${at}$`));
  if (daily) return Math.floor(toMonthly(Number(daily[1]) * 10_000, PriceUnit.day) / 10_000);
  return null;
}

function conditionOf(word: string): Filters | null {
  if (/^(?:フルリモート|フルリモ|完全リモート|完全在宅|リモートのみ|在宅のみ|full ?remote)$/.test(word)) return { remote: [RemoteFilter.fullRemote] };
  if (/^(?:リモート|リモート可|リモートok|在宅|在宅可|在宅ok|テレワーク|remote|一部リモート|リモート併用)$/.test(word))
    return { remote: [RemoteFilter.possible] };
  // 週3 and 週3日以下 ask for work of three days or fewer; 週3以上 is not a condition the panel has.
  const days = word.match(/^週([1-5])(?:日)?(?:以下|まで|ok|可)?$/);
  if (days) return { workdays: [Number(days[1])] };
  if (/^(?:高単価|高単価案件|高収入)$/.test(word)) return { price_over: [HIGH_PRICE_MAN] };
  const price = monthlyManAsked(word);
  if (price !== null) {
    // The panel offers fixed thresholds: the nearest one not above what was asked, else the amount asked.
    const offered = [...PRICE_OVER_OPTIONS].reverse().find((option) => option <= price);
    return { price_over: [offered ?? price] };
  }
  const region = REGIONS[word];
  if (region) return { prefecture: region };
  if (/^(?:未経験|未経験可|未経験ok|未経験歓迎|未経験者歓迎|実務未経験|実務未経験可|実務未経験ok)$/.test(word)) return { characteristic: [NO_EXPERIENCE] };
  const prefecture = prefectureByWord.get(word);
  if (prefecture) return { prefecture: [prefecture] };
  const stationName = word.endsWith("駅") ? word.slice(0, -1) : word;
  const station = stationByName.get(stationName);
  if (station && (word.endsWith("駅") || !prefectureByWord.has(stationName))) return { station: [station] };
  return null;
}

export type UnderstoodKeyword = {
  filters: Filters;
  conditionWords: string[];
  rest: string;
};

export function conditionsInKeyword(keyword: string): UnderstoodKeyword {
  const filters: Filters = {};
  const conditionWords: string[] = [];
  const rest: string[] = [];
  for (const raw of keyword.split(/\s+/).filter(Boolean)) {
    const filter = conditionOf(normalizeText(raw));
    if (!filter) {
      rest.push(raw);
      continue;
    }
    conditionWords.push(raw);
    for (const [key, values] of Object.entries(filter) as Array<[keyof Filters, number[]]>) {
      filters[key] = [...new Set([...(filters[key] ?? []), ...values])].sort((a, b) => a - b);
    }
  }
  return { filters, conditionWords, rest: rest.join(" ") };
}

/** The keyword's condition words moved into the filters, so searches saved before that match the page. */
export function withConditionWords<T extends { filters: Filters; keyword: string }>(query: T): T {
  const { filters, conditionWords, rest } = conditionsInKeyword(query.keyword);
  if (conditionWords.length === 0) return query;
  const merged: Filters = { ...query.filters };
  for (const [key, values] of Object.entries(filters) as Array<[keyof Filters, number[]]>) {
    merged[key] = [...new Set([...(merged[key] ?? []), ...values])].sort((a, b) => a - b);
  }
  return { ...query, filters: merged, keyword: rest };
}

export type WordMeaning = {
  /** The word as it was understood (after a typo correction, the corrected word). */
  word: string;
  /** How the page names it: the vocabulary's name for the term (Python for pyhton), or the word. */
  name: string;
  /** Set when the typed word was read as another one: what was typed. */
  correctedFrom?: string;
  texts: string[];
  /** The texts that are the word itself or its other names (not what it covers): a title with one ranks first. */
  ownTexts: string[];
  filters: Filters[];
};

/** Endings that add nothing to what a word asks for: Javaエンジニア is Java, Go案件 is Go. */
const EMPTY_ENDINGS = /(?:エンジニア|プログラマー|プログラマ|案件|求人|の案件|開発案件|経験)$/;

const termFilter = (term: VocabularyTerm): Filters | null => {
  switch (term.kind) {
    case "skill":
      return { skill: [term.id, ...(impliedBy.get(term.id) ?? [])] };
    case "job":
      return { job: [term.id] };
    case "industry":
      return { industry: [term.id] };
    case "characteristic":
      return { characteristic: [term.id] };
    default:
      return null;
  }
};

/** The skills that imply a skill (Laravel and CakePHP for PHP), followed through (Next.js → React → JavaScript). */
const impliedBy = new Map<number, number[]>();
const skillId = (name: string) => SKILLS.find((s) => s.name === name)!.id;
for (const skill of SKILLS) {
  const reached = new Set<string>();
  const walk = (name: string) => {
    for (const implied of SKILL_IMPLIES[name] ?? []) {
      if (reached.has(implied)) continue;
      reached.add(implied);
      walk(implied);
    }
  };
  walk(skill.name);
  for (const implied of reached) impliedBy.set(skillId(implied), [...(impliedBy.get(skillId(implied)) ?? []), skill.id]);
}

const formsOfTerm = new Map<string, string[]>();
for (const word of VOCABULARY_WORDS) {
  for (const term of termsForWord(word)) {
    const key = `${term.kind}:${term.name}`;
    formsOfTerm.set(key, [...(formsOfTerm.get(key) ?? []), word]);
  }
}
/**
 * A Japanese form that is part of another term's form (ジャバ of ジャバスクリプト) or a search-only
 * word (R, C) would match the wrong listings in text; those terms are found by their ids instead.
 */
const JAPANESE_FORMS = VOCABULARY_WORDS.filter((w) => !isAscii(w));
function safeInText(form: string, key: string, name: string): boolean {
  if (SEARCH_ONLY_WORDS.has(form)) return false;
  // JS and TS are also the parts of Node.js and React.ts: a short alias is found by its ids only.
  if (isAscii(form)) return form.length >= 3 || form === vocabularyWord(name);
  return !JAPANESE_FORMS.some((other) => other !== form && other.includes(form) && !(formsOfTerm.get(key) ?? []).includes(other));
}

function ownTexts(term: VocabularyTerm): string[] {
  const key = `${term.kind}:${term.name}`;
  return (formsOfTerm.get(key) ?? []).filter((form) => safeInText(form, key, term.name));
}

function termTexts(term: VocabularyTerm): string[] {
  const forms = ownTexts(term);
  if (term.kind !== "topic") return forms;
  const topic = term.topic;
  const covered = [
    ...(topic.phrases ?? []),
    ...(topic.skills ?? []).map((name) => vocabularyWord(name)),
    ...(topic.jobs ?? []).map((name) => vocabularyWord(name)),
  ];
  return [...forms, ...covered];
}

function termFilters(term: VocabularyTerm): Filters[] {
  if (term.kind !== "topic") {
    const filter = termFilter(term);
    return filter ? [filter] : [];
  }
  const filters: Filters[] = [];
  const skills = (term.topic.skills ?? []).map((name) => SKILLS.find((s) => s.name === name)?.id).filter((id): id is number => id !== undefined);
  const jobs = (term.topic.jobs ?? []).map((name) => JOB_TYPES.find((j) => j.name === name)?.id).filter((id): id is number => id !== undefined);
  const industries = (term.topic.industries ?? []).map((name) => INDUSTRIES.find((i) => i.name === name)?.id).filter((id): id is number => id !== undefined);
  if (skills.length > 0) filters.push({ skill: skills });
  if (jobs.length > 0) filters.push({ job: jobs });
  if (industries.length > 0) filters.push({ industry: industries });
  return filters;
}

const topicTerm = (name: string): VocabularyTerm => ({ kind: "topic", topic: TOPICS.find((t) => t.name === name)!, name });

const meaningOfWord = new Map<string, WordMeaning | null>();
const MEANINGS_KEPT = 2_000;

export function vocabularyMeaning(word: string): WordMeaning | null {
  let meaning = meaningOfWord.get(word);
  if (meaning === undefined) {
    meaning = readVocabulary(word);
    if (meaningOfWord.size >= MEANINGS_KEPT) meaningOfWord.delete(meaningOfWord.keys().next().value!);
    meaningOfWord.set(word, meaning);
  }
  return meaning;
}

function readVocabulary(word: string): WordMeaning | null {
  const normalized = vocabularyWord(word);
  let terms = termsForWord(normalized);
  if (terms.length === 0 && EMPTY_ENDINGS.test(normalized)) terms = termsForWord(normalized.replace(EMPTY_ENDINGS, ""));
  if (terms.length === 0) return null;
  const texts = new Set<string>();
  const own = new Set<string>();
  const filters: Filters[] = [];
  for (const term of terms) {
    for (const text of ownTexts(term)) own.add(text);
    const broader = term.kind === "topic" && term.topic.broader ? topicTerm(term.topic.broader) : null;
    for (const covered of broader ? [term, broader] : [term]) {
      for (const text of termTexts(covered)) texts.add(text);
      filters.push(...termFilters(covered));
    }
  }
  return { word: normalized, name: terms[0].name, texts: [...texts], ownTexts: [...own], filters };
}

export function keywordMeaning(keyword: string): WordMeaning[] {
  const seen = new Set<string>();
  const words: WordMeaning[] = [];
  const typed = normalizeText(keyword).split(/\s+/).filter(Boolean);
  for (let i = 0; i < typed.length; i++) {
    // The longest run of words the vocabulary knows as one (Amazon Web Services, Ruby on Rails).
    let meaning: WordMeaning | null = null;
    let length = 1;
    for (let n = Math.min(MAX_PHRASE_WORDS, typed.length - i); n > 1 && !meaning; n--) {
      meaning = vocabularyMeaning(typed.slice(i, i + n).join(" "));
      if (meaning) length = n;
    }
    const word = typed[i];
    // Punctuation alone ("/", "-") names nothing.
    if (!meaning && keywordWords(word).length === 0) continue;
    meaning ??= vocabularyMeaning(word) ?? { word, name: word, texts: [word], ownTexts: [word], filters: [] };
    i += length - 1;
    if (seen.has(meaning.word)) continue;
    seen.add(meaning.word);
    words.push(meaning);
  }
  return words;
}

const MAX_PHRASE_WORDS = 4;

/** Typos allowed in a word of `length` Latin letters (Meilisearch's and Algolia's defaults): none below 5, one below 9, then two. */
export function typosAllowed(length: number): number {
  return length < 5 ? 0 : length < 9 ? 1 : 2;
}

/** Edits from a to b, a swap of two neighbours counting as one (optimal string alignment), or max + 1 once over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [new Array<number>(b.length + 1).fill(0).map((_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

const LATIN_WORDS = VOCABULARY_WORDS.filter((w) => /^[a-z][a-z0-9.#+-]*$/.test(w) && w.length >= 4);

export function correctedWord(word: string): string | null {
  if (!/^[a-z][a-z0-9.#+-]*$/.test(word)) return null;
  const allowed = typosAllowed(word.length);
  if (allowed === 0) return null;
  let best: { word: string; distance: number } | null = null;
  for (const candidate of LATIN_WORDS) {
    // The first letter is rarely the typo; requiring it keeps Javaa from becoming Kava.
    if (candidate[0] !== word[0]) continue;
    const distance = editDistance(word, candidate, allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}
