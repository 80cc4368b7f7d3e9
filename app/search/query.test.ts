import { describe, expect, it } from "vitest";
import { isSameSearch, normalizeSearchQuery, parseIdList, parseSearchQuery, searchParamsFor } from "./query";

const parse = (qs: string) => parseSearchQuery(new URLSearchParams(qs));

describe("parseIdList", () => {
  it("keeps integers, drops non-numbers and empty values", () => {
    expect(parseIdList(["abc,,12"])).toEqual([12]);
    expect(parseIdList(["3,1,2,3"])).toEqual([1, 2, 3]);
    expect(parseIdList(["-1,1.5,0x10, 7 "])).toEqual([7]);
    expect(parseIdList(["99999999999"])).toEqual([]);
  });
  it("merges repeated keys", () => {
    expect(parseIdList(["1", "2,3", "1"])).toEqual([1, 2, 3]);
  });
});

describe("parseSearchQuery", () => {
  it("reads every filter key", () => {
    const q = parse("skill=12,abc,,3&prefecture=13&remote=1&workdays=3&price_over=70&station=5&keyword=React");
    expect(q.filters).toEqual({ skill: [3, 12], prefecture: [13], remote: [1], workdays: [3], price_over: [70], station: [5] });
    expect(q.keyword).toBe("React");
    expect(q.sort).toBe("suggest");
    expect(q.page).toBe(1);
  });

  it("cuts a keyword over 200 characters and says so", () => {
    const q = parse(`keyword=${"あ".repeat(10_000)}`);
    expect([...q.keyword]).toHaveLength(200);
    expect(q.keywordTruncated).toBe(true);
    expect(parse("keyword=東京").keywordTruncated).toBe(false);
  });

  it("falls back on bad sort and page values", () => {
    expect(parse("sort=evil&page=-1")).toMatchObject({ sort: "suggest", page: 1 });
    expect(parse("sort=price&page=4")).toMatchObject({ sort: "price", page: 4 });
  });

  it("adds a category page's own filter", () => {
    expect(parseSearchQuery(new URLSearchParams("skill=2"), { skill: [1] }).filters.skill).toEqual([1, 2]);
  });
});

describe("normalizeSearchQuery", () => {
  it("sorts keys and values and keeps the keyword", () => {
    expect(normalizeSearchQuery(parse("skill=3,1&prefecture=13&keyword=Java 東京"))).toBe("keyword=Java+%E6%9D%B1%E4%BA%AC&prefecture=13&skill=1,3");
  });

  it("treats characteristic 1 as remote 1", () => {
    expect(isSameSearch(parse("characteristic=1"), parse("remote=1"))).toBe(true);
    expect(isSameSearch(parse("characteristic=1,2&skill=1"), parse("skill=1&remote=1&characteristic=2"))).toBe(true);
    expect(isSameSearch(parse("characteristic=2"), parse("remote=1"))).toBe(false);
  });

  it("ignores order, duplicates, sort and page, but not the keyword", () => {
    expect(isSameSearch(parse("skill=2,1&sort=price&page=3"), parse("skill=1&skill=2"))).toBe(true);
    expect(isSameSearch(parse("keyword=Java"), parse("keyword=PHP"))).toBe(false);
  });
});

describe("searchParamsFor", () => {
  it("writes a search back as URL parameters, defaults left out", () => {
    const q = parse("skill=2,1&keyword=Go&sort=suggest&page=1");
    expect(searchParamsFor(q).toString()).toBe("skill=1%2C2&keyword=Go");
    expect(searchParamsFor({ ...q, sort: "price", page: 3 }, ["skill"]).toString()).toBe("keyword=Go&sort=price&page=3");
  });
});
