// The search index's storage: every listing version has a slot with its filter bitsets, price, date,
// score and facet values (decision 003).
import { PRICE_OVER_OPTIONS, RemoteType } from "~/constants";
import { monthlyPrice, REMOTE_POSSIBLE_TYPES } from "~/models/listing/rules";
import { Bitset, SlotLists } from "./bitset";
import { RemoteFilter } from "./query";
import { suggestScore } from "./sort-orders";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-file";

export type SearchDocument = {
  id: number;
  agentId: number;
  /** What a keyword is matched against. */
  text: string;
  /** How many characters of `text` are the title (title matches rank first); 0 when unknown. */
  titleLength?: number;
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
  /** 0..1: how much of the listing is filled in. */
  completeness: number;
  /** The group of the same project posted by several agents (its smallest id), or null. */
  groupId?: number | null;
};

export const SET_KEYS = ["agent", "characteristic", "contract", "industry", "job", "prefecture", "skill", "station"] as const;
export type SetKey = (typeof SET_KEYS)[number];

export const FORWARD_KEYS = ["skill", "job", "characteristic", "prefecture", "industry"] as const;
export type FacetKey = (typeof FORWARD_KEYS)[number];
export const WORKDAY_LEVELS = 7;

export class ListingSlots {
  size = 0;
  capacity: number;
  projectOfSlot: Int32Array;
  private slotOfProject = new Int32Array(1024).fill(-1);
  live: Bitset;
  openSet: Bitset;
  /** Listings that another of their group stands for: one card a project, unless searching by agent. */
  duplicates: Bitset;
  private sets = new Map<SetKey, Map<number, Bitset>>(SET_KEYS.map((k) => [k, new Map()]));
  private remoteFilterSets = new Map<number, Bitset>();
  /** priceAtLeast[万円]: listings paying that much a month or more, for the thresholds the site offers. */
  priceAtLeast = new Map<number, Bitset>();
  workdaysAtMost: Bitset[] = [];
  price: Int32Array;
  group: Int32Array;
  published: Float64Array;
  score: Float64Array;
  forward = new Map<FacetKey, SlotLists>(FORWARD_KEYS.map((k) => [k, new SlotLists()]));

  constructor(capacity: number) {
    this.capacity = capacity;
    this.projectOfSlot = new Int32Array(capacity);
    this.live = new Bitset(capacity);
    this.openSet = new Bitset(capacity);
    this.duplicates = new Bitset(capacity);
    for (let d = 0; d <= WORKDAY_LEVELS; d++) this.workdaysAtMost.push(new Bitset(capacity));
    this.price = new Int32Array(capacity);
    this.group = new Int32Array(capacity);
    this.published = new Float64Array(capacity);
    this.score = new Float64Array(capacity);
    for (const tenThousandYen of PRICE_OVER_OPTIONS) this.priceAtLeast.set(tenThousandYen, new Bitset(capacity));
    for (const value of Object.values(RemoteFilter)) this.remoteFilterSets.set(value, new Bitset(capacity));
  }

  has(projectId: number) {
    return projectId < this.slotOfProject.length && this.slotOfProject[projectId] >= 0;
  }

  /** The caller has made room for the slot. */
  add(doc: SearchDocument): number {
    const slot = this.size++;
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
    for (const [value, set] of this.remoteFilterSets) if (remoteTypesFor(value).includes(doc.remoteType)) set.add(slot);
    const days = doc.workdaysMin ?? 5;
    for (let d = Math.max(0, days); d <= WORKDAY_LEVELS; d++) this.workdaysAtMost[d].add(slot);
    const price = monthlyPrice(doc);
    this.price[slot] = price;
    for (const [tenThousandYen, set] of this.priceAtLeast) if (price >= tenThousandYen * 10_000) set.add(slot);
    this.group[slot] = doc.groupId ?? 0;
    this.published[slot] = doc.publishedAt;
    this.score[slot] = suggestScore(doc, price);
    return slot;
  }

  private addValue(key: SetKey, value: number | null, slot: number) {
    if (value == null) return;
    const byValue = this.sets.get(key)!;
    let set = byValue.get(value);
    if (!set) byValue.set(value, (set = new Bitset(this.capacity)));
    set.add(slot);
  }

  remove(projectId: number): boolean {
    if (!this.has(projectId)) return false;
    const slot = this.slotOfProject[projectId];
    this.slotOfProject[projectId] = -1;
    this.live.delete(slot);
    return true;
  }

  grow(capacity: number) {
    if (capacity <= this.capacity) return;
    this.projectOfSlot = grown(this.projectOfSlot, new Int32Array(capacity));
    this.price = grown(this.price, new Int32Array(capacity));
    this.group = grown(this.group, new Int32Array(capacity));
    this.published = grown(this.published, new Float64Array(capacity));
    this.score = grown(this.score, new Float64Array(capacity));
    for (const set of this.allSets()) set.grow(capacity);
    this.capacity = capacity;
  }

  *allSets(): Iterable<Bitset> {
    yield this.live;
    yield this.openSet;
    yield this.duplicates;
    yield* this.workdaysAtMost;
    yield* this.priceAtLeast.values();
    yield* this.remoteFilterSets.values();
    for (const byValue of this.sets.values()) yield* byValue.values();
  }

  valueSets(key: SetKey): Map<number, Bitset> {
    return this.sets.get(key)!;
  }

  valueSet(key: SetKey, id: number): Bitset | undefined {
    return this.sets.get(key)!.get(id);
  }

  union(key: SetKey, ids: number[]): Bitset {
    if (ids.length === 1) return this.valueSet(key, ids[0]) ?? new Bitset(this.capacity);
    const set = new Bitset(this.capacity);
    for (const id of ids) {
      const values = this.valueSet(key, id);
      if (values) set.or(values);
    }
    return set;
  }

  remoteUnion(values: number[]): Bitset {
    if (values.length === 1) return this.remoteFilterSets.get(values[0]) ?? new Bitset(this.capacity);
    const set = new Bitset(this.capacity);
    for (const value of values) {
      const filterSet = this.remoteFilterSets.get(value);
      if (filterSet) set.or(filterSet);
    }
    return set;
  }

  save(out: SnapshotWriter) {
    const keys = <K, V>(map: Map<K, V>) => [...map.keys()];
    const words = (sets: Iterable<Bitset>) => [...sets].map((set) => set.words);
    out.value("slots", {
      size: this.size,
      capacity: this.capacity,
      priceAtLeast: keys(this.priceAtLeast),
      remote: keys(this.remoteFilterSets),
      sets: Object.fromEntries([...this.sets].map(([key, byValue]) => [key, keys(byValue)])) as SavedSlots["sets"],
      forward: Object.fromEntries([...this.forward].map(([key, lists]) => [key, lists.parts().slots])) as SavedSlots["forward"],
    } satisfies SavedSlots);
    for (const name of COLUMNS) out.array(`slots.${name}`, this[name]);
    out.list("slots.fixed", words([this.live, this.openSet, this.duplicates, ...this.workdaysAtMost]), "Uint32Array");
    out.list("slots.priceAtLeast", words(this.priceAtLeast.values()), "Uint32Array");
    out.list("slots.remote", words(this.remoteFilterSets.values()), "Uint32Array");
    for (const [key, byValue] of this.sets) out.list(`slots.set.${key}`, words(byValue.values()), "Uint32Array");
    for (const [key, lists] of this.forward) {
      out.array(`slots.forward.${key}.starts`, lists.parts().starts);
      out.array(`slots.forward.${key}.values`, lists.parts().values);
    }
  }

  static restore(from: SnapshotReader): ListingSlots {
    const saved = from.value<SavedSlots>("slots");
    const slots = new ListingSlots(0);
    slots.size = saved.size;
    slots.capacity = saved.capacity;
    slots.projectOfSlot = from.array("slots.projectOfSlot", Int32Array);
    slots.slotOfProject = from.array("slots.slotOfProject", Int32Array);
    slots.price = from.array("slots.price", Int32Array);
    slots.group = from.array("slots.group", Int32Array);
    slots.published = from.array("slots.published", Float64Array);
    slots.score = from.array("slots.score", Float64Array);
    const sets = (name: string) => from.list(name, Uint32Array).map((words) => new Bitset(0, words));
    const byKey = <K>(keys: K[], values: Bitset[]) => new Map(keys.map((key, i) => [key, values[i]]));
    [slots.live, slots.openSet, slots.duplicates, ...slots.workdaysAtMost] = sets("slots.fixed");
    slots.workdaysAtMost.length = WORKDAY_LEVELS + 1;
    slots.priceAtLeast = byKey(saved.priceAtLeast, sets("slots.priceAtLeast"));
    slots.remoteFilterSets = byKey(saved.remote, sets("slots.remote"));
    for (const key of SET_KEYS) slots.sets.set(key, byKey(saved.sets[key], sets(`slots.set.${key}`)));
    for (const key of FORWARD_KEYS) {
      const starts = from.array(`slots.forward.${key}.starts`, Uint32Array);
      const values = from.array(`slots.forward.${key}.values`, Uint16Array);
      slots.forward.set(key, SlotLists.of({ starts, values, slots: saved.forward[key] }));
    }
    return slots;
  }

  byteSize(): number {
    let bytes = this.projectOfSlot.byteLength + this.slotOfProject.byteLength + this.price.byteLength + this.group.byteLength;
    bytes += this.published.byteLength + this.score.byteLength;
    for (const set of this.allSets()) bytes += set.words.byteLength;
    for (const lists of this.forward.values()) bytes += lists.byteSize();
    return bytes;
  }
}

const COLUMNS = ["projectOfSlot", "slotOfProject", "price", "group", "published", "score"] as const;

type SavedSlots = {
  size: number;
  capacity: number;
  priceAtLeast: number[];
  remote: number[];
  sets: Record<SetKey, number[]>;
  forward: Record<FacetKey, number>;
};

function remoteTypesFor(value: number): number[] {
  if (value === RemoteFilter.possible) return [...REMOTE_POSSIBLE_TYPES];
  if (value === RemoteFilter.fullRemote) return [RemoteType.fullRemote];
  if (value === RemoteFilter.onlineInterview) return [RemoteType.onlineMeetingOk];
  return [];
}

export function grown<T extends Int32Array | Uint32Array | Float64Array>(current: T, next: T): T {
  next.set(current);
  return next;
}
