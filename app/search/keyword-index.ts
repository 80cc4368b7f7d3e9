// The keyword part of the search index: ASCII tokens and Japanese bigrams, checked against each
// slot's text where grams alone are not exact (decision 003).
import { Bitset, Postings } from "./bitset";
import { isAscii } from "~/data/vocabulary";
import { escapeRegExp } from "~/utils/regexp";
import { grown, type ListingSlots } from "./slots";
import { asciiTokens, forEachAsciiToken, forEachDocumentGram, keywordWords, type KeywordWord } from "./text";
import { TextStore } from "./text-store";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-file";

const KEYWORD_CACHE_SIZE = 256;
const TITLE_CACHE_SIZE = 64;

/** One test for all of a word's texts: ASCII ones as whole words (java is not in javascript). */
function titlePattern(texts: readonly string[]): RegExp {
  const parts = texts.map((text) => (isAscii(text) ? `(?<![a-z0-9#+])${escapeRegExp(text)}(?![a-z0-9#+])` : escapeRegExp(text)));
  return new RegExp(parts.join("|"));
}

type SavedKeywords = { tokens: string[]; tokenLengths: number[]; grams: number[]; gramLengths: number[] };

export class KeywordIndex {
  private tokens = new Map<string, Postings>();
  private grams = new Map<number, Postings>();
  private charGrams = new Map<number, number[]>();
  private text: TextStore;
  private textStart: Uint32Array;
  private textEnd: Uint32Array;
  /** Where each slot's title ends in its text (the title comes first): title matches rank first. */
  private titleEnd: Uint32Array;
  /** Term sets by word, extended with the slots added since they were made. */
  private keywordCache = new Map<string, { set: Bitset; upTo: number }>();
  /** Text checks by word: a slot's text never changes (an update takes a new slot), so results are kept. */
  private verified = new Map<string, { checked: Bitset; matched: Bitset }>();

  constructor(
    private readonly slots: Pick<ListingSlots, "size" | "capacity">,
    textPageSize?: number,
  ) {
    this.text = new TextStore(textPageSize);
    this.textStart = new Uint32Array(slots.capacity);
    this.textEnd = new Uint32Array(slots.capacity);
    this.titleEnd = new Uint32Array(slots.capacity);
  }

  add(slot: number, normalized: string, titleLength = 0) {
    // Postings.push ignores a repeat of the slot it just took, so repeated terms need no de-duplication here.
    forEachAsciiToken(normalized, (token) => {
      let postings = this.tokens.get(token);
      if (!postings) this.tokens.set(token, (postings = new Postings()));
      postings.push(slot);
    });
    forEachDocumentGram(normalized, (gram) => {
      let postings = this.grams.get(gram);
      if (!postings) {
        this.grams.set(gram, (postings = new Postings()));
        this.charGrams.clear();
      }
      postings.push(slot);
    });
    const { start, end } = this.text.append(normalized);
    this.textStart[slot] = start;
    this.textEnd[slot] = end;
    this.titleEnd[slot] = Math.min(end, start + Buffer.byteLength(normalized.slice(0, titleLength)));
  }

  grow(capacity: number) {
    if (capacity <= this.textStart.length) return;
    this.textStart = grown(this.textStart, new Uint32Array(capacity));
    this.textEnd = grown(this.textEnd, new Uint32Array(capacity));
    this.titleEnd = grown(this.titleEnd, new Uint32Array(capacity));
  }

  compact() {
    for (const postings of this.tokens.values()) postings.compact();
    for (const postings of this.grams.values()) postings.compact();
  }

  matching(keyword: string, within: Bitset): Bitset {
    const words = keywordWords(keyword);
    const result = within.clone();
    for (const word of words) {
      result.and(this.wordSet(word, result));
      if (result.count() === 0) break;
    }
    return result;
  }

  matchingAny(texts: readonly string[], within: Bitset): Bitset {
    const result = new Bitset(within.capacity);
    for (const text of texts) result.or(this.matching(text, within));
    return result;
  }

  /** Read slot by slot: for the few slots added since a word's set was made, cheaper than bitsets. */
  slotsMatchingAny(texts: readonly string[], slots: number[]): number[] {
    const parsed = texts.map((text) => keywordWords(text));
    return slots.filter((slot) => {
      const text = this.text.read(this.textStart[slot], this.textEnd[slot]);
      let tokens: Set<string> | undefined;
      const hasToken = (token: string) => (tokens ??= new Set(asciiTokens(text))).has(token);
      return parsed.some((words) => words.length > 0 && words.every((word) => (word.kind === "token" ? hasToken(word.token) : text.includes(word.text))));
    });
  }

  /** Whether any listing's text has this ASCII token (a word with no such token may be a typo). */
  hasToken(token: string): boolean {
    return this.tokens.has(token);
  }

  inTitle(texts: readonly string[], set: Bitset): Bitset {
    const key = texts.join("\u0000");
    let entry = this.titleChecks.get(key);
    // Kept most recently used last, so the least used goes first.
    if (entry) this.titleChecks.delete(key);
    else {
      if (this.titleChecks.size >= TITLE_CACHE_SIZE) this.titleChecks.delete(this.titleChecks.keys().next().value!);
      entry = { checked: new Bitset(set.capacity), matched: new Bitset(set.capacity), pattern: titlePattern(texts) };
    }
    this.titleChecks.set(key, entry);
    entry.checked.grow(set.capacity);
    entry.matched.grow(set.capacity);
    const unknown = set.clone().andNot(entry.checked);
    const { pattern, matched } = entry;
    unknown.forEach((slot) => {
      if (pattern.test(this.text.read(this.textStart[slot], this.titleEnd[slot]))) matched.add(slot);
    });
    entry.checked.or(unknown);
    return set.clone().and(matched);
  }

  private titleChecks = new Map<string, { checked: Bitset; matched: Bitset; pattern: RegExp }>();

  private wordSet(word: KeywordWord, within: Bitset): Bitset {
    if (word.kind === "token") return this.termSet(`t:${word.token}`, [this.tokens.get(word.token)]);
    let candidates: Bitset;
    if (word.singleChar !== null) {
      candidates = this.termSet(
        `c:${word.text}`,
        this.gramsWithChar(word.singleChar).map((g) => this.grams.get(g)),
        "or",
      );
    } else if (word.grams.length > 0) {
      candidates = this.termSet(
        `g:${word.text}`,
        word.grams.map((g) => this.grams.get(g)),
      );
    } else {
      candidates = Bitset.full(this.slots.size, this.slots.capacity);
    }
    return word.verify ? this.verifiedWithin(candidates.clone().and(within), word.text) : candidates;
  }

  private termSet(key: string, lists: Array<Postings | undefined>, combine: "and" | "or" = "and"): Bitset {
    const { size, capacity } = this.slots;
    const entry = this.keywordCache.get(key);
    if (entry && entry.upTo === size) {
      entry.set.grow(capacity);
      return entry.set;
    }
    const from = entry?.upTo ?? 0;
    let set: Bitset;
    if (combine === "or") {
      set = entry?.set ?? new Bitset(capacity);
      set.grow(capacity);
      for (const list of lists) if (list) list.addTo(set, from);
    } else if (lists.some((l) => !l)) {
      set = new Bitset(capacity);
    } else {
      const sorted = [...(lists as Postings[])].sort((a, b) => a.length - b.length);
      const added = sorted[0].addTo(new Bitset(capacity), from);
      for (const list of sorted.slice(1)) added.and(list.addTo(new Bitset(capacity), from));
      set = entry ? entry.set : added;
      if (entry) {
        set.grow(capacity);
        set.or(added);
      }
    }
    if (!entry && this.keywordCache.size >= KEYWORD_CACHE_SIZE) {
      const oldest = this.keywordCache.keys().next().value!;
      this.keywordCache.delete(oldest);
    }
    this.keywordCache.set(key, { set, upTo: size });
    return set;
  }

  private verifiedWithin(candidates: Bitset, text: string): Bitset {
    const { capacity } = this.slots;
    let entry = this.verified.get(text);
    if (!entry) {
      if (this.verified.size >= KEYWORD_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      entry = { checked: new Bitset(capacity), matched: new Bitset(capacity) };
      this.verified.set(text, entry);
    }
    entry.checked.grow(capacity);
    entry.matched.grow(capacity);
    const unknown = candidates.clone().andNot(entry.checked);
    if (unknown.words.some((w) => w !== 0)) {
      entry.checked.or(unknown);
      entry.matched.or(this.verify(unknown, text));
    }
    return candidates.and(entry.matched);
  }

  private gramsWithChar(char: number): number[] {
    let grams = this.charGrams.get(char);
    if (!grams) {
      grams = [];
      for (const gram of this.grams.keys()) {
        if (Math.floor(gram / 0x10000) === char || gram % 0x10000 === char) grams.push(gram);
      }
      this.charGrams.set(char, grams);
    }
    return grams;
  }

  private verify(candidates: Bitset, text: string): Bitset {
    const needle = Buffer.from(text);
    let nextHit = -1;
    candidates.forEach((slot) => {
      const start = this.textStart[slot];
      const end = this.textEnd[slot];
      if (nextHit < start) nextHit = this.text.nextMatch(needle, start);
      if (nextHit + needle.length > end) candidates.delete(slot);
    });
    return candidates;
  }

  save(out: SnapshotWriter) {
    const lengths = (map: Map<unknown, Postings>) => [...map.values()].map((p) => p.length);
    out.value("keywords", {
      tokens: [...this.tokens.keys()],
      tokenLengths: lengths(this.tokens),
      grams: [...this.grams.keys()],
      gramLengths: lengths(this.grams),
    } satisfies SavedKeywords);
    out.list(
      "keywords.tokens",
      [...this.tokens.values()].map((p) => p.data),
      "Uint32Array",
    );
    out.list(
      "keywords.grams",
      [...this.grams.values()].map((p) => p.data),
      "Uint32Array",
    );
    out.array("keywords.textStart", this.textStart);
    out.array("keywords.textEnd", this.textEnd);
    out.array("keywords.titleEnd", this.titleEnd);
    this.text.save(out);
  }

  static restore(from: SnapshotReader, slots: Pick<ListingSlots, "size" | "capacity">): KeywordIndex {
    const saved = from.value<SavedKeywords>("keywords");
    const index = new KeywordIndex(slots);
    const postings = <K>(name: string, keys: K[], lengths: number[]) => {
      const lists = from.list(name, Uint32Array);
      return new Map(keys.map((key, i) => [key, Postings.of(lists[i], lengths[i])]));
    };
    index.tokens = postings("keywords.tokens", saved.tokens, saved.tokenLengths);
    index.grams = postings("keywords.grams", saved.grams, saved.gramLengths);
    index.textStart = from.array("keywords.textStart", Uint32Array);
    index.textEnd = from.array("keywords.textEnd", Uint32Array);
    index.titleEnd = from.array("keywords.titleEnd", Uint32Array);
    index.text = TextStore.restore(from);
    return index;
  }

  byteSize(): number {
    let bytes = this.text.byteSize() + this.textStart.byteLength + this.textEnd.byteLength + this.titleEnd.byteLength;
    for (const p of this.tokens.values()) bytes += p.data.byteLength;
    for (const p of this.grams.values()) bytes += p.data.byteLength;
    return bytes;
  }
}
