import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { SKILLS } from "~/data/skills";
import { agentQuerySearch, parseAgentQuery, sortAgents, type AgentCard } from "./directory";
import { recommendAgents, type AgentMatchFacts } from "./recommendation";
import { ratingDistribution, ratingText } from "./reviews";
import { reviewSchema } from "./review-schema";
import type { AgentNumbers } from "./numbers";

const java = SKILLS.find((s) => s.name === "Java")!.id;
const php = SKILLS.find((s) => s.name === "PHP")!.id;

function card(id: number, numbers: Partial<AgentNumbers>, rating: AgentCard["rating"] = null): AgentCard {
  return {
    id,
    name: `エージェント${id}`,
    catchCopy: "",
    logoUrl: "",
    numbers: { listingCount: 10, price: null, remoteShare: 0.3, topSkills: [], topJobs: [], ...numbers },
    rating,
  };
}

describe("the agent list's query", () => {
  it("keeps what it knows and drops the rest, so an old or mistyped link still lists agents", () => {
    expect(parseAgentQuery(new URLSearchParams("sort=rating&skill=1&prefecture=13&page=2"))).toEqual({ sort: "rating", skill: 1, prefecture: 13, page: 2 });
    expect(parseAgentQuery(new URLSearchParams("sort=cheap&skill=999999&prefecture=48&page=-1"))).toEqual({
      sort: "listings",
      skill: null,
      prefecture: null,
      page: 1,
    });
    expect(parseAgentQuery(new URLSearchParams("skill=1e3&prefecture=%E6%9D%B1"))).toMatchObject({ skill: null, prefecture: null });
  });

  it("writes back only what differs from the defaults", () => {
    expect(agentQuerySearch({ sort: "listings", page: 1 })).toBe("");
    expect(agentQuerySearch({ sort: "price", skill: 3, page: 2 })).toBe("?skill=3&sort=price&page=2");
  });
});

describe("the agent list's orders", () => {
  const cards = [
    card(1, { listingCount: 50, price: { q1: 60e4, median: 70e4, q3: 80e4 } }, { average: 3.5, count: 4 }),
    card(2, { listingCount: 80, price: null }),
    card(3, { listingCount: 20, price: { q1: 80e4, median: 95e4, q3: 110e4 } }, { average: 4.5, count: 2 }),
    card(4, { listingCount: 80, price: { q1: 50e4, median: 60e4, q3: 70e4 } }, { average: 4.5, count: 6 }),
  ];
  const ids = (sort: Parameters<typeof sortAgents>[1]) => sortAgents(cards, sort).map((c) => c.id);

  it("puts most listings first, ties by id", () => expect(ids("listings")).toEqual([2, 4, 1, 3]));
  it("puts the best rated first, more reviews breaking a tie, unrated last", () => expect(ids("rating")).toEqual([4, 3, 1, 2]));
  it("puts the highest median price first, agents without prices last", () => expect(ids("price")).toEqual([3, 1, 4, 2]));
});

describe("recommendations", () => {
  // The site: 100 listings over four agents; Java is in 20 of them (20 %), remote 30 %.
  const cards = [
    card(1, { listingCount: 40, remoteShare: 0.2 }),
    card(2, { listingCount: 20, remoteShare: 0.8 }),
    card(3, { listingCount: 30, remoteShare: 0.1 }, { average: 4.6, count: 5 }),
    card(4, { listingCount: 10, remoteShare: 0.5 }),
  ];
  const facts = new Map<number, AgentMatchFacts>([
    [1, { skillCounts: new Map([[java, 4]]), prices: [50e4, 60e4, 70e4] }],
    // 12 of 20 Java: 60 %, three times the site's share.
    [2, { skillCounts: new Map([[java, 12]]), prices: [80e4, 90e4, 60e4] }],
    [3, { skillCounts: new Map([[php, 9]]), prices: [90e4] }],
    // 4 of 10 is twice the site's share, and 4 listings are enough.
    [4, { skillCounts: new Map([[java, 4]]), prices: [] }],
  ]);

  it("gives the reasons that hold: many listings of a wanted skill, remote, the desired price", () => {
    // Scores: agent 2 = 0.6 (Java) + 0.8 (remote) + 2/3 (priced ≥ 80万) ≈ 2.07; agent 3 = 1 (its only
    // priced listing pays 90万) + 0.2 × 4.6 / 5 ≈ 1.18; agent 4 = 0.4 (Java). Agent 1 has a tenth of
    // its listings in Java, under the site's share, and nothing else: left out.
    const result = recommendAgents(cards, facts, { skills: [java], minPrice: 80e4, remote: true });
    expect(result.map((r) => r.card.id)).toEqual([2, 3, 4]);
    expect(result[0].reasons).toEqual([{ kind: "skill", skill: "Java" }, { kind: "remote" }, { kind: "price", price: 80e4 }]);
    expect(result[1].reasons).toEqual([
      { kind: "price", price: 80e4 },
      { kind: "rating", average: 4.6 },
    ]);
    expect(result[2].reasons).toEqual([{ kind: "skill", skill: "Java" }]);
  });

  it("leaves out agents whose only merit is a good rating", () => {
    expect(recommendAgents(cards, facts, { skills: [php], minPrice: null, remote: false }).map((r) => r.card.id)).toEqual([3]);
    expect(recommendAgents(cards, facts, { skills: [], minPrice: 200e4, remote: false })).toEqual([]);
  });

  it("without preferences, shows the agents with the most listings", () => {
    const result = recommendAgents(cards, facts, { skills: [], minPrice: null, remote: false });
    expect(result.map((r) => r.card.id)).toEqual([1, 3, 2, 4]);
    expect(result[0].reasons).toEqual([{ kind: "listings" }]);
  });
});

describe("reviews", () => {
  it("accept a rating of 1 to 5, a title, a text of 50 to 1,000 characters and an optional line about the writer", () => {
    const ok = reviewSchema.safeParse({ rating: "4", title: " 対応が早い ", body: "あ".repeat(50), reviewer: "" });
    expect(ok.success && ok.data).toEqual({ rating: 4, title: "対応が早い", body: "あ".repeat(50), reviewer: "" });
    const errors = (input: object) => {
      const result = reviewSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(errors({ rating: "6", title: "a", body: "あ".repeat(50) })).toEqual(["review.errors.rating"]);
    expect(errors({ rating: "x", title: "", body: "あ".repeat(49) })).toEqual([
      "review.errors.rating",
      "review.errors.titleRequired",
      "review.errors.bodyTooShort",
    ]);
    expect(errors({ rating: "5", title: "あ".repeat(41), body: "あ".repeat(1001), reviewer: "あ".repeat(31) })).toEqual([
      "review.errors.titleTooLong",
      "review.errors.bodyTooLong",
      "review.errors.reviewerTooLong",
    ]);
    // A line break sent as \r\n is one character, as the visitor sees it.
    expect(errors({ rating: "5", title: "t", body: `${"あ".repeat(24)}\r\n${"あ".repeat(25)}` })).toEqual([]);
  });

  it("read a posted form as Conform does: an empty optional line is no error, an empty text says what is missing", () => {
    const data = new FormData();
    for (const [key, value] of [
      ["rating", "5"],
      ["title", "対応が早い"],
      ["body", "あ".repeat(60)],
      ["reviewer", ""],
    ])
      data.append(key, value);
    expect(parseWithZod(data, { schema: reviewSchema }).status).toBe("success");
    data.set("body", "   ");
    const result = parseWithZod(data, { schema: reviewSchema });
    expect(result.status === "error" && result.error).toEqual({ body: ["review.errors.bodyTooShort"] });
  });

  it("print averages to one decimal and count each rating", () => {
    expect(ratingText(3.75)).toBe("3.8");
    expect(ratingText(4)).toBe("4.0");
    expect(ratingText(3.65)).toBe("3.7");
    expect(ratingDistribution([5, 5, 4, 1])).toEqual([
      { rating: 5, count: 2, share: 0.5 },
      { rating: 4, count: 1, share: 0.25 },
      { rating: 3, count: 0, share: 0 },
      { rating: 2, count: 0, share: 0 },
      { rating: 1, count: 1, share: 0.25 },
    ]);
  });
});
