// The sort orders: every slot sorted once, the slots added since merged in at query time and folded
// in later, and a matched set's page walked off them.
import type { SortOption } from "~/constants";
import type { Bitset } from "./bitset";
import type { ListingSlots, SearchDocument } from "./slots";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-file";

const SMALL_RESULT = 4_000;
const MERGE_STEP = 25_000;
const SORTS = ["created_at", "price", "suggest"] as const;

export type SearchOptions = { offset: number; limit: number; sort: SortOption };
export type SearchResult = { total: number; ids: number[] };

/** The recommended order: newer first, pay and completeness moving a listing ahead by days; linear in the date, so it never needs recomputing. */
export function suggestScore(doc: Pick<SearchDocument, "publishedAt" | "completeness">, price: number): number {
  const days = doc.publishedAt / 86_400_000;
  const priceScore = price > 0 ? Math.min(price / 1_500_000, 1) : 0;
  return days + 10 * priceScore + 5 * doc.completeness;
}

export class SortOrders {
  private orders = new Map<SortOption, Int32Array>();
  /** Slots from here on are not in `orders` yet; queries merge them in. */
  private orderedUpTo = 0;

  constructor(private readonly slots: ListingSlots) {}

  build() {
    const { live, size } = this.slots;
    const slots = new Int32Array(size);
    let n = 0;
    live.forEach((slot) => void (slots[n++] = slot));
    const sorted = slots.subarray(0, n);
    for (const sort of SORTS) this.orders.set(sort, sorted.slice().sort(this.comparator(sort)));
    this.orderedUpTo = size;
  }

  /** A linear merge in steps with yields between, so no request waits; queries use the old orders until the swap. */
  async mergeRecent(yieldNow: () => Promise<void>) {
    const { live } = this.slots;
    const upTo = this.slots.size;
    if (this.orderedUpTo === upTo) return;
    const recent: number[] = [];
    for (let slot = this.orderedUpTo; slot < upTo; slot++) if (live.has(slot)) recent.push(slot);
    const merged = new Map<SortOption, Int32Array>();
    for (const sort of SORTS) {
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
        if (i < base.length && !live.has(base[i])) {
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
    return this.slots.size - this.orderedUpTo;
  }

  private comparator(sort: SortOption): (a: number, b: number) => number {
    const { price, published, score, projectOfSlot } = this.slots;
    switch (sort) {
      case "created_at":
        return (a, b) => published[b] - published[a] || projectOfSlot[b] - projectOfSlot[a];
      case "price":
        return (a, b) => price[b] - price[a] || published[b] - published[a] || projectOfSlot[b] - projectOfSlot[a];
      default:
        return (a, b) => score[b] - score[a] || projectOfSlot[b] - projectOfSlot[a];
    }
  }

  page(set: Bitset, { offset, limit, sort }: SearchOptions): SearchResult {
    const { projectOfSlot, size } = this.slots;
    const total = set.count();
    const ids: number[] = [];
    if (offset >= total || limit <= 0) return { total, ids };
    const compare = this.comparator(sort);
    if (total <= SMALL_RESULT || !this.orders.has(sort)) {
      const slots = firstInOrder(set.toArray(), offset + limit, compare);
      for (let i = offset; i < slots.length; i++) ids.push(projectOfSlot[slots[i]]);
      return { total, ids };
    }
    const order = this.orders.get(sort)!;
    const recent: number[] = [];
    for (let slot = this.orderedUpTo; slot < size; slot++) if (set.has(slot)) recent.push(slot);
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
      if (seen++ >= offset) ids.push(projectOfSlot[slot]);
    }
    return { total, ids };
  }

  save(out: SnapshotWriter) {
    out.value("orders", { sorts: [...this.orders.keys()], orderedUpTo: this.orderedUpTo });
    out.list("orders", [...this.orders.values()], "Int32Array");
  }

  static restore(from: SnapshotReader, slots: ListingSlots): SortOrders {
    const { sorts, orderedUpTo } = from.value<{ sorts: SortOption[]; orderedUpTo: number }>("orders");
    const orders = new SortOrders(slots);
    const saved = from.list("orders", Int32Array);
    sorts.forEach((sort, i) => orders.orders.set(sort, saved[i]));
    orders.orderedUpTo = orderedUpTo;
    return orders;
  }

  byteSize(): number {
    let bytes = 0;
    for (const order of this.orders.values()) bytes += order.byteLength;
    return bytes;
  }
}

/** The first `count` of `slots`: a bounded heap near the start, a plain sort deep in (decision 029). */
export function firstInOrder(slots: number[], count: number, compare: (a: number, b: number) => number): Int32Array {
  if (count * 8 >= slots.length) return Int32Array.from(slots).sort(compare).subarray(0, count);
  // heap[0] is the worst of the best `size` so far. Newer listings sit in higher slots, and the
  // orders put newer ones first, so walking from the top fills the heap with likely winners early.
  const heap = new Int32Array(count);
  let size = 0;
  for (let n = slots.length - 1; n >= 0; n--) {
    const slot = slots[n];
    if (size < count) {
      let i = size++;
      while (i > 0) {
        const up = (i - 1) >> 1;
        if (compare(heap[up], slot) >= 0) break;
        heap[i] = heap[up];
        i = up;
      }
      heap[i] = slot;
    } else if (compare(slot, heap[0]) < 0) {
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && compare(heap[child + 1], heap[child]) > 0) child++;
        if (compare(heap[child], slot) <= 0) break;
        heap[i] = heap[child];
        i = child;
      }
      heap[i] = slot;
    }
  }
  return heap.subarray(0, size).sort(compare);
}
