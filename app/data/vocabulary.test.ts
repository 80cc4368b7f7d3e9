import { describe, expect, it } from "vitest";
import { SKILLS } from "./skills";
import { JOB_TYPES } from "./job-types";
import { INDUSTRIES } from "./industries";
import { SKILL_IMPLIES, SKILL_WORDS, TOPICS, VOCABULARY_WORDS, termsForWord, vocabularyWord } from "./vocabulary";

const names = (word: string) => termsForWord(word).map((t) => `${t.kind}:${t.name}`);

describe("the vocabulary", () => {
  it("names only skills, job types and industries that exist", () => {
    const skills = new Set(SKILLS.map((s) => s.name));
    const jobs = new Set(JOB_TYPES.map((j) => j.name));
    const industries = new Set(INDUSTRIES.map((i) => i.name));
    for (const name of [...Object.keys(SKILL_WORDS), ...Object.keys(SKILL_IMPLIES), ...Object.values(SKILL_IMPLIES).flat()]) expect(skills, name).toContain(name);
    for (const topic of TOPICS) {
      for (const name of topic.skills ?? []) expect(skills, `${topic.name}: ${name}`).toContain(name);
      for (const name of topic.jobs ?? []) expect(jobs, `${topic.name}: ${name}`).toContain(name);
      for (const name of topic.industries ?? []) expect(industries, `${topic.name}: ${name}`).toContain(name);
      if (topic.broader) expect(TOPICS.map((t) => t.name)).toContain(topic.broader);
    }
  });

  it("is large enough for the real market", () => {
    expect(VOCABULARY_WORDS.length).toBeGreaterThan(800);
  });

  it.each([
    ["Golang", ["skill:Go"]],
    ["Go言語", ["skill:Go"]],
    ["k8s", ["skill:Kubernetes"]],
    ["React.js", ["skill:React"]],
    ["ReactJS", ["skill:React"]],
    ["JS", ["skill:JavaScript"]],
    ["TS", ["skill:TypeScript"]],
    ["Amazon Web Services", ["skill:AWS"]],
    ["ＡＷＳ", ["skill:AWS"]],
    ["パイソン", ["skill:Python"]],
    ["リアクト", ["skill:React"]],
    ["ジャバスクリプト", ["skill:JavaScript"]],
    ["アンドロイド", ["topic:Android"]],
    ["クバネティス", ["skill:Kubernetes"]],
    ["プロジェクトマネージャー", ["job:PM", "topic:プロジェクトマネジメント"]],
    ["生成AI", ["topic:生成AI"]],
    ["iOS", ["topic:iOS"]],
  ])("%s means %j", (word, expected) => {
    expect(names(word)).toEqual(expected);
  });

  it("reads PM as both kinds of manager, and words in NFKC lower case", () => {
    expect(names("PM")).toEqual(expect.arrayContaining(["job:PM", "job:プロダクトマネージャー"]));
    expect(vocabularyWord(" Ｒｅａｃｔ　Native ")).toBe("react native");
  });
});
