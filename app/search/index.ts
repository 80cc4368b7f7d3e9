// The in-process search index, put together from its parts: slots, filter sets, keywords, sort orders, facets and summaries.
import { Bitset } from "./bitset";
import { FacetCounter } from "./facets";
import { filterSet, type CrossResolver } from "./filter-sets";
import { KeywordIndex } from "./keyword-index";
import type { FilterKey, Filters } from "./query";
import type { Sliced } from "./sliced";
import type { AgentListingFacts } from "~/models/agent/numbers";
import type { MarketFacts } from "~/models/market/statistics";
import { ListingSlots, type SearchDocument, type SetKey } from "./slots";
import { SortOrders, type SearchOptions, type SearchResult } from "./sort-orders";
import { keywordWords, normalizeText } from "./text";
import { correctedWord, keywordMeaning, vocabularyMeaning, type WordMeaning } from "./keyword-meaning";
import type { MatchPlan } from "./profile-match";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-file";
import { ListingSummaries } from "./summaries";

/** Once this share of the slots is taken, the engine makes room ahead (makeRoom) before upsert must. */
const ROOM_THRESHOLD = 0.9;
/** Bitsets grown per turn of the event loop while making room. */
const GROW_STEP = 32;
/** Keywords whose meaning is kept (a typo check looks at the index, so it is cached per version). */
const MEANINGS_CACHE_SIZE = 512;
/** Words whose matching listings are kept, a bitset of the slots each. */
const WORD_SETS_CACHE_SIZE = 128;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The last version given out: versions are unique across the process's indexes, so a cache keyed by one never takes a rebuilt index for its predecessor. */
let lastVersion = 0;

export class SearchIndex {
  /** Changed on every change, so callers can tell a result is stale. */
  version = ++lastVersion;
  private slots: ListingSlots;
  private keywords: KeywordIndex;
  private orders: SortOrders;
  private facets: FacetCounter;
  private summaries: ListingSummaries;

  constructor(expectedSize = 1024, options: { textPageSize?: number } = {}) {
    this.slots = new ListingSlots(Math.max(1024, expectedSize));
    this.keywords = new KeywordIndex(this.slots, options.textPageSize);
    this.orders = new SortOrders(this.slots);
    this.facets = new FacetCounter(this.slots, this);
    this.summaries = new ListingSummaries(this.slots, this);
  }

  get liveCount() {
    return this.slots.live.count();
  }

  /** Slots taken, live or not: every version of a listing the index has held since it was built. */
  get slotCount() {
    return this.slots.size;
  }

  has(projectId: number) {
    return this.slots.has(projectId);
  }

  /** Adds a listing, or replaces the version the index holds: a new slot each time, so every posting list stays append-only and sorted. */
  upsert(doc: SearchDocument) {
    this.remove(doc.id);
    if (this.slots.size >= this.slots.capacity) this.grow(this.slots.capacity * 2);
    const slot = this.slots.add(doc);
    // The title and the rest normalised apart (a space joins them, so NFKC never joins across): the title's length is known.
    const title = normalizeText(doc.text.slice(0, doc.titleLength ?? 0));
    this.keywords.add(slot, title + normalizeText(doc.text.slice(doc.titleLength ?? 0)), title.length);
    this.version = ++lastVersion;
  }

  /** Drops a listing (deleted, or about to be replaced). */
  remove(projectId: number) {
    if (this.slots.remove(projectId)) this.version = ++lastVersion;
  }

  /** Whether the slots are nearly used up: see makeRoom. */
  get needsRoom() {
    return this.slots.size >= this.slots.capacity * ROOM_THRESHOLD;
  }

  /**
   * Doubles the capacity a few bitsets at a time, with a yield between, before upsert would have to
   * do it all at once. Sets of different sizes combine correctly, and no slot is past the old
   * capacity until the last step.
   */
  async makeRoom(yieldNow: () => Promise<void> = nextTurn) {
    const capacity = this.slots.capacity * 2;
    let grown = 0;
    for (const set of [...this.slots.allSets()]) {
      set.grow(capacity);
      if (++grown % GROW_STEP === 0) await yieldNow();
    }
    this.grow(capacity);
  }

  private grow(capacity: number) {
    this.keywords.grow(capacity);
    this.slots.grow(capacity);
  }

  /** Sorts every slot into the precomputed orders; call after a bulk load. Later additions are merged in at query time. */
  finalize() {
    this.keywords.compact();
    this.orders.build();
  }

  /** Folds the slots added since the orders were built into them, yielding now and then (see SortOrders.mergeRecent). */
  mergeRecent(yieldNow: () => Promise<void> = nextTurn) {
    return this.orders.mergeRecent(yieldNow);
  }

  get unorderedCount() {
    return this.orders.unorderedCount;
  }

  /**
   * The listings that match `filters` and `keyword`; `except` leaves one key out (for facet counts);
   * `within` limits the search to some listings (the new ones, for mail alerts).
   */
  matching(filters: Filters, keyword: string, resolveCross: CrossResolver = () => undefined, except?: FilterKey, within?: Bitset): Bitset {
    const result = filterSet(this.slots, filters, resolveCross, except, within);
    if (!keyword) return result;
    for (const word of this.meaningOf(keyword)) {
      result.and(this.wordSet(word));
      if (result.count() === 0) break;
    }
    return result;
  }

  /**
   * The slots a word matches (any of its texts, or any of its ids), kept per word and extended with
   * the slots added since: a slot never changes (an update takes a new one), and a dropped slot is
   * left out by the filters, so a feed updating listings all day costs each query only the new slots.
   */
  private wordSet(word: WordMeaning): Bitset {
    const key = JSON.stringify([word.texts, word.filters]);
    const { size, capacity } = this.slots;
    let entry = this.wordSets.get(key);
    // Kept most recently used last, so the least used goes first.
    if (entry) this.wordSets.delete(key);
    else {
      if (this.wordSets.size >= WORD_SETS_CACHE_SIZE) this.wordSets.delete(this.wordSets.keys().next().value!);
      entry = { set: new Bitset(capacity), upTo: 0 };
    }
    this.wordSets.set(key, entry);
    if (entry.upTo === 0) {
      entry.set = this.keywords.matchingAny(word.texts, this.slots.live);
      for (const filters of word.filters) entry.set.or(this.idSet(filters));
    } else if (entry.upTo < size) {
      const added: number[] = [];
      for (let slot = entry.upTo; slot < size; slot++) if (this.slots.live.has(slot)) added.push(slot);
      entry.set.grow(capacity);
      for (const slot of this.keywords.slotsMatchingAny(word.texts, added)) entry.set.add(slot);
      for (const filters of word.filters) {
        for (const [key, ids] of Object.entries(filters) as Array<[SetKey, number[]]>) {
          const sets = ids.flatMap((id) => this.slots.valueSet(key, id) ?? []);
          for (const slot of added) if (sets.some((set) => set.has(slot))) entry.set.add(slot);
        }
      }
    }
    entry.upTo = size;
    return entry.set;
  }

  private wordSets = new Map<string, { set: Bitset; upTo: number }>();

  /** A vocabulary term's ids as a set of every slot, open or not (the query's filters do the rest). */
  private idSet(filters: Filters): Bitset {
    const set = new Bitset(this.slots.capacity);
    for (const [key, ids] of Object.entries(filters) as Array<[SetKey, number[]]>) set.or(this.slots.union(key, ids));
    return set;
  }

  private meanings = new Map<string, WordMeaning[]>();
  private cachesOf = -1;

  /**
   * The words of a keyword with what they mean; a Latin word that names nothing in the vocabulary
   * or in any listing is read as the vocabulary word it is a typo of (cached per keyword and version).
   */
  meaningOf(keyword: string): WordMeaning[] {
    if (this.cachesOf !== this.version) {
      this.meanings.clear();
      this.cachesOf = this.version;
    }
    let words = this.meanings.get(keyword);
    if (words) return words;
    words = keywordMeaning(keyword).map((word) => {
      const tokens = keywordWords(word.word).flatMap((w) => (w.kind === "token" ? [w.token] : []));
      if (word.filters.length > 0 || tokens.length === 0 || tokens.every((token) => this.keywords.hasToken(token))) return word;
      const corrected = correctedWord(word.word);
      const meaning = corrected ? vocabularyMeaning(corrected) : null;
      return meaning ? { ...meaning, correctedFrom: word.word } : word;
    });
    if (this.meanings.size >= MEANINGS_CACHE_SIZE) this.meanings.delete(this.meanings.keys().next().value!);
    this.meanings.set(keyword, words);
    return words;
  }

  /** Open listings (one per group) that pass any of `filters`. */
  countAny(filters: Filters[], resolveCross: CrossResolver = () => undefined): number {
    const any = new Bitset(this.slots.capacity);
    for (const f of filters) any.or(this.matching(f, "", resolveCross));
    return any.count();
  }

  /** Live listings first published after `since` (ms since the epoch). */
  publishedAfter(since: number): Bitset {
    const result = new Bitset(this.slots.capacity);
    const { live, published } = this.slots;
    live.forEach((slot) => {
      if (published[slot] > since) result.add(slot);
    });
    return result;
  }

  /** The listings of `set`, newest first, with when they were published. */
  listingsIn(set: Bitset): Array<{ id: number; publishedAt: number }> {
    const { projectOfSlot, published } = this.slots;
    const out: Array<{ id: number; publishedAt: number }> = [];
    set.forEach((slot) => void out.push({ id: projectOfSlot[slot], publishedAt: published[slot] }));
    return out.sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
  }

  /**
   * The page of project ids for a matched set, in the requested order. With a keyword, the
   * recommended order ranks by relevance first: listings whose title names every word (itself or
   * another name of it), then those whose title or tags (skills, job types, industries) match every
   * word, then the rest (a word found only among the description's terms, the place, or a wider
   * topic); each tier in the recommended order.
   */
  page(set: Bitset, options: SearchOptions, keyword = ""): SearchResult {
    if (!keyword || options.sort !== "suggest") return this.orders.page(set, options);
    const words = this.meaningOf(keyword);
    const inTitle = set.clone();
    const inTitleOrTags = set.clone();
    for (const word of words) {
      const titleOrTags = this.keywords.inTitle(word.ownTexts, set);
      inTitle.and(titleOrTags);
      for (const filters of word.filters) titleOrTags.or(this.idSet(filters));
      inTitleOrTags.and(titleOrTags.and(set));
    }
    const tiers = [inTitle, inTitleOrTags.andNot(inTitle), set.clone().andNot(inTitle).andNot(inTitleOrTags)];
    const ids: number[] = [];
    let offset = options.offset;
    for (const tier of tiers) {
      const count = tier.count();
      if (offset >= count) {
        offset -= count;
        continue;
      }
      const { ids: found } = this.orders.page(tier, { ...options, offset, limit: options.limit - ids.length });
      ids.push(...found);
      offset = 0;
      if (ids.length >= options.limit) break;
    }
    return { total: set.count(), ids };
  }

  /**
   * How many listings each value of `key` would give, with the other filters applied: for the
   * values in `only` when given (the options a panel shows), otherwise for every value.
   */
  facetCounts(key: SetKey, filters: Filters, keyword: string, resolveCross?: CrossResolver, only?: number[], matched?: Bitset): Map<number, number> {
    return this.facets.facetCounts(key, filters, keyword, resolveCross, only, matched);
  }

  /** The values of `key` with the most open listings, most first (recomputed when the index changed). */
  popularValues(key: SetKey, limit: number): number[] {
    return this.facets.popularValues(key, limit);
  }

  /** Counts for the remote, workdays and open options of the panel. */
  optionCounts(filters: Filters, keyword: string, resolveCross?: CrossResolver, matched?: Bitset) {
    return this.facets.optionCounts(filters, keyword, resolveCross, matched);
  }

  /** What the agent pages summarise of one agent's open listings (models/agent/numbers.ts), a group counted once; `filters` narrow them. */
  agentListingFacts(agentId: number, filters: Filters = {}): AgentListingFacts {
    return this.summaries.agentListingFacts(agentId, filters);
  }

  /** The open listings that best meet a member's profile (search/profile-match.ts), each with the criteria it met. */
  matchProfile(plan: MatchPlan, limit: number): Array<{ id: number; matched: number[] }> {
    return this.summaries.matchProfile(plan, limit);
  }

  /** Monthly prices in yen of the open listings that pass every one of `filters` and state one (one per group). */
  openPrices(...filters: Filters[]): number[] {
    return this.summaries.openPrices(...filters);
  }

  /** What the market-price pages summarise of the open listings that pass `filters`, with the monthly trend; sliced (sliced.ts). */
  marketFacts(filters: Filters, monthStarts: number[]): Sliced<MarketFacts> {
    return this.summaries.marketFacts(filters, monthStarts);
  }

  /** Writes the index to a snapshot (snapshot-file.ts): its arrays as they are, without copying. */
  save(out: SnapshotWriter) {
    this.slots.save(out);
    this.keywords.save(out);
    this.orders.save(out);
  }

  /** The index a snapshot holds; its caches start empty. */
  static restore(from: SnapshotReader): SearchIndex {
    const index = new SearchIndex();
    index.slots = ListingSlots.restore(from);
    index.keywords = KeywordIndex.restore(from, index.slots);
    index.orders = SortOrders.restore(from, index.slots);
    index.facets = new FacetCounter(index.slots, index);
    index.summaries = new ListingSummaries(index.slots, index);
    return index;
  }

  /** Memory held by the index's own arrays and buffers, in bytes (for the benchmark). */
  byteSize(): number {
    return this.slots.byteSize() + this.keywords.byteSize() + this.orders.byteSize();
  }
}
