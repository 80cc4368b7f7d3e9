import { describe, expect, it } from "vitest";
import { asciiTokens, documentGrams, gramKey, keywordWords, normalizeText } from "./text";

describe("normalizeText", () => {
  it("folds full-width and half-width forms and case", () => {
    expect(normalizeText("ｊａｖａ")).toBe("java");
    expect(normalizeText("ﾌﾛﾝﾄｴﾝﾄﾞ")).toBe("フロントエンド");
    expect(normalizeText("ＡＷＳ　Ｌａｍｂｄａ")).toBe("aws lambda");
  });
});

describe("asciiTokens", () => {
  it("keeps C#, C++, .NET and Node.js whole, and dotted names' parts", () => {
    const tokens = asciiTokens(normalizeText("C#とC++、.NETやNode.js/Vue.jsの経験。Javaは必須."));
    expect(tokens).toEqual(expect.arrayContaining(["c#", "c++", ".net", "net", "node.js", "node", "js", "vue.js", "vue", "java"]));
    expect(tokens).not.toContain("java.");
  });
  it("finds ASCII words inside Japanese text", () => {
    expect(asciiTokens(normalizeText("React経験3年以上"))).toEqual(["react", "3"]);
  });
});

describe("keywordWords", () => {
  it("splits on half- and full-width spaces and de-duplicates", () => {
    expect(keywordWords("Java　東京 java").map((w) => (w.kind === "token" ? w.token : w.text))).toEqual(["java", "東京"]);
  });
  it("makes one- and two-character Japanese words exact, longer ones verified", () => {
    const [tokyo] = keywordWords("東京");
    expect(tokyo).toMatchObject({ kind: "substring", verify: false, grams: [gramKey("東".charCodeAt(0), "京".charCodeAt(0))] });
    expect(keywordWords("東")[0]).toMatchObject({ kind: "substring", verify: false, singleChar: "東".charCodeAt(0) });
    expect(keywordWords("フロントエンド")[0]).toMatchObject({ kind: "substring", verify: true });
  });
  it("treats a mixed word as a verified substring plus its ASCII tokens", () => {
    const words = keywordWords("React経験");
    expect(words).toEqual([expect.objectContaining({ kind: "substring", text: "react経験", verify: true }), { kind: "token", token: "react" }]);
  });
  it("ignores words that are only punctuation", () => {
    expect(keywordWords("--- !!")).toEqual([]);
  });
});

describe("documentGrams", () => {
  it("indexes bigrams of Japanese runs, and lone characters", () => {
    const grams = documentGrams(normalizeText("東京都 a 都"));
    expect(grams.has(gramKey("東".charCodeAt(0), "京".charCodeAt(0)))).toBe(true);
    expect(grams.has(gramKey("京".charCodeAt(0), "都".charCodeAt(0)))).toBe(true);
    expect(grams.has(gramKey("都".charCodeAt(0)))).toBe(true);
  });
});
