import { beforeAll, describe, expect, it } from "vitest";
import { createRandom } from "~/seed/random";
import { PriceUnit, RemoteType, SORT_OPTIONS, type SortOption } from "~/constants";
import { SKILLS } from "~/data/skills";
import { keywordMeaning } from "./keyword-meaning";
import { SearchIndex } from "./index";
import { generatedDocuments, testDocument, testIndex } from "./testing";
import type { SearchDocument } from "./slots";
import { suggestScore } from "./sort-orders";
import { monthlyPrice } from "~/models/listing/rules";
import { asciiTokens, keywordWords, normalizeText } from "./text";
import { FILTER_KEYS, type Filters } from "./query";
import { resolveCross } from "./search-engine.server";

const NOW = new Date("2026-11-21T00:00:00Z");

const doc = (id: number, text: string, extra: Partial<SearchDocument> = {}) => testDocument(id, { text, publishedAt: NOW.getTime() - id * 1000, ...extra });

const build = testIndex;

const ids = (index: SearchIndex, filters: Filters, keyword = "", sort: SortOption = "created_at") =>
  index.page(index.matching(filters, keyword, resolveCross), { offset: 0, limit: 1000, sort }).ids;

describe("keyword matching", () => {
  const index = build([
    doc(1, "【Java】金融システム開発"),
    doc(2, "【JavaScript】フロントエンド開発"),
    doc(3, "Go言語でのAPI開発 東京都"),
    doc(4, "Googleアナリティクス導入支援"),
    doc(5, "C#/.NETの業務アプリ"),
    doc(6, "C++による組み込み開発"),
    doc(7, "Node.jsとReactのWeb開発 在宅可"),
    doc(8, "ＡＷＳ基盤構築（ﾌﾙﾘﾓｰﾄ）"),
    doc(9, "京都の東山区でC言語開発"),
    doc(10, "C#経験者歓迎"),
  ]);
  const find = (keyword: string) => ids(index, {}, keyword).sort((a, b) => a - b);

  it("matches ASCII words on word boundaries", () => {
    expect(find("Java")).toEqual([1]);
    expect(find("JavaScript")).toEqual([2]);
    expect(find("Go")).toEqual([3]);
    expect(find("google")).toEqual([4]);
  });

  it("keeps C#, C++, .NET and Node.js whole", () => {
    expect(find("C#")).toEqual([5, 10]);
    expect(find("c++")).toEqual([6]);
    expect(find(".NET")).toEqual([5]);
    expect(find("Node.js")).toEqual([7]);
    expect(find("node")).toEqual([7]);
    expect(find("C")).toEqual([9]);
  });

  it("is exact for one- and two-character Japanese words", () => {
    expect(find("東京")).toEqual([3]);
    expect(find("在宅")).toEqual([7]);
    expect(find("京")).toEqual([3, 9]);
    expect(find("東山")).toEqual([9]);
  });

  it("folds full-width and half-width forms", () => {
    expect(find("aws")).toEqual([8]);
    expect(find("ＡＷＳ")).toEqual([8]);
    expect(find("フルリモート")).toEqual([8]);
    expect(find("ｊａｖａ")).toEqual([1]);
  });

  it("ANDs words separated by half- or full-width spaces", () => {
    expect(find("開発 東京")).toEqual([3]);
    expect(find("開発　React")).toEqual([7]);
    expect(find("Java 東京")).toEqual([]);
  });

  it("checks longer words against the text, not just their bigrams", () => {
    // 組み込み and 開発 are both in 6, but not 込み開.
    expect(find("組み込み開発")).toEqual([6]);
    expect(find("金融開発")).toEqual([]);
    expect(find("C#経験者")).toEqual([10]);
  });
});

describe("filters, sorting and pages", () => {
  const docs = [
    doc(1, "a", { skills: [1], prefectureId: 13, priceMax: 800_000, workdaysMin: 3, remoteType: RemoteType.fullRemote, publishedAt: 5 }),
    doc(2, "b", { skills: [2], prefectureId: 27, priceMax: 700_000, workdaysMin: 5, remoteType: RemoteType.remoteOk, publishedAt: 4 }),
    doc(3, "c", { skills: [1, 2], prefectureId: 13, priceMax: 5_000, priceUnit: PriceUnit.hour, workdaysMin: 2, publishedAt: 3 }),
    doc(4, "d", { skills: [3], prefectureId: 13, priceMax: null, open: false, publishedAt: 2 }),
    doc(5, "e", { skills: [1], prefectureId: 14, priceMax: 900_000, remoteType: RemoteType.onlineMeetingOk, characteristics: [2], publishedAt: 1 }),
  ];
  const index = build(docs);

  it("ORs values of one key and ANDs keys", () => {
    expect(ids(index, { skill: [1, 2] })).toEqual([1, 2, 3, 5]);
    expect(ids(index, { skill: [1, 2], prefecture: [13] })).toEqual([1, 3]);
  });

  it("shows open listings unless asked otherwise", () => {
    expect(ids(index, {})).toEqual([1, 2, 3, 5]);
    expect(ids(index, { open: [2] })).toEqual([4]);
    expect(ids(index, { open: [1, 2] })).toEqual([1, 2, 3, 4, 5]);
  });

  it("reads remote, workdays and price_over as documented", () => {
    expect(ids(index, { remote: [1] })).toEqual([1, 2]);
    expect(ids(index, { remote: [2] })).toEqual([1]);
    expect(ids(index, { remote: [3] })).toEqual([5]);
    expect(ids(index, { workdays: [3] })).toEqual([1, 3]);
    // 5,000円/時 is 80万円 a month at 160 hours.
    expect(ids(index, { price_over: [80] })).toEqual([1, 3, 5]);
    expect(ids(index, { price_over: [90, 80] })).toEqual([1, 3, 5]);
  });

  it("sorts by newest, price and recommendation", () => {
    expect(ids(index, {}, "", "created_at")).toEqual([1, 2, 3, 5]);
    expect(ids(index, {}, "", "price")).toEqual([5, 1, 3, 2]);
    const suggested = ids(index, {}, "", "suggest");
    expect(new Set(suggested)).toEqual(new Set([1, 2, 3, 5]));
  });

  it("pages through results", () => {
    const set = index.matching({}, "");
    expect(index.page(set, { offset: 1, limit: 2, sort: "created_at" })).toEqual({ total: 4, ids: [2, 3] });
    expect(index.page(set, { offset: 10, limit: 2, sort: "created_at" })).toEqual({ total: 4, ids: [] });
  });

  it("counts facets with the other filters applied", () => {
    expect(Object.fromEntries(index.facetCounts("skill", { skill: [1], prefecture: [13] }, ""))).toEqual({ 1: 2, 2: 1 });
    expect(Object.fromEntries(index.facetCounts("prefecture", { skill: [1] }, ""))).toEqual({ 13: 2, 14: 1 });
    const options = index.optionCounts({}, "");
    expect(options.remote.get(1)).toBe(2);
    expect(options.workdays.get(3)).toBe(2);
  });

  it("follows changes: added, changed and closed listings", async () => {
    const live = build(docs);
    live.upsert(doc(6, "新着 Rust案件", { skills: [1], publishedAt: 100 }));
    expect(ids(live, { skill: [1] })).toEqual([6, 1, 3, 5]);
    live.upsert({ ...docs[0], open: false });
    expect(ids(live, { skill: [1] })).toEqual([6, 3, 5]);
    live.upsert({ ...docs[1], text: "Rust 大阪" });
    expect(ids(live, {}, "rust")).toEqual([6, 2]);
    live.remove(6);
    expect(ids(live, {}, "rust")).toEqual([2]);
    await live.mergeRecent(async () => {});
    expect(ids(live, {}, "", "created_at")).toEqual([2, 3, 5]);
  });
});

describe("grouped listings (the same project from several agents)", () => {
  it("shows one card a group, but every agent's own listing when searching by agent", () => {
    const index = build([
      doc(1, "Java 金融", { agentId: 1, groupId: 1 }),
      doc(2, "Java 金融", { agentId: 2, groupId: 1 }),
      doc(3, "Java 保険", { agentId: 2 }),
    ]);
    expect(ids(index, {}, "java").sort()).toEqual([1, 3]);
    expect(ids(index, { agent: [2] }).sort()).toEqual([2, 3]);
    // When the group breaks up, the listing shows on its own again.
    index.upsert(doc(2, "Java 金融", { agentId: 2, groupId: null }));
    expect(ids(index, {}, "java").sort()).toEqual([1, 2, 3]);
  });
});

describe("keyword caches follow additions", () => {
  it("finds listings added after a word was first searched", () => {
    const index = build([doc(1, "東京のJava開発"), doc(2, "大阪のフロントエンド開発")]);
    const find = (keyword: string) => ids(index, {}, keyword).sort((a, b) => a - b);
    expect(find("東京")).toEqual([1]);
    expect(find("java")).toEqual([1]);
    expect(find("フロントエンド")).toEqual([2]);
    expect(find("京")).toEqual([1]);
    index.upsert(doc(3, "東京のフロントエンド開発（Java）"));
    index.upsert(doc(4, "京都の案件"));
    expect(find("東京")).toEqual([1, 3]);
    expect(find("java")).toEqual([1, 3]);
    expect(find("フロントエンド")).toEqual([2, 3]);
    expect(find("京")).toEqual([1, 3, 4]);
    index.upsert(doc(1, "名古屋の案件"));
    expect(find("東京")).toEqual([3]);
    expect(find("java")).toEqual([3]);
  });

  it("grows with the index past its first capacity", () => {
    const index = build([doc(1, "東京 Go")]);
    expect(ids(index, {}, "go")).toEqual([1]);
    for (let id = 2; id <= 3000; id++) index.upsert(doc(id, id % 2 ? "東京 Go" : "大阪 Rust"));
    expect(index.matching({}, "go").count()).toBe(1500);
    expect(index.matching({}, "東京 go").count()).toBe(1500);
    expect(Object.fromEntries(index.facetCounts("prefecture", {}, "rust"))).toEqual({ 13: 1500 });
  });
});

describe("agreement with a plain reference implementation", () => {
  const docs = generatedDocuments(6_000);
  // Built in two steps so the tail-merging path is exercised too; the text spans many small pages,
  // and the index makes room ahead of the slots running out.
  const index = new SearchIndex(4_500, { textPageSize: 4_096 });
  for (const d of docs.slice(0, 4_000)) index.upsert(d);
  index.finalize();
  beforeAll(async () => {
    for (const d of docs.slice(4_000)) {
      index.upsert(d);
      if (index.needsRoom) await index.makeRoom(async () => {});
    }
  });

  function matches(d: SearchDocument, filters: Filters, keyword: string): boolean {
    const open = filters.open ?? [1];
    if (!((d.open && open.includes(1)) || (!d.open && open.includes(2)))) return false;
    const anyOf = (ids: number[] | undefined, values: Array<number | null>) => !ids || ids.some((id) => values.includes(id));
    if (!anyOf(filters.skill, d.skills) || !anyOf(filters.prefecture, [d.prefectureId]) || !anyOf(filters.job, d.jobs)) return false;
    if (!anyOf(filters.industry, d.industries) || !anyOf(filters.characteristic, d.characteristics) || !anyOf(filters.agent, [d.agentId])) return false;
    if (!anyOf(filters.station, [d.stationId]) || !anyOf(filters.contract, [d.contractStatus])) return false;
    if (filters.remote) {
      const types = filters.remote.flatMap((v) => (v === 1 ? [1, 2] : v === 2 ? [2] : v === 3 ? [3] : []));
      if (!types.includes(d.remoteType)) return false;
    }
    if (filters.workdays && (d.workdaysMin ?? 5) > Math.max(...filters.workdays)) return false;
    if (filters.price_over && monthlyPrice(d) < Math.min(...filters.price_over) * 10_000) return false;
    if (
      filters.cross &&
      !filters.cross.some((id) => {
        const f = resolveCross(id);
        return f && matches(d, { ...f, open: filters.open }, "");
      })
    )
      return false;
    // A word matches when the text has one of the texts it stands for, or the listing one of its ids.
    const text = normalizeText(d.text);
    const hasText = (phrase: string) =>
      keywordWords(phrase).every((word) => (word.kind === "token" ? asciiTokens(text).includes(word.token) : text.includes(word.text)));
    return keywordMeaning(keyword).every(
      (word) =>
        word.texts.some(hasText) ||
        word.filters.some(
          (f) =>
            (!f.skill || anyOf(f.skill, d.skills)) &&
            (!f.job || anyOf(f.job, d.jobs)) &&
            (!f.industry || anyOf(f.industry, d.industries)) &&
            (!f.characteristic || anyOf(f.characteristic, d.characteristics)),
        ),
    );
  }

  const compareFor = (sort: SortOption) => (a: SearchDocument, b: SearchDocument) => {
    const pa = monthlyPrice(a),
      pb = monthlyPrice(b);
    if (sort === "created_at") return b.publishedAt - a.publishedAt || b.id - a.id;
    if (sort === "price") return pb - pa || b.publishedAt - a.publishedAt || b.id - a.id;
    return suggestScore(b, pb) - suggestScore(a, pa) || b.id - a.id;
  };

  const KEYWORDS = [
    "",
    "",
    "",
    "java",
    "react",
    "東京",
    "大阪",
    "開発",
    "フロントエンド",
    "東",
    "保守運用",
    "ｐｙｔｈｏｎ",
    "go",
    "c#",
    "aws 東京",
    "システム 開発",
    "存在しない語",
  ];
  const random = createRandom(99);
  const pick = <T>(items: readonly T[]) => items[random.int(0, items.length - 1)];
  const someIds = (max: number, count = random.int(1, 3)) => Array.from({ length: count }, () => random.int(1, max));

  it("keeps each word's listings right as listings are added and replaced after it was searched", () => {
    const growing = new SearchIndex(1_024, { textPageSize: 4_096 });
    const all = (index: SearchIndex, keyword: string) =>
      index.page(index.matching({ open: [1, 2] }, keyword, resolveCross), { offset: 0, limit: 10_000, sort: "created_at" }).ids.sort((a, b) => a - b);
    for (const d of docs.slice(0, 2_000)) growing.upsert(d);
    for (const keyword of KEYWORDS) all(growing, keyword);
    const revised = docs.slice(0, 100).map((d) => ({ ...d, text: `${d.text} Rust 機械学習` }));
    for (const d of [...docs.slice(2_000, 3_000), ...revised]) growing.upsert(d);
    const now = [...revised, ...docs.slice(100, 3_000)];
    for (const keyword of [...KEYWORDS, "Rust", "AI"]) {
      const expected = now.filter((d) => matches(d, { open: [1, 2] }, keyword)).map((d) => d.id);
      expect(all(growing, keyword), keyword).toEqual(expected.sort((a, b) => a - b));
    }
  });

  it("gives the same totals and ids for 300 random queries", async () => {
    for (let run = 0; run < 300; run++) {
      // Half the queries merge the recent slots in at query time, half run on the merged orders.
      if (run === 150) await index.mergeRecent(async () => {});
      const filters: Filters = {};
      const keys = random.sample(
        FILTER_KEYS.filter((k) => k !== "open"),
        random.int(0, 3),
      );
      for (const key of keys) {
        filters[key] = {
          skill: () => someIds(SKILLS.length),
          prefecture: () => [pick([13, 14, 27, 23, 40, 1])],
          job: () => someIds(40),
          industry: () => someIds(28),
          characteristic: () => someIds(20, 1),
          agent: () => someIds(30),
          station: () => someIds(90),
          contract: () => [random.int(0, 3)],
          remote: () => [random.int(1, 3)],
          workdays: () => [random.int(2, 5)],
          price_over: () => [pick([40, 60, 70, 75, 80, 100])],
          cross: () => someIds(10, random.int(1, 2)),
        }[key as Exclude<typeof key, "open">]!().sort((a, b) => a - b);
      }
      if (random.chance(0.1)) filters.open = pick([[1, 2], [2]]);
      const keyword = pick(KEYWORDS);
      const sort = pick(SORT_OPTIONS);
      const expected = docs.filter((d) => matches(d, filters, keyword)).sort(compareFor(sort));
      const offset = pick([0, 0, 30, 300]);
      const actual = index.page(index.matching(filters, keyword, resolveCross), { offset, limit: 30, sort });
      const context = JSON.stringify({ filters, keyword, sort, offset });
      expect(actual.total, context).toBe(expected.length);
      expect(actual.ids, context).toEqual(expected.slice(offset, offset + 30).map((d) => d.id));
    }
  });
});
