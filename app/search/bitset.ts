// A set of document slots, one bit a slot in 32-bit words: the index keeps every filter as one,
// because word-wise AND/OR is cheap (decision 003).
export class Bitset {
  words: Uint32Array;

  constructor(capacity: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array(Math.ceil(capacity / 32));
  }

  get capacity() {
    return this.words.length * 32;
  }

  static full(size: number, capacity = size): Bitset {
    const set = new Bitset(capacity);
    const whole = size >>> 5;
    set.words.fill(0xffffffff, 0, whole);
    if (size & 31) set.words[whole] = (1 << (size & 31)) - 1;
    return set;
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5] & (1 << (slot & 31))) !== 0;
  }

  add(slot: number) {
    this.words[slot >>> 5] |= 1 << (slot & 31);
  }

  delete(slot: number) {
    this.words[slot >>> 5] &= ~(1 << (slot & 31));
  }

  clone(): Bitset {
    return new Bitset(0, this.words.slice());
  }

  grow(capacity: number) {
    if (capacity <= this.capacity) return;
    const words = new Uint32Array(Math.ceil(capacity / 32));
    words.set(this.words);
    this.words = words;
  }

  and(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] &= b[i];
    if (a.length > n) a.fill(0, n);
    return this;
  }

  or(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] |= b[i];
    return this;
  }

  andNot(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) a[i] &= ~b[i];
    return this;
  }

  count(): number {
    let total = 0;
    const w = this.words;
    const bits = BITS_IN_16;
    for (let i = 0; i < w.length; i++) {
      const v = w[i];
      if (v !== 0) total += bits[v & 0xffff] + bits[v >>> 16];
    }
    return total;
  }

  /** |this ∩ other| without building the intersection. */
  countAnd(other: Bitset): number {
    let total = 0;
    const a = this.words;
    const b = other.words;
    const n = Math.min(a.length, b.length);
    const bits = BITS_IN_16;
    for (let i = 0; i < n; i++) {
      const v = a[i] & b[i];
      if (v !== 0) total += bits[v & 0xffff] + bits[v >>> 16];
    }
    return total;
  }

  /** Stops when fn returns false. */
  forEach(fn: (slot: number) => boolean | void) {
    this.forEachIn(0, this.words.length, fn);
  }

  /** Words [fromWord, toWord) only, for a walk done a slice at a time. */
  forEachIn(fromWord: number, toWord: number, fn: (slot: number) => boolean | void) {
    const w = this.words;
    const end = Math.min(toWord, w.length);
    for (let i = fromWord; i < end; i++) {
      let v = w[i];
      while (v !== 0) {
        const low = v & -v;
        if (fn((i << 5) + (31 - Math.clz32(low))) === false) return;
        v ^= low;
      }
    }
  }

  toArray(): number[] {
    const out: number[] = [];
    this.forEach((slot) => void out.push(slot));
    return out;
  }
}

/** Set bits of every 16-bit value: two table reads count a word faster than bit arithmetic. */
const BITS_IN_16 = new Uint8Array(0x10000);
for (let i = 1; i < 0x10000; i++) BITS_IN_16[i] = BITS_IN_16[i >> 1] + (i & 1);

/** An append-only, ascending list of slots (the postings of one term), grown by doubling. */
export class Postings {
  data: Uint32Array = new Uint32Array(4);
  length = 0;

  /** Postings over `data`'s first `length` slots, the rest of `data` being room to grow (a snapshot's). */
  static of(data: Uint32Array, length: number): Postings {
    const postings = new Postings();
    postings.data = data;
    postings.length = length;
    return postings;
  }

  push(slot: number) {
    if (this.length > 0 && this.data[this.length - 1] === slot) return;
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = slot;
  }

  /**
   * Trims the room left by doubling after a bulk build to a little, so the next listings do not make
   * every list copy itself in the same turn of the event loop (decision 003).
   */
  compact() {
    const room = this.length + (this.length >>> 3) + 4;
    if (this.data.length > room) this.data = this.data.slice(0, room);
  }

  addTo(set: Bitset, from = 0): Bitset {
    let i = 0;
    if (from > 0) {
      let hi = this.length;
      while (i < hi) {
        const mid = (i + hi) >>> 1;
        if (this.data[mid] < from) i = mid + 1;
        else hi = mid;
      }
    }
    for (; i < this.length; i++) set.add(this.data[i]);
    return set;
  }
}

/** The forward index for facet counts: each slot's values, in slot order. */
export class SlotLists {
  private starts = new Uint32Array(1025);
  private values = new Uint16Array(4096);
  private slots = 0;

  add(slot: number, values: readonly number[]) {
    while (this.slots < slot) this.set(this.slots, []);
    this.set(slot, values);
  }

  private set(slot: number, values: readonly number[]) {
    if (slot + 2 > this.starts.length) {
      const next = new Uint32Array(this.starts.length * 2);
      next.set(this.starts);
      this.starts = next;
    }
    const start = this.starts[slot];
    if (start + values.length > this.values.length) {
      const next = new Uint16Array(Math.max(this.values.length * 2, start + values.length));
      next.set(this.values);
      this.values = next;
    }
    for (let i = 0; i < values.length; i++) this.values[start + i] = values[i];
    this.starts[slot + 1] = start + values.length;
    this.slots = slot + 1;
  }

  parts() {
    return { starts: this.starts, values: this.values, slots: this.slots };
  }

  static of({ starts, values, slots }: ReturnType<SlotLists["parts"]>): SlotLists {
    const lists = new SlotLists();
    lists.starts = starts;
    lists.values = values;
    lists.slots = slots;
    return lists;
  }

  countInto(set: Bitset, counts: Uint32Array) {
    const { starts, values, slots } = this;
    const words = set.words;
    const lastWord = Math.min(words.length, Math.ceil(slots / 32));
    for (let w = 0; w < lastWord; w++) {
      let v = words[w];
      while (v !== 0) {
        const low = v & -v;
        const slot = (w << 5) + (31 - Math.clz32(low));
        v ^= low;
        if (slot >= slots) break;
        for (let i = starts[slot], end = starts[slot + 1]; i < end; i++) counts[values[i]]++;
      }
    }
  }

  get averageLength() {
    return this.slots === 0 ? 0 : this.starts[this.slots] / this.slots;
  }

  byteSize() {
    return this.starts.byteLength + this.values.byteLength;
  }
}
