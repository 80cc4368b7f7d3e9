// Every slot's normalised text, off the JavaScript heap in pages that are never copied (decision 003);
// a position is page × pageSize + offset, and a text never crosses a page.
import type { SnapshotReader, SnapshotWriter } from "./snapshot-file";

const PAGE_SIZE = 1 << 24;
/** Separates texts, so a search never matches across two listings. */
const SEPARATOR = 0x0a;

export class TextStore {
  private pages: Buffer[] = [];
  private used: number;
  /** Longer texts are cut: UTF-8 takes at most 3 bytes per UTF-16 unit. */
  private readonly maxText: number;

  constructor(private readonly pageSize = PAGE_SIZE) {
    this.used = pageSize;
    this.maxText = Math.floor((pageSize - 1) / 3);
  }

  append(text: string): { start: number; end: number } {
    if (text.length > this.maxText) text = text.slice(0, this.maxText);
    const bytes = Buffer.byteLength(text);
    if (this.used + bytes + 1 > this.pageSize) {
      this.pages.push(Buffer.alloc(this.pageSize));
      this.used = 0;
    }
    const page = this.pages.length - 1;
    const start = page * this.pageSize + this.used;
    this.used += this.pages[page].write(text, this.used);
    this.pages[page][this.used++] = SEPARATOR;
    return { start, end: start + bytes };
  }

  /**
   * The position of the next `needle` at or after `from`, in `from`'s page; when the page has none,
   * the page's last position, so every text of the page is past and none of the next page is.
   */
  nextMatch(needle: Buffer, from: number): number {
    const page = Math.floor(from / this.pageSize);
    const found = this.pages[page].indexOf(needle, from - page * this.pageSize);
    return page * this.pageSize + (found === -1 ? this.pageSize - 1 : found);
  }

  read(start: number, end: number): string {
    const page = Math.floor(start / this.pageSize);
    const offset = page * this.pageSize;
    return this.pages[page].toString("utf8", start - offset, end - offset);
  }

  save(out: SnapshotWriter) {
    out.value("text", { pageSize: this.pageSize, used: this.used });
    out.list(
      "text.pages",
      this.pages.map((page, i) => (i === this.pages.length - 1 ? page.subarray(0, this.used) : page)),
      "Uint8Array",
    );
  }

  static restore(from: SnapshotReader): TextStore {
    const { pageSize, used } = from.value<{ pageSize: number; used: number }>("text");
    const store = new TextStore(pageSize);
    store.pages = from.list("text.pages", Uint8Array).map((page) => Buffer.from(page.buffer, page.byteOffset, page.length));
    const last = store.pages.length - 1;
    if (last >= 0) {
      // The last page gets its room back, for the texts still to come.
      const page = Buffer.alloc(pageSize);
      store.pages[last].copy(page);
      store.pages[last] = page;
    }
    store.used = used;
    return store;
  }

  byteSize(): number {
    return this.pages.length * this.pageSize;
  }
}
