import { describe, expect, it } from "vitest";
import { READY_MAX_BEHIND, readiness } from "./readiness";

const ready = { built: true, stale: false, draining: false, databaseUp: true, behind: 0 };

describe("readiness", () => {
  it("is ready once the index is built and caught up, with the database answering", () => {
    expect(readiness(ready)).toEqual({ ready: true, status: "ready", behind: 0 });
    expect(readiness({ ...ready, behind: READY_MAX_BEHIND }).ready).toBe(true);
  });

  it("says why it is not", () => {
    expect(readiness({ ...ready, built: false })).toMatchObject({ ready: false, status: "starting" });
    expect(readiness({ ...ready, stale: true })).toMatchObject({ ready: false, status: "rebuilding" });
    expect(readiness({ ...ready, behind: READY_MAX_BEHIND + 1 })).toMatchObject({ ready: false, status: "catching up" });
    expect(readiness({ ...ready, databaseUp: false })).toMatchObject({ ready: false, status: "database unavailable" });
    // Draining wins: a stopping server takes no new visitors whatever else is true.
    expect(readiness({ ...ready, built: false, draining: true })).toMatchObject({ ready: false, status: "draining" });
  });
});
