import { describe, expect, it } from "vitest";
import { RemoteType } from "~/constants";
import { SearchIndex } from "~/search/index";
import { testDocument } from "~/search/testing";
import type { SearchDocument } from "~/search/slots";
import { agentNumbers, percentile, priceQuartiles, sortedPrices, toManYen } from "./numbers";

const listing = (id: number, agentId: number, extra: Partial<SearchDocument> = {}) => testDocument(id, { agentId, completeness: 1, ...extra });

describe("price quartiles", () => {
  it("interpolates between the nearest ranks, as worked out by hand", () => {
    // Sorted: 50 60 70 80. q1 at rank 0.75: 50 + 0.75 × 10 = 57.5; median at 1.5: 65; q3 at 2.25: 72.5.
    expect(priceQuartiles([80, 50, 70, 60])).toEqual({ q1: 57.5, median: 65, q3: 72.5 });
    // Odd count: the median is the middle value; q1 at rank 1 and q3 at rank 3 are values too.
    expect(priceQuartiles([40, 90, 55, 70, 62])).toEqual({ q1: 55, median: 62, q3: 70 });
    expect(priceQuartiles([75])).toEqual({ q1: 75, median: 75, q3: 75 });
    expect(priceQuartiles([])).toBeNull();
    expect(percentile([10, 20], 1)).toBe(20);
  });

  it("sorts a million prices by radix as a comparison sort would", () => {
    // Whole yen up to 3,000,000 spread over both 16-bit halves, with repeats; and a short list.
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647);
    const many = Array.from({ length: 100_000 }, () => random() % 3_000_000);
    expect([...sortedPrices(many)]).toEqual([...many].sort((a, b) => a - b));
    expect([...sortedPrices([650_000, 70_000, 650_000, 0])]).toEqual([0, 70_000, 650_000, 650_000]);
  });

  it("shows yen as whole 万円", () => {
    expect(toManYen(575_000)).toBe(58);
    expect(toManYen(1_200_000)).toBe(120);
  });
});

describe("an agent's numbers from the index", () => {
  // Agent 1: five open listings and one closed; one project listed twice (group 103); agent 2 elsewhere.
  const index = new SearchIndex();
  index.upsert(listing(101, 1, { priceMax: 500_000, remoteType: RemoteType.fullRemote, skills: [1, 2], jobs: [5] }));
  index.upsert(listing(102, 1, { priceMax: 700_000, remoteType: RemoteType.remoteOk, skills: [1], jobs: [5] }));
  index.upsert(listing(103, 1, { priceMax: 900_000, skills: [1, 3], jobs: [6], groupId: 103 }));
  index.upsert(listing(104, 1, { priceMax: 900_000, skills: [1, 3], jobs: [6], groupId: 103 }));
  index.upsert(listing(105, 1, { priceMax: null, remoteType: RemoteType.onlineMeetingOk, skills: [2], jobs: [5] }));
  index.upsert(listing(106, 1, { priceMax: 2_000_000, open: false, skills: [4] }));
  index.upsert(listing(201, 2, { priceMax: 1_000_000, remoteType: RemoteType.fullRemote, skills: [4] }));
  index.finalize();

  it("counts open listings once a project, and computes quartiles and remote share over them", () => {
    const numbers = agentNumbers(index.agentListingFacts(1));
    // Open: 101, 102, 103 (104 is the same project), 105 → 4. Closed 106 and agent 2's 201 are not counted.
    expect(numbers.listingCount).toBe(4);
    // Priced: 50万, 70万, 90万 (105 states none). Sorted 500k 700k 900k: q1 600k, median 700k, q3 800k.
    expect(numbers.price).toEqual({ q1: 600_000, median: 700_000, q3: 800_000 });
    // Remote possible: 101 (フルリモート) and 102 (リモート可); online interviews only is not remote. 2 of 4.
    expect(numbers.remoteShare).toBe(0.5);
    // Skill 1 in 101, 102, 103 → 3; skill 2 in 101, 105 → 2; skill 3 in 103 → 1.
    expect(numbers.topSkills.map((s) => [s.id, s.count])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    expect(numbers.topJobs.map((j) => [j.id, j.count])).toEqual([
      [5, 3],
      [6, 1],
    ]);
  });

  it("narrows to a skill or a place for the agent list's filters", () => {
    expect(index.agentListingFacts(1, { skill: [2] }).count).toBe(2);
    expect(index.agentListingFacts(1, { prefecture: [27] }).count).toBe(0);
    expect(agentNumbers(index.agentListingFacts(3))).toMatchObject({ listingCount: 0, price: null, remoteShare: null, topSkills: [] });
  });
});
