// The in-process search index (architecture.md §3). Every listing version has a slot; filters are
// bitsets over slots, prices and dates typed arrays, sort orders precomputed, and keywords go
// through an ASCII-token index and a Japanese bigram index checked against the text, which lives
// off-heap (text-store.ts). A changed listing gets a new slot and its old one is dropped from
// `live`, so every posting list stays append-only and sorted.
import { RemoteType, type SortOption } from "~/constants";
import { monthlyPrice, REMOTE_POSSIBLE_TYPES } from "~/models/listing/rules";
import { Bitset, Postings, SlotLists } from "./bitset";
import { forEachAsciiToken, forEachDocumentGram, keywordWords, normalizeText, type KeywordWord } from "./text";
import { OpenFilter, RemoteFilter, type FilterKey, type Filters } from "./query";
import { PRICE_OVER_OPTIONS } from "./categories";
import { TextStore } from "./text-store";

export type SearchDocument = {
  id: number;
  agentId: number;
  /** Title, location, skill, job-type and industry names: what a keyword is matched against. */
  text: string;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: number;
  workdaysMin: number | null;
  remoteType: number;
  contractStatus: number;
  open: boolean;
  prefectureId: number | null;
  stationId: number | null;
  skills: number[];
  jobs: number[];
  industries: number[];
  characteristics: number[];
  publishedAt: number;
  /** 0..1: how much of the listing is filled in (price, days, place, skills, description). */
  completeness: number;
  /** The group of the same project posted by several agents (its smallest id), or null. */
  groupId?: number | null;
};

/** Keys whose values each have a bitset of their own. */
const SET_KEYS = ["agent", "characteristic", "contract", "industry", "job", "prefecture", "skill", "station"] as const;
type SetKey = (typeof SET_KEYS)[number];

/**
 * The recommended order ("suggest"): newer first, with a better-paid and more complete listing
 * moving ahead of ones up to 10 and 5 days newer. Linear in the date, so the order never needs
 * recomputing as time passes.
 */
export function suggestScore(doc: Pick<SearchDocument, "publishedAt" | "completeness">, price: number): number {
  const days = doc.publishedAt / 86_400_000;
  const priceScore = price > 0 ? Math.min(price / 1_500_000, 1) : 0;
  return days + 10 * priceScore + 5 * doc.completeness;
}

const FORWARD_KEYS = ["skill", "job", "characteristic", "prefecture", "industry"] as const;
type FacetKey = (typeof FORWARD_KEYS)[number];
const WORKDAY_LEVELS = 7;
const SMALL_RESULT = 4_000;
const MERGE_STEP = 25_000;
const KEYWORD_CACHE_SIZE = 256;
/** Once this share of the slots is taken, the engine makes room ahead (makeRoom) before upsert must. */
const ROOM_THRESHOLD = 0.9;
/** Bitsets grown per turn of the event loop while making room. */
const GROW_STEP = 32;

export type SearchOptions = { offset: number; limit: number; sort: SortOption };
export type SearchResult = { total: number; ids: number[] };
export type CrossResolver = (crossId: number) => Filters | undefined;

export class SearchIndex {
  size = 0;
  private capacity: number;
  private projectOfSlot: Int32Array;
  private slotOfProject = new Int32Array(1024).fill(-1);
  live: Bitset;
  private openSet: Bitset;
  /** Listings that another of their group stands for: one card a project, unless searching by agent. */
  private duplicates: Bitset;
  private sets = new Map<SetKey, Map<number, Bitset>>(SET_KEYS.map((k) => [k, new Map()]));
  /** One bitset per remote filter value (1 possible, 2 full remote, 3 online interview). */
  private remoteFilterSets = new Map<number, Bitset>();
  /** priceAtLeast[万円]: listings paying that much a month or more, for the thresholds the site offers. */
  private priceAtLeast = new Map<number, Bitset>();
  /** workdaysAtMost[d]: listings doable in d days a week or fewer. */
  private workdaysAtMost: Bitset[] = [];
  private price: Int32Array;
  private published: Float64Array;
  private score: Float64Array;
  private tokens = new Map<string, Postings>();
  private grams = new Map<number, Postings>();
  private textStart: Uint32Array;
  private textEnd: Uint32Array;
  private orders = new Map<SortOption, Int32Array>();
  /** Slots from here on are not in `orders` yet; queries merge them in. */
  private orderedUpTo = 0;
  /** Term sets by word, extended with the slots added since they were made. */
  private keywordCache = new Map<string, { set: Bitset; upTo: number }>();
  /** Text checks by word: a slot's text never changes (an update takes a new slot), so results are kept. */
  private verified = new Map<string, { checked: Bitset; matched: Bitset }>();
  /** Forward lists for facet counts over few matches. */
  private forward = new Map<FacetKey, SlotLists>(FORWARD_KEYS.map((k) => [k, new SlotLists()]));
  private charGrams = new Map<number, number[]>();
  /** Bumped on every change, so callers can tell a result is stale. */
  version = 0;

  private text: TextStore;

  constructor(expectedSize = 1024, options: { textPageSize?: number } = {}) {
    this.capacity = Math.max(1024, expectedSize);
    this.text = new TextStore(options.textPageSize);
    this.projectOfSlot = new Int32Array(this.capacity);
    this.live = new Bitset(this.capacity);
    this.openSet = new Bitset(this.capacity);
    this.duplicates = new Bitset(this.capacity);
    for (let d = 0; d <= WORKDAY_LEVELS; d++) this.workdaysAtMost.push(new Bitset(this.capacity));
    this.price = new Int32Array(this.capacity);
    this.published = new Float64Array(this.capacity);
    this.score = new Float64Array(this.capacity);
    this.textStart = new Uint32Array(this.capacity);
    this.textEnd = new Uint32Array(this.capacity);
    for (const tenThousandYen of PRICE_OVER_OPTIONS) this.priceAtLeast.set(tenThousandYen, new Bitset(this.capacity));
    for (const value of Object.values(RemoteFilter)) this.remoteFilterSets.set(value, new Bitset(this.capacity));
  }

  get liveCount() {
    return this.live.count();
  }

  has(projectId: number) {
    return projectId < this.slotOfProject.length && this.slotOfProject[projectId] >= 0;
  }

  /** Adds a listing, or replaces the version the index holds. */
  upsert(doc: SearchDocument) {
    this.remove(doc.id);
    const slot = this.size++;
    if (slot >= this.capacity) this.grow(this.capacity * 2);
    this.projectOfSlot[slot] = doc.id;
    if (doc.id >= this.slotOfProject.length) {
      const next = new Int32Array(Math.max(doc.id + 1, this.slotOfProject.length * 2)).fill(-1);
      next.set(this.slotOfProject);
      this.slotOfProject = next;
    }
    this.slotOfProject[doc.id] = slot;
    this.live.add(slot);
    if (doc.open) this.openSet.add(slot);
    if (doc.groupId != null && doc.groupId !== doc.id) this.duplicates.add(slot);
    this.addValue("agent", doc.agentId, slot);
    this.addValue("contract", doc.contractStatus, slot);
    this.addValue("prefecture", doc.prefectureId, slot);
    this.addValue("station", doc.stationId, slot);
    for (const id of doc.characteristics) this.addValue("characteristic", id, slot);
    for (const id of doc.industries) this.addValue("industry", id, slot);
    for (const id of doc.jobs) this.addValue("job", id, slot);
    for (const id of doc.skills) this.addValue("skill", id, slot);
    this.forward.get("skill")!.add(slot, doc.skills);
    this.forward.get("job")!.add(slot, doc.jobs);
    this.forward.get("characteristic")!.add(slot, doc.characteristics);
    this.forward.get("industry")!.add(slot, doc.industries);
    this.forward.get("prefecture")!.add(slot, doc.prefectureId == null ? [] : [doc.prefectureId]);
    for (const [value, set] of this.remoteFilterSets) if (this.remoteTypesFor(value).includes(doc.remoteType)) set.add(slot);
    const days = doc.workdaysMin ?? 5;
    for (let d = Math.max(0, days); d <= WORKDAY_LEVELS; d++) this.workdaysAtMost[d].add(slot);
    const price = monthlyPrice(doc);
    this.price[slot] = price;
    for (const [tenThousandYen, set] of this.priceAtLeast) if (price >= tenThousandYen * 10_000) set.add(slot);
    this.published[slot] = doc.publishedAt;
    this.score[slot] = suggestScore(doc, price);
    this.indexText(slot, normalizeText(doc.text));
    this.version++;
  }

  private addValue(key: SetKey, value: number | null, slot: number) {
    if (value == null) return;
    const byValue = this.sets.get(key)!;
    let set = byValue.get(value);
    if (!set) byValue.set(value, (set = new Bitset(this.capacity)));
    set.add(slot);
  }

  /** Drops a listing (deleted, or about to be replaced). */
  remove(projectId: number) {
    if (!this.has(projectId)) return;
    const slot = this.slotOfProject[projectId];
    this.slotOfProject[projectId] = -1;
    this.live.delete(slot);
    this.version++;
  }

  private indexText(slot: number, normalized: string) {
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
  }

  /** Whether the slots are nearly used up: see makeRoom. */
  get needsRoom() {
    return this.size >= this.capacity * ROOM_THRESHOLD;
  }

  /**
   * Doubles the capacity a few bitsets at a time, with a yield between, before upsert would have to
   * do it all at once (about 100 ms at 1,000,000 listings). Sets of different sizes combine
   * correctly, and no slot is past the old capacity until the last step.
   */
  async makeRoom(yieldNow: () => Promise<void> = () => new Promise((r) => setImmediate(r))) {
    const capacity = this.capacity * 2;
    let grown = 0;
    for (const set of [...this.allSets()]) {
      set.grow(capacity);
      if (++grown % GROW_STEP === 0) await yieldNow();
    }
    this.grow(capacity);
  }

  private grow(capacity: number) {
    if (capacity <= this.capacity) return;
    const growInt32 = (a: Int32Array) => {
      const n = new Int32Array(capacity);
      n.set(a);
      return n;
    };
    const growFloat = (a: Float64Array) => {
      const n = new Float64Array(capacity);
      n.set(a);
      return n;
    };
    const growUint = (a: Uint32Array) => {
      const n = new Uint32Array(capacity);
      n.set(a);
      return n;
    };
    this.projectOfSlot = growInt32(this.projectOfSlot);
    this.price = growInt32(this.price);
    this.published = growFloat(this.published);
    this.score = growFloat(this.score);
    this.textStart = growUint(this.textStart);
    this.textEnd = growUint(this.textEnd);
    for (const set of this.allSets()) set.grow(capacity);
    this.capacity = capacity;
  }

  private *allSets(): Iterable<Bitset> {
    yield this.live;
    yield this.openSet;
    yield this.duplicates;
    yield* this.workdaysAtMost;
    yield* this.priceAtLeast.values();
    yield* this.remoteFilterSets.values();
    for (const byValue of this.sets.values()) yield* byValue.values();
  }

  /** Sorts every slot into the precomputed orders; call after a bulk load. Later additions are merged in at query time. */
  finalize() {
    for (const postings of this.tokens.values()) postings.compact();
    for (const postings of this.grams.values()) postings.compact();
    const slots = new Int32Array(this.size);
    let n = 0;
    this.live.forEach((slot) => void (slots[n++] = slot));
    const live = slots.subarray(0, n);
    for (const sort of ["created_at", "price", "suggest"] as const) {
      this.orders.set(sort, live.slice().sort(this.comparator(sort)));
    }
    this.orderedUpTo = this.size;
  }

  /**
   * Folds the slots added since the orders were built into them: a linear merge, no full sort, in
   * steps of MERGE_STEP entries with a yield between them so no request waits long. Queries keep
   * using the old orders (plus the recent slots) until the merged ones are swapped in.
   */
  async mergeRecent(yieldNow: () => Promise<void> = () => new Promise((r) => setImmediate(r))) {
    const upTo = this.size;
    if (this.orderedUpTo === upTo) return;
    const recent: number[] = [];
    for (let slot = this.orderedUpTo; slot < upTo; slot++) if (this.live.has(slot)) recent.push(slot);
    const merged = new Map<SortOption, Int32Array>();
    for (const sort of ["created_at", "price", "suggest"] as const) {
      const compare = this.comparator(sort);
      const base = this.orders.get(sort) ?? new Int32Array(0);
      const added = Int32Array.from(recent).sort(compare);
      const out = new Int32Array(base.length + added.length);
      let i = 0,
        j = 0,
        k = 0,
        budget = MERGE_STEP;
      while (i < base.length || j < added.length) {
        if (--budget === 0) {
          budget = MERGE_STEP;
          await yieldNow();
        }
        if (i < base.length && !this.live.has(base[i])) {
          i++;
          continue;
        }
        if (j >= added.length || (i < base.length && compare(base[i], added[j]) <= 0)) out[k++] = base[i++];
        else out[k++] = added[j++];
      }
      merged.set(sort, out.slice(0, k));
    }
    for (const [sort, order] of merged) this.orders.set(sort, order);
    this.orderedUpTo = upTo;
  }

  get unorderedCount() {
    return this.size - this.orderedUpTo;
  }

  private comparator(sort: SortOption): (a: number, b: number) => number {
    const { price, published, score, projectOfSlot } = this;
    switch (sort) {
      case "created_at":
        return (a, b) => published[b] - published[a] || projectOfSlot[b] - projectOfSlot[a];
      case "price":
        return (a, b) => price[b] - price[a] || published[b] - published[a] || projectOfSlot[b] - projectOfSlot[a];
      default:
        return (a, b) => score[b] - score[a] || projectOfSlot[b] - projectOfSlot[a];
    }
  }

  /**
   * The listings that match `filters` and `keyword`; `except` leaves one key out (for facet counts);
   * `within` limits the search to some listings (the new ones, for mail alerts).
   */
  matching(filters: Filters, keyword: string, resolveCross: CrossResolver = () => undefined, except?: FilterKey, within?: Bitset): Bitset {
    const result = this.filterSet(filters, resolveCross, except, within);
    if (keyword) result.and(this.keywordSet(keyword, result));
    return result;
  }

  private filterSet(filters: Filters, resolveCross: CrossResolver, except?: FilterKey, within?: Bitset): Bitset {
    const result = (within ?? this.live).clone();
    const open = filters.open ?? [OpenFilter.open];
    if (except !== "open") {
      const wantsOpen = open.includes(OpenFilter.open);
      const wantsClosed = open.includes(OpenFilter.closed);
      if (wantsOpen && !wantsClosed) result.and(this.openSet);
      else if (wantsClosed && !wantsOpen) result.andNot(this.openSet);
      else if (!wantsOpen && !wantsClosed) return new Bitset(this.capacity);
    }
    if (!filters.agent?.length) result.andNot(this.duplicates);
    for (const key of SET_KEYS) {
      const ids = key === except ? undefined : filters[key];
      if (ids && ids.length > 0) result.and(this.union(key, ids));
    }
    if (filters.remote?.length && except !== "remote") result.and(this.remoteUnion(filters.remote));
    if (filters.workdays?.length && except !== "workdays") {
      result.and(this.workdaysAtMost[Math.min(Math.max(...filters.workdays), WORKDAY_LEVELS)]);
    }
    if (filters.price_over?.length && except !== "price_over") {
      const tenThousandYen = Math.min(...filters.price_over);
      const precomputed = this.priceAtLeast.get(tenThousandYen);
      if (precomputed) result.and(precomputed);
      else this.keepPriceAtLeast(result, tenThousandYen * 10_000);
    }
    if (filters.cross?.length && except !== "cross") {
      const crossSet = new Bitset(this.capacity);
      for (const id of filters.cross) {
        const crossFilters = resolveCross(id);
        if (crossFilters) crossSet.or(this.filterSet({ ...crossFilters, open: filters.open }, () => undefined));
      }
      result.and(crossSet);
    }
    return result;
  }

  /** Live listings first published after `since` (ms since the epoch). */
  publishedAfter(since: number): Bitset {
    const result = new Bitset(this.capacity);
    const published = this.published;
    this.live.forEach((slot) => {
      if (published[slot] > since) result.add(slot);
    });
    return result;
  }

  /** The listings of `set`, newest first, with when they were published. */
  listingsIn(set: Bitset): Array<{ id: number; publishedAt: number }> {
    const out: Array<{ id: number; publishedAt: number }> = [];
    set.forEach((slot) => void out.push({ id: this.projectOfSlot[slot], publishedAt: this.published[slot] }));
    return out.sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
  }

  /** The bitset of one value of a key (empty when no listing has it). */
  valueSet(key: SetKey, id: number): Bitset | undefined {
    return this.sets.get(key)!.get(id);
  }

  private union(key: SetKey, ids: number[]): Bitset {
    if (ids.length === 1) return this.valueSet(key, ids[0]) ?? new Bitset(this.capacity);
    const set = new Bitset(this.capacity);
    for (const id of ids) {
      const values = this.valueSet(key, id);
      if (values) set.or(values);
    }
    return set;
  }

  remoteTypesFor(value: number): number[] {
    if (value === RemoteFilter.possible) return [...REMOTE_POSSIBLE_TYPES];
    if (value === RemoteFilter.fullRemote) return [RemoteType.fullRemote];
    if (value === RemoteFilter.onlineInterview) return [RemoteType.onlineMeetingOk];
    return [];
  }

  private remoteUnion(values: number[]): Bitset {
    if (values.length === 1) return this.remoteFilterSets.get(values[0]) ?? new Bitset(this.capacity);
    const set = new Bitset(this.capacity);
    for (const value of values) {
      const filterSet = this.remoteFilterSets.get(value);
      if (filterSet) set.or(filterSet);
    }
    return set;
  }

  private keepPriceAtLeast(set: Bitset, minimum: number) {
    const words = set.words;
    const price = this.price;
    for (let i = 0; i < words.length; i++) {
      let v = words[i];
      if (v === 0) continue;
      let keep = v;
      while (v !== 0) {
        const low = v & -v;
        if (price[(i << 5) + (31 - Math.clz32(low))] < minimum) keep &= ~low;
        v ^= low;
      }
      words[i] = keep;
    }
  }

  /** Listings whose text has every word of the keyword; checks only candidates inside `within`. */
  private keywordSet(keyword: string, within: Bitset): Bitset {
    const words = keywordWords(keyword);
    const result = within.clone();
    for (const word of words) {
      result.and(this.wordSet(word, result));
      if (result.count() === 0) break;
    }
    return result;
  }

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
      candidates = Bitset.full(this.size, this.capacity);
    }
    return word.verify ? this.verifiedWithin(candidates.clone().and(within), word.text) : candidates;
  }

  /** The AND (or OR) of some postings as a bitset, cached and extended with slots added since. */
  private termSet(key: string, lists: Array<Postings | undefined>, combine: "and" | "or" = "and"): Bitset {
    const entry = this.keywordCache.get(key);
    if (entry && entry.upTo === this.size) {
      entry.set.grow(this.capacity);
      return entry.set;
    }
    const from = entry?.upTo ?? 0;
    let set: Bitset;
    if (combine === "or") {
      set = entry?.set ?? new Bitset(this.capacity);
      set.grow(this.capacity);
      for (const list of lists) if (list) list.addTo(set, from);
    } else if (lists.some((l) => !l)) {
      set = new Bitset(this.capacity);
    } else {
      const sorted = [...(lists as Postings[])].sort((a, b) => a.length - b.length);
      const added = sorted[0].addTo(new Bitset(this.capacity), from);
      for (const list of sorted.slice(1)) added.and(list.addTo(new Bitset(this.capacity), from));
      set = entry ? entry.set : added;
      if (entry) {
        set.grow(this.capacity);
        set.or(added);
      }
    }
    if (!entry && this.keywordCache.size >= KEYWORD_CACHE_SIZE) {
      const oldest = this.keywordCache.keys().next().value!;
      this.keywordCache.delete(oldest);
    }
    this.keywordCache.set(key, { set, upTo: this.size });
    return set;
  }

  /** The candidates whose text contains `text`; each slot is checked once and remembered. */
  private verifiedWithin(candidates: Bitset, text: string): Bitset {
    let entry = this.verified.get(text);
    if (!entry) {
      if (this.verified.size >= KEYWORD_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      entry = { checked: new Bitset(this.capacity), matched: new Bitset(this.capacity) };
      this.verified.set(text, entry);
    }
    entry.checked.grow(this.capacity);
    entry.matched.grow(this.capacity);
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

  /** Keeps the candidates whose text contains `text`, scanning the text pages at most once. */
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

  /** The page of project ids for a matched set, in the requested order. */
  page(set: Bitset, { offset, limit, sort }: SearchOptions): SearchResult {
    const total = set.count();
    const ids: number[] = [];
    if (offset >= total || limit <= 0) return { total, ids };
    const compare = this.comparator(sort);
    if (total <= SMALL_RESULT || !this.orders.has(sort)) {
      const slots = Int32Array.from(set.toArray()).sort(compare);
      for (let i = offset; i < Math.min(total, offset + limit); i++) ids.push(this.projectOfSlot[slots[i]]);
      return { total, ids };
    }
    // Walk the precomputed order, merging in slots added since it was computed.
    const order = this.orders.get(sort)!;
    const recent: number[] = [];
    for (let slot = this.orderedUpTo; slot < this.size; slot++) if (set.has(slot)) recent.push(slot);
    recent.sort(compare);
    let i = 0,
      j = 0,
      seen = 0;
    while (ids.length < limit) {
      let slot: number;
      while (i < order.length && !set.has(order[i])) i++;
      if (i >= order.length && j >= recent.length) break;
      if (j >= recent.length || (i < order.length && compare(order[i], recent[j]) <= 0)) slot = order[i++];
      else slot = recent[j++];
      if (seen++ >= offset) ids.push(this.projectOfSlot[slot]);
    }
    return { total, ids };
  }

  /**
   * How many listings each value of `key` would give, with the other filters applied: for the
   * values in `only` when given (the options a panel shows), otherwise for every value.
   */
  facetCounts(key: SetKey, filters: Filters, keyword: string, resolveCross?: CrossResolver, only?: number[], matched?: Bitset): Map<number, number> {
    // Without a filter on `key`, leaving it out changes nothing: the caller's matched set serves.
    const base = matched && !filters[key]?.length ? matched : this.matching(filters, keyword, resolveCross, key);
    const counts = new Map<number, number>();
    const values = this.sets.get(key)!;
    const wanted = only ?? [...values.keys()];
    const forward = (FORWARD_KEYS as readonly string[]).includes(key) ? this.forward.get(key as FacetKey) : undefined;
    // Walk the matches' own values, or intersect the wanted values' bitsets: whichever touches less.
    // Measured here: a match costs about (4 + its values) word operations to walk.
    if (forward && base.count() * (4 + forward.averageLength) < (wanted.length * base.words.length) / 2) {
      // One tally buffer, reused: allocating 256 KB a call cost more than the counting.
      const tally = this.tally;
      forward.countInto(base, tally);
      for (const id of wanted) if (tally[id] > 0) counts.set(id, tally[id]);
      tally.fill(0);
      return counts;
    }
    for (const id of wanted) {
      const set = values.get(id);
      const count = set ? base.countAnd(set) : 0;
      if (count > 0) counts.set(id, count);
    }
    return counts;
  }

  private popular = new Map<SetKey, { version: number; ids: number[] }>();
  private readonly tally = new Uint32Array(0x10000);

  /** The values of `key` with the most open listings, most first (recomputed when the index changed). */
  popularValues(key: SetKey, limit: number): number[] {
    const cached = this.popular.get(key);
    if (cached && cached.version === this.version) return cached.ids.slice(0, limit);
    const open = this.live.clone().and(this.openSet);
    const ranked = [...this.sets.get(key)!].map(([id, set]) => [id, open.countAnd(set)] as const).filter(([, n]) => n > 0);
    ranked.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const ids = ranked.map(([id]) => id);
    this.popular.set(key, { version: this.version, ids });
    return ids.slice(0, limit);
  }

  /** Counts for the remote, workdays and open options of the panel. */
  optionCounts(filters: Filters, keyword: string, resolveCross?: CrossResolver, matched?: Bitset) {
    const remoteBase = matched && !filters.remote?.length ? matched : this.matching(filters, keyword, resolveCross, "remote");
    const workdaysBase = matched && !filters.workdays?.length ? matched : this.matching(filters, keyword, resolveCross, "workdays");
    const remote = new Map<number, number>();
    for (const value of Object.values(RemoteFilter)) remote.set(value, remoteBase.countAnd(this.remoteUnion([value])));
    const workdays = new Map<number, number>();
    for (let d = 1; d <= 5; d++) workdays.set(d, workdaysBase.countAnd(this.workdaysAtMost[d]));
    return { remote, workdays };
  }

  /** Memory held by the index's own arrays and buffers, in bytes (for the benchmark). */
  byteSize(): number {
    let bytes = this.text.byteSize() + this.projectOfSlot.byteLength + this.slotOfProject.byteLength + this.price.byteLength;
    bytes += this.published.byteLength + this.score.byteLength + this.textStart.byteLength + this.textEnd.byteLength;
    for (const set of this.allSets()) bytes += set.words.byteLength;
    for (const p of this.tokens.values()) bytes += p.data.byteLength;
    for (const p of this.grams.values()) bytes += p.data.byteLength;
    for (const order of this.orders.values()) bytes += order.byteLength;
    for (const lists of this.forward.values()) bytes += lists.byteSize();
    return bytes;
  }
}
