import { describe, expect, it } from "vitest";
import { skillByName } from "~/data/skills";
import { conditionsInKeyword, correctedWord, editDistance, keywordMeaning, typosAllowed, withConditionWords } from "./keyword-meaning";

describe("condition words", () => {
  it.each([
    ["フルリモート", { remote: [2] }],
    ["リモート可", { remote: [1] }],
    ["在宅", { remote: [1] }],
    ["週3", { workdays: [3] }],
    ["週3日以下", { workdays: [3] }],
    ["高単価", { price_over: [80] }],
    ["80万以上", { price_over: [80] }],
    ["85万円以上", { price_over: [80] }],
    ["時給5000円以上", { price_over: [80] }],
    ["日額4万円以上", { price_over: [80] }],
    ["東京", { prefecture: [13] }],
    ["東京都", { prefecture: [13] }],
    ["名古屋", { prefecture: [23] }],
    ["関西", { prefecture: [25, 26, 27, 28, 29, 30] }],
    ["未経験可", { characteristic: [12] }],
  ])("%s → %j", (word, filters) => {
    expect(conditionsInKeyword(word)).toEqual({ filters, conditionWords: [word], rest: "" });
  });

  it("takes a station by its name, with or without 駅, and leaves other words as the keyword", () => {
    const shibuya = conditionsInKeyword("Java 渋谷駅 週3");
    expect(shibuya.rest).toBe("Java");
    expect(shibuya.filters.workdays).toEqual([3]);
    expect(shibuya.filters.station).toHaveLength(1);
    expect(conditionsInKeyword("渋谷").filters.station).toEqual(shibuya.filters.station);
    // A name that is a prefecture too is the prefecture, unless it says 駅.
    expect(conditionsInKeyword("大阪").filters).toEqual({ prefecture: [27] });
    expect(conditionsInKeyword("Java開発").conditionWords).toEqual([]);
  });

  it("keeps words that only look like conditions: 週3以上, a prefecture's romaji, a price below the panel's", () => {
    expect(conditionsInKeyword("週3以上").conditionWords).toEqual([]);
    expect(conditionsInKeyword("redux saga").conditionWords).toEqual([]);
    expect(conditionsInKeyword("30万以上").filters).toEqual({ price_over: [30] });
  });
});

describe("searches saved with condition words", () => {
  it("are read as the page reads them: the words become filters, merged with the saved ones", () => {
    expect(withConditionWords({ filters: { remote: [1], skill: [3] }, keyword: "Java フルリモート 東京" })).toEqual({
      filters: { remote: [1, 2], skill: [3], prefecture: [13] },
      keyword: "Java",
    });
    const plain = { filters: {}, keyword: "Java" };
    expect(withConditionWords(plain)).toBe(plain);
  });
});

describe("what words mean", () => {
  it("reads the longest run of words the vocabulary knows as one", () => {
    expect(keywordMeaning("Amazon Web Services 東京").map((w) => w.name)).toEqual(["AWS", "東京"]);
    expect(keywordMeaning("ruby on rails").map((w) => w.name)).toEqual(["Ruby on Rails"]);
  });

  it("finds a skill by its id and by the skills that imply it", () => {
    const [php] = keywordMeaning("PHP");
    expect(php.filters[0].skill).toEqual(expect.arrayContaining([skillByName("PHP").id, skillByName("Laravel").id]));
    const [java] = keywordMeaning("Java");
    expect(java.filters[0].skill).not.toContain(skillByName("JavaScript").id);
  });

  it("drops an ending that adds nothing: Javaエンジニア is Java", () => {
    expect(keywordMeaning("Javaエンジニア")[0].name).toBe("Java");
    expect(keywordMeaning("Go案件")[0].name).toBe("Go");
  });

  it("drops a word of punctuation only", () => {
    expect(keywordMeaning("Java / Spring").map((w) => w.name)).toEqual(["Java", "Spring"]);
  });

  it("keeps a word the vocabulary does not know as text", () => {
    expect(keywordMeaning("物流倉庫")).toEqual([{ word: "物流倉庫", name: "物流倉庫", texts: ["物流倉庫"], ownTexts: ["物流倉庫"], filters: [] }]);
  });

  it("never matches a short alias or a part of a longer reading in text", () => {
    const [js] = keywordMeaning("JS");
    expect(js.texts).not.toContain("js");
    const [java] = keywordMeaning("ジャバ");
    expect(java.texts).not.toContain("ジャバ");
  });
});

describe("typos", () => {
  it("allows none below five letters, one below nine, two from nine (Meilisearch's and Algolia's defaults)", () => {
    expect([4, 5, 8, 9].map(typosAllowed)).toEqual([0, 1, 1, 2]);
  });

  it("counts a swap of two neighbours as one edit", () => {
    expect(editDistance("pyhton", "python", 2)).toBe(1);
    expect(editDistance("typescirpt", "typescript", 2)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });

  it.each([
    ["pyhton", "python"],
    ["typescirpt", "typescript"],
    ["javaa", "java"],
    ["kubernates", "kubernetes"],
    ["salesfroce", "salesforce"],
    ["djnago", "django"],
  ])("%s → %s", (typed, meant) => {
    expect(correctedWord(typed)).toBe(meant);
  });

  it("never corrects a short word or a word in Japanese", () => {
    expect(correctedWord("jav")).toBeNull();
    expect(correctedWord("gogo")).toBeNull();
    expect(correctedWord("パイソソ")).toBeNull();
  });
});
