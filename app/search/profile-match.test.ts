// Projects matched to a member (decision 015): the criteria a profile makes, and the index ranking open
// listings by them with the reasons shown.
import { describe, expect, it } from "vitest";
import { RemoteType, WorkStyle } from "~/constants";
import { testDocument, testIndex } from "./testing";
import type { SearchDocument } from "./slots";
import { canMatch, matchPlan, matchReasons, type MemberDesires } from "./profile-match";

const JAVA = 1;
const PHP = 2;
const TOKYO = 13;
const OSAKA = 27;

const desires = (extra: Partial<MemberDesires> = {}): MemberDesires => ({
  skills: [{ id: JAVA, years: 5 }],
  jobTypeId: null,
  otherJobTypeIds: [],
  stations: [],
  minPrice: 70,
  workStyle: WorkStyle.default,
  locations: [TOKYO],
  workdays: null,
  ...extra,
});

let nextId = 0;
const listing = (extra: Partial<SearchDocument>) => {
  const id = ++nextId;
  return testDocument(id, { prefectureId: OSAKA, publishedAt: Date.UTC(2026, 10, 1) + id * 1000, ...extra });
};

describe("a member's match plan", () => {
  it("needs a skill, a job type or a price to match on", () => {
    expect(canMatch(desires())).toBe(true);
    expect(canMatch(desires({ skills: [], minPrice: null }))).toBe(false);
    expect(canMatch(desires({ skills: [], minPrice: null, jobTypeId: 1 }))).toBe(true);
  });

  it("weighs a skill by its years, names each reason in Japanese, and keeps remote-only members to remote listings", () => {
    const plan = matchPlan(
      desires({
        skills: [
          { id: JAVA, years: 5 },
          { id: PHP, years: null },
        ],
        workdays: 3,
      }),
    );
    expect(plan.criteria.map((c) => [c.reason, c.weight])).toEqual([
      ["Java 5年", 4.5],
      ["PHP", 3],
      ["希望単価以上", 4],
      ["東京都", 2],
      ["リモート可", 1],
      ["週3日から可", 1.5],
    ]);
    expect(plan.required).toEqual({});
    expect(plan.candidates).toEqual([{ skill: [JAVA] }, { skill: [PHP] }]);
    expect(matchReasons(plan, [5, 4, 0, 2])).toEqual(["Java 5年", "希望単価以上", "週3日から可", "リモート可"]);

    expect(matchPlan(desires({ workStyle: WorkStyle.resident })).criteria.map((c) => c.reason)).not.toContain("リモート可");
    const remote = matchPlan(desires({ workStyle: WorkStyle.remote, locations: [] }));
    expect(remote.required).toEqual({ remote: [1] });
    expect(remote.criteria.map((c) => c.reason)).toEqual(["Java 5年", "希望単価以上"]);
  });
});

describe("ranking open listings for a member", () => {
  const best = listing({ skills: [JAVA], priceMax: 800_000, prefectureId: TOKYO, remoteType: RemoteType.remoteOk });
  const cheap = listing({ skills: [JAVA], priceMax: 500_000, prefectureId: TOKYO });
  const farButPaid = listing({ skills: [JAVA], priceMax: 900_000 });
  const otherSkill = listing({ skills: [PHP], priceMax: 1_000_000, prefectureId: TOKYO, remoteType: RemoteType.fullRemote });
  const closed = listing({ skills: [JAVA], priceMax: 1_000_000, prefectureId: TOKYO, open: false });
  const index = testIndex([cheap, farButPaid, otherSkill, closed, best]);

  it("puts the listing that meets most of the profile first, with why, and leaves out closed and unrelated ones", () => {
    const plan = matchPlan(desires());
    const ranked = index.matchProfile(plan, 30);
    expect(ranked.map((r) => r.id)).toEqual([best.id, farButPaid.id, cheap.id]);
    expect(matchReasons(plan, ranked[0].matched)).toEqual(["Java 5年", "希望単価以上", "東京都", "リモート可"]);
    expect(matchReasons(plan, ranked[2].matched)).toEqual(["Java 5年", "東京都"]);
  });

  it("follows a change of desired price", () => {
    const ranked = index.matchProfile(matchPlan(desires({ minPrice: 85 })), 30);
    expect(ranked.map((r) => r.id)).toEqual([farButPaid.id, best.id, cheap.id]);
  });

  it("shows a remote-only member remote listings only, and keeps to the limit", () => {
    expect(index.matchProfile(matchPlan(desires({ workStyle: WorkStyle.remote, locations: [] })), 30).map((r) => r.id)).toEqual([best.id]);
    expect(
      index.matchProfile(
        matchPlan(
          desires({
            skills: [
              { id: JAVA, years: 1 },
              { id: PHP, years: 1 },
            ],
          }),
        ),
        2,
      ),
    ).toHaveLength(2);
  });
});

describe("job types and stations wished for", () => {
  const SHIBUYA = 17;
  it("weighs the member's own job type above those they would also take, and a station above its prefecture", () => {
    const plan = matchPlan(desires({ skills: [], jobTypeId: 1, otherJobTypeIds: [2, 1], stations: [SHIBUYA], minPrice: null }));
    expect(plan.criteria.map((c) => [c.reason, c.weight])).toEqual([
      ["システムエンジニア(SE)", 2],
      ["プログラマー(PG)", 1.5],
      ["東京都", 2],
      ["渋谷駅", 2.5],
      ["リモート可", 1],
    ]);
    expect(plan.candidates).toEqual([{ job: [1] }, { job: [2] }]);
    expect(canMatch(desires({ skills: [], minPrice: null, otherJobTypeIds: [2] }))).toBe(true);
  });

  it("ranks a listing at the station wished for above one elsewhere in the prefecture", () => {
    const elsewhere = listing({ skills: [JAVA], prefectureId: TOKYO, stationId: 16 });
    const atStation = listing({ skills: [JAVA], prefectureId: TOKYO, stationId: SHIBUYA });
    const index = testIndex([elsewhere, atStation]);
    const plan = matchPlan(desires({ stations: [SHIBUYA], minPrice: null }));
    const ranked = index.matchProfile(plan, 30);
    expect(ranked.map((r) => r.id)).toEqual([atStation.id, elsewhere.id]);
    expect(matchReasons(plan, ranked[0].matched)).toEqual(["Java 5年", "渋谷駅", "東京都"]);
  });
});
