import { describe, expect, it } from "vitest";
import { TextStore } from "./text-store";

describe("TextStore", () => {
  it("starts a new page for a text that does not fit, and finds matches page by page", () => {
    const store = new TextStore(32);
    const a = store.append("東京のjava開発"); // 19 bytes and a separator
    const b = store.append("大阪のgo開発"); // does not fit the rest of page 0
    const c = store.append("java");
    expect(a).toEqual({ start: 0, end: 19 });
    expect(b.start).toBe(32);
    expect(c.start).toBe(b.end + 1);

    const java = Buffer.from("java");
    expect(store.nextMatch(java, a.start)).toBe(9);
    // Page 1 has java only in c; from b's start, the next one is c's.
    expect(store.nextMatch(java, b.start)).toBe(c.start);
    // No 東京 on page 1: the answer is the page's last position, past b and c.
    const none = store.nextMatch(Buffer.from("東京"), b.start);
    expect(none).toBe(63);
    expect(none).toBeGreaterThanOrEqual(c.end);
    expect(store.byteSize()).toBe(64);
  });

  it("cuts a text longer than a page", () => {
    const store = new TextStore(32);
    const { start, end } = store.append("x".repeat(100));
    expect(start).toBe(0);
    expect(end).toBeLessThan(32);
  });
});
