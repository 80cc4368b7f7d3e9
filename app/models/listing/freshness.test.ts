import { describe, expect, it } from "vitest";
import { lastConfirmedAt, STALE_AFTER_DAYS, staleCutoff } from "./freshness";

describe("a listing's freshness", () => {
  const now = new Date("2026-11-25T09:00:00.000Z");

  it("is confirmed by its own update or by its agent's last full feed, whichever is later", () => {
    expect(lastConfirmedAt({ updated_at: "2026-11-01T00:00:00.000Z" }, { feed_confirmed_at: "2026-11-20T00:00:00.000Z" })).toBe("2026-11-20T00:00:00.000Z");
    expect(lastConfirmedAt({ updated_at: "2026-11-21T00:00:00.000Z" }, { feed_confirmed_at: "2026-11-20T00:00:00.000Z" })).toBe("2026-11-21T00:00:00.000Z");
    // An agent that never sent a full feed confirms only by updates.
    expect(lastConfirmedAt({ updated_at: "2026-10-01T00:00:00.000Z" }, { feed_confirmed_at: null })).toBe("2026-10-01T00:00:00.000Z");
  });

  it(`goes stale once unconfirmed for more than ${STALE_AFTER_DAYS} days`, () => {
    expect(staleCutoff(now)).toBe("2026-10-26T09:00:00.000Z");
  });
});
