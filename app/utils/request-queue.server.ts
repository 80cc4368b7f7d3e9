// How many requests a server process works on at once (issue 19, decision 037). Past that number the
// next ones wait their turn, first come first served, before the app sees them.
//
// Without a limit, a process under more load than its core can answer started every request as it
// came: hundreds of pages rendered in turns, each kept alive longer, so its objects outlived the young
// generation and the collector had more to do. An answer cost 16 ms of CPU instead of 9, and the
// servers answered 115 requests a second where they could answer 200. A request waiting here costs
// nothing but its socket.
//
// A request holds its place until its answer ends, or for HOLD_MS at most: one that waits on a slow
// database or another server then lets the next one in and goes on, so a few slow requests never hold
// up the rest.

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
