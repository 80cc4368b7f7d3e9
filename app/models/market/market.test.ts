// Market price against hand computations on small fixed sets.
import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { PriceUnit, RemoteType, WorkStyle } from "~/constants";
import { monthlyPrice } from "~/models/listing/rules";
import enFields from "~/locales/en/fields.json";
import jaFields from "~/locales/ja/fields.json";
import { testDocument, testIndex } from "~/search/testing";
import { atOnce } from "~/search/sliced";
import { segmentFromQuery, segmentPath } from "./segment";
import { estimateLadder, estimateRange, estimateSchema, parseStoredAnswers, raisingSkills, type EstimateAnswers } from "./estimate";
import { distribution, manYen, MIN_SEGMENT_LISTINGS, quartiles, rankedMedians, segmentStats, trendMonthStarts } from "./statistics";

describe("prices as monthly 万円", () => {
  it("converts hourly ×160, daily ×20 and yearly ÷12, the upper end of a range counting", () => {
    expect(monthlyPrice({ priceMin: null, priceMax: 5_000, priceUnit: PriceUnit.hour })).toBe(800_000);
    expect(monthlyPrice({ priceMin: null, priceMax: 40_000, priceUnit: PriceUnit.day })).toBe(800_000);
    expect(monthlyPrice({ priceMin: null, priceMax: 9_600_000, priceUnit: PriceUnit.year })).toBe(800_000);
    expect(monthlyPrice({ priceMin: 700_000, priceMax: 800_000, priceUnit: PriceUnit.month })).toBe(800_000);
    expect(manYen(575_000)).toBe(57.5);
    expect(manYen(654_321)).toBe(65.4);
  });

  it("gives quartiles by the nearest ranks, worked out by hand, and none below 20 listings", () => {
    // 20 prices: 50, 52, …, 88 万円. q1 at rank 4.75: 58 + 0.75 × 2 = 59.5; median at 9.5: 69; q3 at 14.25: 78.5.
    const prices = Array.from({ length: 20 }, (_, i) => (50 + i * 2) * 10_000);
    expect(quartiles(prices)).toEqual({ q1: 59.5, median: 69, q3: 78.5 });
    expect(quartiles(prices.slice(1))).toBeNull();
    expect(MIN_SEGMENT_LISTINGS).toBe(20);
  });

  it("counts prices in 5万円 bands, with an open band under 30 and from 130", () => {
    const bands = distribution([29, 30, 34.9, 35, 129.9, 130, 250].map((man) => man * 10_000));
    expect(bands[0]).toEqual({ from: null, to: 30, count: 1 });
    expect(bands[1]).toEqual({ from: 30, to: 35, count: 2 });
    expect(bands[2]).toEqual({ from: 35, to: 40, count: 1 });
    expect(bands.at(-2)).toEqual({ from: 125, to: 130, count: 1 });
    expect(bands.at(-1)).toEqual({ from: 130, to: null, count: 2 });
    expect(bands.reduce((sum, b) => sum + b.count, 0)).toBe(7);
  });

  it("keeps only medians resting on enough listings, highest first", () => {
    const many = (man: number) => Array.from({ length: 20 }, () => man * 10_000);
    expect(
      rankedMedians([
        { id: 1, prices: many(60) },
        { id: 2, prices: many(80) },
        { id: 3, prices: many(99).slice(0, 19) },
      ]),
    ).toEqual([
      { id: 2, median: 80, count: 20 },
      { id: 1, median: 60, count: 20 },
    ]);
  });
});

describe("the months of the trend", () => {
  it("are the last twelve months in Japan, this one included", () => {
    // 2026-11-30 20:00 UTC is already December 1st in Japan.
    const starts = trendMonthStarts(new Date("2026-11-30T20:00:00Z"));
    expect(starts).toHaveLength(13);
    expect(new Date(starts[0]).toISOString()).toBe("2025-12-31T15:00:00.000Z");
    expect(new Date(starts[11]).toISOString()).toBe("2026-11-30T15:00:00.000Z");
    expect(new Date(starts[12]).toISOString()).toBe("2026-12-31T15:00:00.000Z");
  });
});

describe("a segment's figures from the index", () => {
  const now = new Date("2026-11-20T00:00:00Z");
  const starts = trendMonthStarts(now);
  const JAVA = 1;
  const docs = Array.from({ length: 30 }, (_, i) =>
    testDocument(i + 1, {
      skills: i < 24 ? [JAVA, 2] : [3],
      priceMax: (50 + i) * 10_000,
      workdaysMin: i % 2 === 0 ? 5 : 3,
      remoteType: i < 6 ? RemoteType.fullRemote : RemoteType.none,
      prefectureId: i < 20 ? 13 : 27,
      publishedAt: Date.parse("2026-11-05T00:00:00Z"),
      open: i !== 29,
    }),
  );
  const index = testIndex(docs);

  it("counts open listings only, gives a median from 20 on, and says why not below", () => {
    const java = segmentStats(atOnce(index.marketFacts({ skill: [JAVA] }, starts)), starts, { jobs: [], skills: [] }, JAVA);
    expect(java.count).toBe(24);
    // 50…73 万円: the median of 24 values is between the 12th and 13th, 61 and 62; the quartiles at
    // ranks 5.75 and 17.25 are 55.75 and 67.25, shown to one decimal.
    expect(java.price).toEqual({ q1: 55.8, median: 61.5, q3: 67.3, count: 24 });
    expect(java.remote).toEqual({ remote: 6, onSite: 18 });
    expect(java.workdays).toEqual([
      { days: 1, count: 0 },
      { days: 2, count: 0 },
      { days: 3, count: 12 },
      { days: 4, count: 0 },
      { days: 5, count: 12 },
    ]);
    expect(java.prefectures).toEqual([
      { id: 13, count: 20 },
      { id: 27, count: 4 },
    ]);
    // The segment's own skill is not "asked for with it".
    expect(java.coSkills).toEqual([{ id: 2, count: 24 }]);
    expect(java.trend.at(-1)).toEqual({ month: "2026-11", median: 61.5, count: 24 });

    const other = segmentStats(atOnce(index.marketFacts({ skill: [3] }, starts)), starts, { jobs: [], skills: [] }, 3);
    expect(other.count).toBe(5);
    expect(other.price).toBeNull();
    // The closed listing is part of the month's market, not of today's.
    expect(other.trend.at(-1)).toEqual({ month: "2026-11", median: null, count: 6 });
  });

  it("requires both filters of a combined price list", () => {
    expect(index.openPrices({ skill: [JAVA] }, { prefecture: [27] })).toHaveLength(4);
    expect(index.openPrices({ skill: [JAVA, 3] })).toHaveLength(29);
  });
});

describe("the segment a query asks for", () => {
  it("knows skills and job types by id, and nothing else", () => {
    expect(segmentFromQuery(new URLSearchParams(""))).toEqual({ kind: "all" });
    expect(segmentFromQuery(new URLSearchParams("skill=1"))).toEqual({ kind: "skill", id: 1, name: "Java" });
    expect(segmentFromQuery(new URLSearchParams("job=1"))).toMatchObject({ kind: "job", id: 1 });
    expect(segmentFromQuery(new URLSearchParams("skill=99999"))).toBeNull();
    expect(segmentFromQuery(new URLSearchParams("job=abc"))).toBeNull();
    expect(segmentFromQuery(new URLSearchParams("job=32"))).toBeNull();
    expect(segmentPath({ kind: "skill", id: 1, name: "Java" })).toBe("/project/marketprice/?skill=1");
  });
});

describe("the estimate", () => {
  const form = (entries: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(entries)) data.append(k, v);
    return data;
  };
  const answers = { jobTypeId: "1", "skills[0].id": "1", "skills[0].years": "5", experienceYears: "8", workdays: "5", workStyle: "1", prefectureId: "13" };

  it("takes a job type, skills with years, experience, workdays and a place, and says what is missing", () => {
    const ok = parseWithZod(form({ ...answers, "skills[1].id": "57", "skills[1].years": "3", "skills[2].id": "1", "skills[2].years": "2" }), {
      schema: estimateSchema,
    });
    expect(ok.status === "success" && ok.value).toEqual({
      jobTypeId: 1,
      skills: [
        { id: 1, years: 5 },
        { id: 57, years: 3 },
      ],
      experienceYears: 8,
      workdays: 5,
      workStyle: 1,
      prefectureId: 13,
    });
    const remote = parseWithZod(form({ ...answers, workStyle: String(WorkStyle.remote), prefectureId: "" }), { schema: estimateSchema });
    expect(remote.status === "success" && remote.value.prefectureId).toBeNull();
    const bad = parseWithZod(form({ jobTypeId: "999", "skills[0].id": "1", experienceYears: "8", workdays: "6", workStyle: "1" }), { schema: estimateSchema });
    expect(bad.status === "error" && bad.error).toMatchObject({
      jobTypeId: ["errors.choose"],
      "skills[0].years": ["errors.chooseYears"],
      workdays: ["errors.choose"],
      prefectureId: ["errors.choosePrefecture"],
    });
    // An empty form: every question says so at once, the place included.
    const empty = parseWithZod(form({}), { schema: estimateSchema });
    expect(empty.status === "error" && Object.keys(empty.error ?? {}).sort()).toEqual([
      "experienceYears",
      "jobTypeId",
      "prefectureId",
      "skills[0].id",
      "workStyle",
      "workdays",
    ]);
    const none = parseWithZod(form({ ...answers, "skills[0].id": "", "skills[0].years": "" }), { schema: estimateSchema });
    expect(none.status === "error" && none.error?.["skills[0].id"]).toEqual(["errors.chooseSkills"]);

    // Each message is a text of the `fields` namespace in both languages (the form shows them from there).
    const messages = new Set(
      [bad, empty, none]
        .flatMap((submission) => (submission.status === "error" ? Object.values(submission.error ?? {}) : []))
        .flatMap((errors) => errors ?? []),
    );
    expect([...messages].sort()).toEqual(["errors.choose", "errors.choosePrefecture", "errors.chooseSkills", "errors.chooseYears"]);
    for (const texts of [jaFields, enFields]) for (const key of messages) expect(texts.errors).toHaveProperty(key.replace("errors.", ""));
  });

  it("narrows to the listings that fit, dropping a condition at a time", () => {
    const a: EstimateAnswers = { jobTypeId: 1, skills: [{ id: 1, years: 5 }], experienceYears: 8, workdays: 3, workStyle: WorkStyle.default, prefectureId: 13 };
    expect(estimateLadder(a).map((step) => [step.level, step.filters])).toEqual([
      ["exact", [{ job: [1] }, { skill: [1] }, { workdays: [3] }, { prefecture: [13] }]],
      ["anyPlace", [{ job: [1] }, { skill: [1] }, { workdays: [3] }]],
      ["jobAndSkill", [{ job: [1] }, { skill: [1] }]],
      ["skill", [{ skill: [1] }]],
      ["job", [{ job: [1] }]],
      ["all", [{}]],
    ]);
    expect(estimateLadder({ ...a, workStyle: WorkStyle.remote, prefectureId: null })[0].filters[3]).toEqual({ remote: [1] });
  });

  it("places the range by experience among the fitting prices, in whole 万円", () => {
    // 50, 51, …, 89 万円: 40 prices.
    const prices = Array.from({ length: 40 }, (_, i) => (50 + i) * 10_000);
    // Eight years: the 45th to 75th percentile, ranks 17.55 and 29.25 → 67.55 and 79.25 万円.
    expect(estimateRange(prices, 8)).toEqual({ low: 67, high: 80 });
    // A beginner: the 15th to 45th → 55.85 and 67.55.
    expect(estimateRange(prices, 0)).toEqual({ low: 55, high: 68 });
    expect(estimateRange(prices, 12)).toEqual({ low: 71, high: 84 });
    expect(estimateRange(prices.slice(0, 19), 5)).toBeNull();
  });

  it("names the skills the visitor lacks that pay above their job type's median", () => {
    const medians = [
      { id: 5, median: 80, count: 30 },
      { id: 1, median: 85, count: 40 },
      { id: 7, median: 60, count: 25 },
      { id: 9, median: 72.5, count: 22 },
    ];
    expect(raisingSkills(70, medians, [1])).toEqual([
      { id: 5, median: 80, count: 30, gain: 10 },
      { id: 9, median: 72.5, count: 22, gain: 2.5 },
    ]);
    expect(raisingSkills(null, medians, [])).toEqual([]);
  });

  it("reads stored answers back only when they are whole", () => {
    const a = { jobTypeId: 1, skills: [{ id: 1, years: 5 }], experienceYears: 8, workdays: 5, workStyle: 1, prefectureId: 13 };
    expect(parseStoredAnswers(a)).toEqual(a);
    expect(parseStoredAnswers({ ...a, jobTypeId: 999 })).toBeNull();
    expect(parseStoredAnswers("nonsense")).toBeNull();
  });
});
