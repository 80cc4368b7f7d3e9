import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRequestQueue, HOLD_MS } from "./request-queue.server";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

/** A request that records when it started and can be ended by the test. */
function request(log: string[], name: string, isAbandoned = () => false) {
  const self = {
    leave: undefined as undefined | (() => void),
    start: (leave: () => void) => {
      log.push(name);
      self.leave = leave;
    },
    abandoned: isAbandoned,
  };
  return self;
}

describe("the request queue", () => {
  it("lets in as many requests as asked, and the next ones in order as answers end", () => {
    const queue = createRequestQueue(2);
    const log: string[] = [];
    const requests = ["a", "b", "c", "d"].map((name) => request(log, name));
    for (const r of requests) queue.enter(r.start, r.abandoned);
    expect(log).toEqual(["a", "b"]);
    expect([queue.working, queue.waiting]).toEqual([2, 2]);

    requests[1].leave!();
    expect(log).toEqual(["a", "b", "c"]);
    requests[0].leave!();
    expect(log).toEqual(["a", "b", "c", "d"]);
    expect([queue.working, queue.waiting]).toEqual([2, 0]);
  });

  it("counts an answer's end once, however often it is reported", () => {
    const queue = createRequestQueue(1);
    const log: string[] = [];
    const requests = ["a", "b", "c"].map((name) => request(log, name));
    for (const r of requests) queue.enter(r.start, r.abandoned);
    requests[0].leave!();
    requests[0].leave!(); // the hold running out and the answer ending both report it
    expect(log).toEqual(["a", "b"]);
    expect(queue.working).toBe(1);
  });

  it("lets the next one in when a request has held its place too long, and that request goes on", () => {
    const queue = createRequestQueue(1);
    const log: string[] = [];
    const slow = request(log, "slow");
    const next = request(log, "next");
    queue.enter(slow.start, slow.abandoned);
    queue.enter(next.start, next.abandoned);
    vi.advanceTimersByTime(HOLD_MS - 1);
    expect(log).toEqual(["slow"]);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(["slow", "next"]);
    slow.leave!(); // its answer ends later: the place was already given up
    expect(queue.working).toBe(1);
  });

  it("drops a waiting request whose client has gone", () => {
    const queue = createRequestQueue(1);
    const log: string[] = [];
    const first = request(log, "first");
    const gone = request(log, "gone", () => true);
    const last = request(log, "last");
    for (const r of [first, gone, last]) queue.enter(r.start, r.abandoned);
    first.leave!();
    expect(log).toEqual(["first", "last"]);
  });

  it("with 0, lets every request straight in", () => {
    const queue = createRequestQueue(0);
    const log: string[] = [];
    for (const name of ["a", "b", "c"]) {
      const r = request(log, name);
      queue.enter(r.start, r.abandoned);
    }
    expect(log).toEqual(["a", "b", "c"]);
    expect(queue.waiting).toBe(0);
  });
});
