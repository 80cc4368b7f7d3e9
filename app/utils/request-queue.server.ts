// How many requests a server process works on at once: past that number the next ones wait their
// turn, first come first served, before the app sees them (decision 037).

/** How long a request keeps its place: far above a page's own work (5–10 ms), far below a slow query's wait. */
export const HOLD_MS = 250;

export type RequestQueue = {
  /**
   * Calls `start` once the request may go on, with the function to call when its answer has ended.
   * `abandoned` is asked just before: a request whose client has gone is dropped without starting.
   */
  enter(start: (leave: () => void) => void, abandoned: () => boolean): void;
  readonly working: number;
  readonly waiting: number;
};

/** `atOnce` requests at a time; 0 lets every request straight in. */
export function createRequestQueue(atOnce: number, holdMs = HOLD_MS): RequestQueue {
  let working = 0;
  // A ring would save the array's shifts; the queue is short but for overload, and shift() on a few
  // thousand entries is still microseconds.
  const waiting: Array<{ start: (leave: () => void) => void; abandoned: () => boolean }> = [];

  function begin(start: (leave: () => void) => void) {
    working++;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      clearTimeout(holding);
      working--;
      next();
    };
    const holding = setTimeout(leave, holdMs);
    holding.unref();
    start(leave);
  }

  function next() {
    while (working < atOnce && waiting.length > 0) {
      const request = waiting.shift()!;
      if (!request.abandoned()) begin(request.start);
    }
  }

  return {
    enter(start, abandoned) {
      if (atOnce <= 0) return start(() => undefined);
      if (working < atOnce && waiting.length === 0) return begin(start);
      waiting.push({ start, abandoned });
    },
    get working() {
      return working;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
