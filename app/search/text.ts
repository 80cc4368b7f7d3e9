// Keyword matching (decision 003) on NFKC-normalised, lower-cased text: ASCII words are whole tokens
// (Java does not find JavaScript), Japanese is an exact substring through a bigram index.

/** NFKC + lower case: ｊａｖａ = Java, ﾌﾛﾝﾄｴﾝﾄﾞ = フロントエンド. */
export function normalizeText(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}

// An ASCII token: letters and digits, keeping the # and + of C# and C++, and dotted names
// (node.js, asp.net, .net). A trailing dot (end of a sentence) is not part of it.
const ASCII_TOKEN = /\.?[a-z0-9][a-z0-9#+]*(?:\.[a-z0-9][a-z0-9#+]*)*/g;
// Characters that separate words inside a Japanese run: punctuation and brackets are not words.
const JAPANESE_SEPARATORS = /[\u3000-\u3003\u3008-\u3011\u3014-\u301f\u30fb\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65・「」『』【】（）［］、。〜～]/;

/** Calls `fn` with each ASCII token (repeats possible); a dotted name also yields its parts (node.js → node, js). */
export function forEachAsciiToken(normalized: string, fn: (token: string) => void) {
  for (const match of normalized.matchAll(ASCII_TOKEN)) {
    const token = match[0];
    fn(token);
    if (token.includes(".")) for (const part of token.split(".")) if (part) fn(part);
  }
}

export function asciiTokens(normalized: string): string[] {
  const tokens = new Set<string>();
  forEachAsciiToken(normalized, (token) => tokens.add(token));
  return [...tokens];
}

function forEachRun(normalized: string, fn: (start: number, end: number) => void) {
  let start = -1;
  for (let i = 0; i <= normalized.length; i++) {
    const code = i < normalized.length ? normalized.charCodeAt(i) : 0;
    const inRun = code >= 0x80 && !isJapaneseSeparator(code);
    if (inRun && start < 0) start = i;
    else if (!inRun && start >= 0) {
      fn(start, i);
      start = -1;
    }
  }
}

/** The units both documents and keywords are cut into. */
export function japaneseRuns(normalized: string): string[] {
  const runs: string[] = [];
  forEachRun(normalized, (start, end) => void runs.push(normalized.slice(start, end)));
  return runs;
}

/** A bigram or a lone character, as a number: the key of the Japanese index. */
export function gramKey(a: number, b = 0): number {
  return a * 0x10000 + b;
}

/** Every bigram of every run, and runs of one character (repeats possible). */
export function forEachDocumentGram(normalized: string, fn: (gram: number) => void) {
  forEachRun(normalized, (start, end) => {
    if (end - start === 1) fn(gramKey(normalized.charCodeAt(start)));
    for (let i = start; i + 1 < end; i++) fn(gramKey(normalized.charCodeAt(i), normalized.charCodeAt(i + 1)));
  });
}

const separatorCache = new Map<number, boolean>();
function isJapaneseSeparator(code: number): boolean {
  // Kanji and kana outside the punctuation blocks are the common case: answer without a lookup.
  if ((code >= 0x3041 && code <= 0x30fa) || (code >= 0x4e00 && code <= 0x9fff)) return false;
  let separator = separatorCache.get(code);
  if (separator === undefined) {
    separator = JAPANESE_SEPARATORS.test(String.fromCharCode(code));
    separatorCache.set(code, separator);
  }
  return separator;
}

export function documentGrams(normalized: string): Set<number> {
  const grams = new Set<number>();
  forEachDocumentGram(normalized, (gram) => grams.add(gram));
  return grams;
}

export type KeywordWord =
  | { kind: "token"; token: string }
  /** A Japanese (or mixed) word: its grams narrow the candidates; `verify` when grams alone are not exact. */
  | { kind: "substring"; text: string; grams: number[]; verify: boolean; singleChar: number | null };

export function keywordWords(keyword: string): KeywordWord[] {
  const words: KeywordWord[] = [];
  const seen = new Set<string>();
  for (const raw of normalizeText(keyword).split(/\s+/)) {
    const word = raw.trim();
    if (!word || seen.has(word)) continue;
    seen.add(word);
    if (/^\p{ASCII}+$/u.test(word)) {
      const tokens = word.match(ASCII_TOKEN);
      // Punctuation only ("---"): nothing to search for.
      if (!tokens) continue;
      // "c++/java" is two tokens; each must match.
      for (const token of tokens) words.push({ kind: "token", token });
      continue;
    }
    const runs = japaneseRuns(word);
    const asciiParts = word.match(ASCII_TOKEN) ?? [];
    const grams: number[] = [];
    for (const run of runs) {
      if (run.length === 1) continue;
      for (let i = 0; i + 1 < run.length; i++) grams.push(gramKey(run.charCodeAt(i), run.charCodeAt(i + 1)));
    }
    const singleChar = runs.length === 1 && runs[0].length === 1 && asciiParts.length === 0 ? runs[0].charCodeAt(0) : null;
    // A two-character Japanese word is exactly its one bigram; anything longer or mixed is checked against the text.
    const exact = singleChar !== null || (runs.length === 1 && runs[0].length === 2 && asciiParts.length === 0 && runs[0] === word);
    words.push({ kind: "substring", text: word, grams: [...new Set(grams)], verify: !exact, singleChar });
    for (const token of asciiParts) words.push({ kind: "token", token });
  }
  return words;
}
