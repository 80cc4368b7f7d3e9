import { describe, expect, it } from "vitest";
import { Experiment, ExperimentKind } from "~/constants";
import { defaultPatterns, drawPattern, parseOverride, parsePatternCookie, serializePatternCookie, shouldLogView } from "./patterns";
import { reportLines, wilsonInterval } from "./report";

const VISITOR = "abcdefghijklmnopqrstuv";

describe("A/B patterns", () => {
  it("keeps a visitor's patterns in the cookie, dropping what is not an experiment's", () => {
    const value = serializePatternCookie({ visitorId: VISITOR, patterns: { 3: 2, 5: 10, 6: 12 } });
    expect(value).toBe(`${VISITOR}.3-2_5-10_6-12`);
    expect(parsePatternCookie(value)).toEqual({ visitorId: VISITOR, patterns: { 3: 2, 5: 10, 6: 12 } });
    // An unknown kind, a pattern of another experiment, garbage: dropped; a bad id: no state at all.
    expect(parsePatternCookie(`${VISITOR}.9-1_5-12_x_6-13`)).toEqual({ visitorId: VISITOR, patterns: { 6: 13 } });
    expect(parsePatternCookie("short.3-1")).toBeNull();
    expect(parsePatternCookie(undefined)).toBeNull();
  });

  it("draws by weight, never a pattern of weight 0", () => {
    const weights = [
      { pattern: 11, weight: 3 },
      { pattern: 10, weight: 1 },
    ];
    expect(drawPattern(weights, 0)).toBe(11);
    expect(drawPattern(weights, 0.74)).toBe(11);
    expect(drawPattern(weights, 0.75)).toBe(10);
    expect(drawPattern(weights, 0.999)).toBe(10);
    expect(
      drawPattern(
        [
          { pattern: 11, weight: 0 },
          { pattern: 10, weight: 2 },
        ],
        0,
      ),
    ).toBe(10);
    expect(drawPattern([{ pattern: 11, weight: 0 }], 0.5)).toBeNull();
  });

  it("gives crawlers and failures each experiment's first pattern", () => {
    expect(defaultPatterns()).toEqual({
      [ExperimentKind.mailMagazineButton]: Experiment.mailMagazineButtonShow,
      [ExperimentKind.easySearch]: Experiment.easySearchHidePattern,
      [ExperimentKind.lpRedirect]: Experiment.lpStayPattern,
    });
  });

  it("takes a local-storage override only when it names one of the kind's patterns", () => {
    expect(parseOverride(5, "10")).toBe(10);
    expect(parseOverride(5, "12")).toBeNull();
    expect(parseOverride(5, null)).toBeNull();
    expect(parseOverride(42, "1")).toBeNull();
  });

  it("skips the view log for /images/ and, under pattern 12, for the LP pages that redirect", () => {
    expect(shouldLogView("/images/column/1.webp", undefined)).toBe(false);
    expect(shouldLogView("/lp/5/all-2/", Experiment.lpRedirectPattern)).toBe(false);
    expect(shouldLogView("/lp/5/all-4", Experiment.lpRedirectPattern)).toBe(false);
    expect(shouldLogView("/lp/5/all-2/", Experiment.lpStayPattern)).toBe(true);
    expect(shouldLogView("/lp/5/all/", Experiment.lpRedirectPattern)).toBe(true);
    expect(shouldLogView("/lp/5/all-1/", Experiment.lpRedirectPattern)).toBe(true);
    expect(shouldLogView("/project/", undefined)).toBe(true);
  });
});

describe("the experiments report", () => {
  it("gives the Wilson interval of a hand computation", () => {
    // 10 of 100: centre (0.1 + 1.96²/200) / (1 + 1.96²/100) = 0.1189; half-width 0.0586.
    const { low, high } = wilsonInterval(10, 100);
    expect(low).toBeCloseTo(0.0552, 3);
    expect(high).toBeCloseTo(0.1744, 3);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 0 });
    expect(wilsonInterval(0, 20).low).toBe(0);
  });

  it("prints a line per pattern under its experiment", () => {
    const lines = reportLines(
      [
        { kind: 5, pattern: 11, visitors: 100, signups: 8, entries: 3, converted: 10 },
        { kind: 5, pattern: 10, visitors: 0, signups: 0, entries: 0, converted: 0 },
      ],
      new Map([[5, "かんたん検索"]]),
    );
    expect(lines).toEqual([
      "kind 5 かんたん検索",
      "  pattern 10: visitors 0, sign-ups 0, entries 0, conversion 0.00% (95% CI 0.00%–0.00%)",
      "  pattern 11: visitors 100, sign-ups 8, entries 3, conversion 10.00% (95% CI 5.52%–17.44%)",
    ]);
  });
});
