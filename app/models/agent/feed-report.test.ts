import { describe, expect, it } from "vitest";
import { feedFlags, feedReportLines, type FeedReportRow } from "./feed-report";

const agent = (agentId: number, figures: Partial<FeedReportRow>): FeedReportRow => ({
  agentId,
  name: `エージェント${agentId}`,
  feedConfirmedAt: "2026-11-20T03:00:00.000Z",
  open: 100,
  stale: 0,
  unchangedForMonths: 0,
  reopened: 0,
  duplicated: 0,
  ...figures,
});

describe("the feed report", () => {
  it("flags the feeds that keep listings no one confirms, that never change, or that come back after closing", () => {
    expect(feedFlags(agent(1, { stale: 5, unchangedForMonths: 30, reopened: 2 }))).toEqual([]);
    expect(feedFlags(agent(2, { stale: 40, unchangedForMonths: 70, reopened: 15 }))).toEqual(["未確認が多い", "長期間更新なし", "募集終了後の再掲載が多い"]);
    expect(feedFlags(agent(3, { open: 0 }))).toEqual([]);
  });

  it("lists the flagged agents first, with each share of their open listings", () => {
    const lines = feedReportLines([agent(1, { duplicated: 25 }), agent(2, { stale: 40, feedConfirmedAt: null })]);
    expect(lines[0].split("\t")).toEqual([
      "ID",
      "エージェント",
      "掲載中",
      "未確認(30日超)",
      "更新なし(90日超)",
      "再掲載",
      "他社と重複",
      "最終フィード",
      "要確認",
    ]);
    expect(lines[1].split("\t")).toEqual(["2", "エージェント2", "100", "40.0%", "0.0%", "0.0%", "0.0%", "なし", "未確認が多い"]);
    expect(lines[2].split("\t")).toEqual(["1", "エージェント1", "100", "0.0%", "0.0%", "0.0%", "25.0%", "2026-11-20", ""]);
  });
});
