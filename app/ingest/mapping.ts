// From agents' free text to our master data (decision 004), tested on real samples in mapping.test.ts.
// Whatever a rule cannot read stays in the listing's original-text fields, so nothing is lost.
import { PriceUnit, RemoteType, StartTiming, WorkStyle, type PriceUnitCode, type RemoteTypeCode } from "~/constants";
import { CITY_PREFECTURE, PREFECTURES } from "~/data/prefectures";
import { escapeRegExp } from "~/utils/regexp";
import { SKILLS, skillByName } from "~/data/skills";
import { isAscii, termsForWord, INDUSTRY_WORDS, SEARCH_ONLY_WORDS, SKILL_WORDS, TOPICS, vocabularyWord } from "~/data/vocabulary";
import { INDUSTRIES } from "~/data/industries";
import { JOB_TYPES } from "~/data/job-types";
import { STATIONS } from "~/data/stations";

/** NFKC and trimmed: ＡＷＳ = AWS, ８０万円 = 80万円. */
export function normalizeFreeText(text: string): string {
  return text.normalize("NFKC").trim();
}

/** NFKC, with every wave dash read as 〜, and a hyphen or dash between numbers too (70-80万, 週4-5日). */
function withRangeMarks(text: string): string {
  return normalizeFreeText(text)
    .replace(/[~〜\u2010-\u2015\u2212]/g, "〜")
    .replace(/(?<=\d\s*(?:万円?|円|日)?\s*)[-ー](?=\s*\d)/g, "〜");
}

type SkillPattern = { words: string[]; id: number };
const asciiPatterns = new Map<string, SkillPattern[]>();
const japanesePatterns: Array<{ text: string; id: number }> = [];
/** Names with a slash (PL/SQL, S/4HANA): found whole and as whole words, before words are split at slashes. */
const slashPatterns: Array<{ pattern: RegExp; id: number }> = [];
function addSkillPattern(name: string, id: number) {
  const lower = name.normalize("NFKC").toLowerCase();
  if (isAscii(lower) && lower.includes("/")) {
    slashPatterns.push({ pattern: new RegExp(`(?<![a-z0-9])${escapeRegExp(lower)}(?![a-z0-9])`, "g"), id });
  } else if (isAscii(lower)) {
    const words = lower.split(/\s+/);
    if (words.length === 1 && SEARCH_ONLY_WORDS.has(words[0])) return;
    const list = asciiPatterns.get(words[0]) ?? [];
    list.push({ words, id });
    list.sort((a, b) => b.words.length - a.words.length);
    asciiPatterns.set(words[0], list);
  } else if (!SEARCH_ONLY_WORDS.has(lower)) {
    japanesePatterns.push({ text: lower, id });
  }
}
for (const skill of SKILLS) addSkillPattern(skill.name, skill.id);
const skillNameById = new Map(SKILLS.map((s) => [s.id, s.name]));
for (const [name, words] of Object.entries(SKILL_WORDS)) for (const word of words) addSkillPattern(word, skillByName(name).id);
japanesePatterns.sort((a, b) => b.text.length - a.text.length);

// Words of skill text: letters and digits with the . # + of Node.js, C#, C++; version suffixes stay
// attached (React18), so they are looked up with and without them.
const SKILL_WORD = /[a-z0-9.#+]*[a-z#+][a-z0-9.#+-]*/g;

/**
 * The skills a skill list names ("C、C++、組込み", "R / Python"): each item as a whole first, so
 * names that are ordinary words in free text (C, R) count here, then any skill named inside an item.
 */
export function mapSkillList(text: string): number[] {
  const ids = new Set(mapSkills(text));
  const skillOf = (item: string) => termsForWord(item).find((term) => term.kind === "skill");
  for (const item of normalizeFreeText(text).split(/[、,，・|｜\n]+/)) {
    // PL/SQL is one item; C/C++ two.
    const parts = skillOf(item) ? [item] : item.split(/[/／]/);
    for (const part of parts) {
      const skill = skillOf(part);
      if (skill?.kind === "skill") ids.add(skill.id);
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** The skill ids named in free text ("Java/Spring Boot、AWS(EC2)、React.js歓迎"), ascending. */
export function mapSkills(text: string): number[] {
  let normalized = normalizeFreeText(text).toLowerCase();
  const found: number[] = [];
  const add = (id: number) => void (found.includes(id) || found.push(id));
  // Names with a slash and Japanese names first, taken out of the text so their parts are not read again.
  for (const { pattern, id } of slashPatterns) {
    if (pattern.test(normalized)) {
      add(id);
      normalized = normalized.replace(pattern, " ");
    }
    pattern.lastIndex = 0;
  }
  for (const { text: pattern, id } of japanesePatterns) {
    if (normalized.includes(pattern)) {
      add(id);
      normalized = normalized.split(pattern).join(" ");
    }
  }
  const words = [...normalized.matchAll(SKILL_WORD)].map((m) => m[0].replace(/[.-]+$/, ""));
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const candidates = asciiPatterns.get(word) ?? asciiPatterns.get(word.replace(/[\d.]+$/, "")) ?? [];
    const match = candidates.find((p) => p.words.every((w, k) => k === 0 || words[i + k] === w));
    if (match) {
      add(match.id);
      i += match.words.length - 1;
    }
  }
  return found.sort((a, b) => a - b);
}

/** The first parts of skill names written with a slash (the pl of PL/SQL): never a phrase of their own. */
const SKILL_NAME_PARTS = new Set(SKILLS.filter((s) => s.name.includes("/")).map((s) => vocabularyWord(s.name.split("/")[0])));
/**
 * The phrases that name a job type, an industry or a topic inside free text: full job names,
 * industry words and topics' phrases (a topic's short words, such as テスト or 分析, say too little
 * inside a description). ASCII ones are whole words; longest first, so 機械学習エンジニア is not 機械学習.
 */
const MENTION_PHRASES = [
  ...new Set(
    [...JOB_TYPES.map((j) => j.name), ...INDUSTRIES.flatMap((i) => [i.name, ...(INDUSTRY_WORDS[i.name] ?? [])]), ...TOPICS.flatMap((t) => t.phrases ?? [])]
      .map(vocabularyWord)
      .filter((w) => w.length >= 2 && !SEARCH_ONLY_WORDS.has(w) && !SKILL_NAME_PARTS.has(w)),
  ),
].sort((a, b) => b.length - a.length);
const MENTION_PATTERN = new RegExp(MENTION_PHRASES.map((w) => (isAscii(w) ? `(?<![a-z0-9])${escapeRegExp(w)}(?![a-z0-9])` : escapeRegExp(w))).join("|"), "g");

/** Job categories whose work is not the stack: for a PM or a designer, a skill the description names is context. */
const STACK_IS_CONTEXT = new Set(["マネジメント", "コンサル", "クリエイティブ", "ビジネス", "非IT"]);

/** What the keyword search reads of the description: the vocabulary's words it names, space-separated. */
export function listingMentions(texts: Array<string | null | undefined>, jobIds: readonly number[] = [], taggedSkillIds: readonly number[] = []): string {
  const text = texts.filter(Boolean).join("\n");
  if (!text) return "";
  const stackIsContext = jobIds.some((id) => STACK_IS_CONTEXT.has(JOB_TYPES.find((j) => j.id === id)?.category ?? ""));
  // A skill the listing is tagged with is in the search's text already.
  const skills = stackIsContext ? [] : mapSkills(text).filter((id) => !taggedSkillIds.includes(id));
  const words = new Set(skills.map((id) => vocabularyWord(skillNameById.get(id)!)));
  for (const match of normalizeFreeText(text).toLowerCase().matchAll(MENTION_PATTERN)) words.add(match[0]);
  return [...words].join(" ");
}

export type Place = { prefectureId: number | null; stationId: number | null };

/**
 * The prefecture and station a place names: 東京都渋谷区 → Tokyo; 渋谷駅 and 渋谷 → Tokyo and
 * Shibuya station; 大阪 → Osaka prefecture (a name that is a prefecture too is a station only with 駅).
 * The earliest name in the text wins, so 東京都 is not read as 京都.
 */
const PREFECTURE_NAMES = PREFECTURES.map((p) => ({ id: p.id, full: p.name, short: p.name === "北海道" ? null : p.name.replace(/[都府県]$/, "") }));
const ENGLISH_PREFECTURE = new RegExp(`\\b(${PREFECTURES.map((p) => p.nameEn.toLowerCase()).join("|")})\\b`);
const prefectureByEnglish = new Map(PREFECTURES.map((p) => [p.nameEn.toLowerCase(), p.id]));
const SHORT_NAMES = new Set(PREFECTURE_NAMES.map((p) => p.short));
const CITIES = Object.entries(CITY_PREFECTURE);

export function mapPlace(text: string): Place {
  const normalized = normalizeFreeText(text);
  if (!normalized) return { prefectureId: null, stationId: null };
  let best: { at: number; length: number; prefectureId: number; stationId: number | null } | undefined;
  const consider = (at: number, length: number, prefectureId: number, stationId: number | null) => {
    if (at < 0) return;
    if (!best || at < best.at || (at === best.at && length > best.length)) best = { at, length, prefectureId, stationId };
  };
  for (const station of STATIONS) {
    const withSuffix = normalized.indexOf(`${station.name}駅`);
    if (withSuffix >= 0) consider(withSuffix, station.name.length + 1, station.prefectureId, station.id);
  }
  for (const { id, full, short } of PREFECTURE_NAMES) {
    consider(normalized.indexOf(full), full.length, id, null);
    if (short) consider(normalized.indexOf(short), short.length, id, null);
  }
  const english = normalized.toLowerCase().match(ENGLISH_PREFECTURE);
  if (english) consider(english.index!, english[1].length, prefectureByEnglish.get(english[1])!, null);
  for (const [city, prefectureId] of CITIES) consider(normalized.indexOf(city), city.length, prefectureId, null);
  for (const station of STATIONS) {
    if (SHORT_NAMES.has(station.name)) continue;
    const at = normalized.indexOf(station.name);
    // 渋谷 is the station; 渋谷区 is the ward (a prefecture only).
    if (at >= 0 && !/^[区市町村]/.test(normalized.slice(at + station.name.length))) consider(at, station.name.length, station.prefectureId, station.id);
  }
  if (!best) return { prefectureId: null, stationId: null };
  // A station named later in the text ("東京都渋谷区 渋谷駅") refines the prefecture found first.
  let stationId = best.stationId;
  if (stationId === null) {
    for (const station of STATIONS) {
      if (station.prefectureId === best.prefectureId && normalized.includes(`${station.name}駅`)) {
        stationId = station.id;
        break;
      }
    }
  }
  return { prefectureId: best.prefectureId, stationId };
}

export type Price = { min: number | null; max: number | null; unit: PriceUnitCode };

const UNIT_WORDS: Array<[RegExp, PriceUnitCode]> = [
  [/時給|時間単価|\/\s*h(?:our)?\b|\/\s*時間?|per hour/i, PriceUnit.hour],
  [/日給|日額|日当|\/\s*日|per day/i, PriceUnit.day],
  [/年収|年俸|年額|\/\s*年|per year/i, PriceUnit.year],
  [/月額|月給|月収|月単価|\/\s*月|月\s*\d|per month|人月/i, PriceUnit.month],
];
const AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(万)?\s*(円)?/g;

/**
 * Amounts and unit from a price text: 月80万円, 600,000円/月, 〜90万, 70〜80万円, 80万円〜,
 * 時給5000円, 日額4万円. A range's 万 applies to both ends. Without a unit word, amounts of
 * 10万 and more are monthly; anything else (スキル見合い, 応相談) gives null.
 */
export function parsePrice(text: string): Price | null {
  const normalized = withRangeMarks(text);
  const amounts: Array<{ value: number; inTenThousands: boolean; yen: boolean; index: number; end: number }> = [];
  for (const match of normalized.matchAll(AMOUNT)) {
    const value = Number(match[1].replace(/,/g, ""));
    if (!Number.isFinite(value) || value === 0) continue;
    amounts.push({ value, inTenThousands: Boolean(match[2]), yen: Boolean(match[3]), index: match.index!, end: match.index! + match[0].length });
  }
  if (amounts.length === 0) return null;
  const unit = UNIT_WORDS.find(([pattern]) => pattern.test(normalized))?.[1];
  // The first two amounts, joined by a range mark, are a range; a range mark before one amount is an upper bound.
  const [first, second] = amounts;
  const between = second ? normalized.slice(first.end, second.index) : "";
  const isRange = Boolean(second) && /^\s*〜\s*$/.test(between);
  const anyInTenThousands = first.inTenThousands || (isRange && second.inTenThousands);
  const yen = (a: (typeof amounts)[number]) => Math.round(a.value * (a.inTenThousands || anyInTenThousands ? 10_000 : 1));
  let min: number | null = yen(first);
  let max: number | null = isRange ? yen(second) : null;
  if (!isRange) {
    const before = normalized.slice(0, first.index);
    const after = normalized.slice(first.end);
    if (/〜\s*$/.test(before) || /^\s*(?:まで|以下|上限)/.test(after)) [min, max] = [null, min];
    else if (/^\s*(?:〜|以上|から)/.test(after)) max = null;
    else max = min;
  }
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const amount = max ?? min ?? 0;
  const resolvedUnit = unit ?? (amount >= 100_000 ? PriceUnit.month : undefined);
  if (resolvedUnit === undefined) return null;
  return { min, max, unit: resolvedUnit };
}

export type Workdays = { min: number | null; max: number | null };

/** 週3日〜 → 3 or more; 週4-5日 → 4 to 5; 週5日 → 5; フル稼働/常勤 → 5. */
export function parseWorkdays(text: string): Workdays {
  const normalized = withRangeMarks(text);
  const range = normalized.match(/週\s*([1-7])\s*(?:日)?\s*〜\s*([1-7])\s*日?/);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const single = normalized.match(/週\s*([1-7])\s*日?\s*(〜|以上|から)?/);
  if (single) {
    const days = Number(single[1]);
    return single[2] ? { min: days, max: null } : { min: days, max: days };
  }
  if (/フル稼働|フルタイム|常勤|週5/.test(normalized)) return { min: 5, max: 5 };
  return { min: null, max: null };
}

export type Remote = { remoteType: RemoteTypeCode; workStyle: (typeof WorkStyle)[keyof typeof WorkStyle] };

/**
 * フルリモート/完全在宅 → full remote; 一部リモート/リモート併用/リモート可/在宅可 → remote OK;
 * 常駐/出社/リモート不可 → none, resident; オンライン面談可 alone → online meeting OK.
 */
const REMOTE_WORD = "(?:リモート|在宅|テレワーク|remote)";
const NO_REMOTE = new RegExp(`${REMOTE_WORD}\\s*(?:不可|なし|無し|ng)|常駐のみ`);
const FULL_REMOTE = new RegExp(`(?:フル|完全|full\\s*)${REMOTE_WORD}|${REMOTE_WORD}\\s*(?:100\\s*%|のみ|完結)|出社なし`);
const SOME_REMOTE = new RegExp(REMOTE_WORD);

export function parseRemote(text: string): Remote {
  const normalized = normalizeFreeText(text).toLowerCase();
  if (NO_REMOTE.test(normalized)) return { remoteType: RemoteType.none, workStyle: WorkStyle.resident };
  if (FULL_REMOTE.test(normalized)) return { remoteType: RemoteType.fullRemote, workStyle: WorkStyle.remote };
  if (SOME_REMOTE.test(normalized.replace(/オンライン面談|web面談|リモート面談/g, "")))
    return { remoteType: RemoteType.remoteOk, workStyle: WorkStyle.default };
  if (/常駐|出社|オンサイト|on-?site/.test(normalized)) return { remoteType: RemoteType.none, workStyle: WorkStyle.resident };
  if (/オンライン面談|web面談|リモート面談/.test(normalized)) return { remoteType: RemoteType.onlineMeetingOk, workStyle: WorkStyle.default };
  return { remoteType: RemoteType.none, workStyle: WorkStyle.default };
}

export type Start = { timing: (typeof StartTiming)[keyof typeof StartTiming]; date: string | null };

/**
 * 即日/即日〜/ASAP → immediate; 2026年12月〜, 2026/12/1, 12月〜 (the next December), 来月 → that
 * date; 相談/未定/anything else → to be agreed.
 */
export function parseStart(text: string, now = new Date()): Start {
  const normalized = normalizeFreeText(text).toLowerCase();
  if (/即日|即時|すぐ|asap|immediately/.test(normalized)) return { timing: StartTiming.immediate, date: null };
  const day = (y: number, m: number, d = 1) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date.toISOString().slice(0, 10) : null;
  };
  const full = normalized.match(/(20\d{2})\s*[年/.-]\s*(\d{1,2})\s*(?:[月/.-]\s*(?:(\d{1,2})\s*日?)?)?/);
  if (full) {
    const date = day(Number(full[1]), Number(full[2]), full[3] ? Number(full[3]) : 1);
    if (date) return { timing: StartTiming.specifyDate, date };
  }
  const year = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  const monthOnly = normalized.match(/(\d{1,2})\s*月\s*(?:(\d{1,2})\s*日)?/);
  if (monthOnly) {
    const month = Number(monthOnly[1]);
    const date = day(month >= currentMonth ? year : year + 1, month, monthOnly[2] ? Number(monthOnly[2]) : 1);
    if (date) return { timing: StartTiming.specifyDate, date };
  }
  if (/来月/.test(normalized)) return { timing: StartTiming.specifyDate, date: day(currentMonth === 12 ? year + 1 : year, (currentMonth % 12) + 1) };
  return { timing: StartTiming.considering, date: null };
}
