import { describe, expect, it } from "vitest";
import { PriceUnit, RemoteType, StartTiming, WorkStyle } from "~/constants";
import { skillByName } from "~/data/skills";
import { STATIONS } from "~/data/stations";
import { listingMentions, mapPlace, mapSkillList, mapSkills, parsePrice, parseRemote, parseStart, parseWorkdays } from "./mapping";
import { JOB_TYPES } from "~/data/job-types";

const ids = (...names: string[]) => names.map((n) => skillByName(n).id).sort((a, b) => a - b);
const station = (name: string) => STATIONS.find((s) => s.name === name)!.id;

describe("mapSkills", () => {
  it.each([
    ["JS", ["JavaScript"]],
    ["ＡＷＳ", ["AWS"]],
    ["ゴラン", ["Go"]],
    ["Golang", ["Go"]],
    ["React.js", ["React"]],
    ["Java/Spring Boot、AWS(EC2)、React.js歓迎", ["Java", "Spring Boot", "AWS", "React"]],
    ["Java（Spring）での開発経験3年以上", ["Java", "Spring"]],
    ["JavaScript, TypeScript", ["JavaScript", "TypeScript"]],
    ["Ruby on Rails / Vue3 / MySQL", ["Ruby on Rails", "Vue.js", "MySQL"]],
    ["C#、.NET Core、SQL Server", ["C#", ".NET", "SQL Server"]],
    ["C++ / C言語", ["C++", "C"]],
    ["k8s・GCP・Terraform", ["Kubernetes", "Google Cloud", "Terraform"]],
    ["Node.js(NestJS)", ["Node.js", "NestJS"]],
    ["React18, Next.js 14", ["React", "Next.js"]],
    ["パイソン、ｐｙｔｈｏｎ３", ["Python"]],
    ["PL/SQL、Oracle", ["PL/SQL", "Oracle"]],
    ["Docker/3年以上、SAP R/3", ["Docker", "SAP"]],
  ])("%s", (text, expected) => {
    expect(mapSkills(text)).toEqual(ids(...expected));
  });

  it("does not read Java in JavaScript, Go in Google, or R in R&D", () => {
    expect(mapSkills("JavaScript")).toEqual(ids("JavaScript"));
    expect(mapSkills("Googleアナリティクス")).toEqual([]);
    expect(mapSkills("R&D部門でのPM")).toEqual([]);
  });

  it("gives nothing for text without a known skill", () => {
    expect(mapSkills("コミュニケーション能力")).toEqual([]);
    expect(mapSkills("")).toEqual([]);
  });
});

describe("mapSkillList", () => {
  it("reads names that are ordinary words in free text when they are items of a skill list", () => {
    expect(mapSkillList("C、C++、組込み")).toEqual(ids("C", "C++"));
    expect(mapSkillList("R / Python")).toEqual(ids("R", "Python"));
    expect(mapSkills("C、C++、組込み")).toEqual(ids("C++"));
    expect(mapSkillList("PL/SQL、C/C++")).toEqual(ids("C", "C++", "PL/SQL"));
  });
});

describe("listingMentions", () => {
  const job = (name: string) => JOB_TYPES.find((j) => j.name === name)!.id;

  it("keeps the vocabulary's phrases and the skills a description names", () => {
    const mentions = listingMentions(
      ["社内文書を検索するRAGの構築。LLMと機械学習の知見を活かし、金融機関向けに提供します。開発環境：Python、FastAPI"],
      [job("機械学習エンジニア")],
    ).split(" ");
    expect(mentions).toEqual(expect.arrayContaining(["rag", "llm", "機械学習", "金融機関", "python", "fastapi"]));
  });

  it("leaves out skills the listing is tagged with, and the stack of a PM's listing", () => {
    expect(listingMentions(["開発環境：Java、Spring Boot"], [job("バックエンドエンジニア")], ids("Java"))).toBe("spring boot");
    expect(listingMentions(["開発環境：Java、Spring Boot。要件定義から担当"], [job("PM")])).toBe("要件定義");
  });

  it("never reads a part of a skill's name as a phrase", () => {
    expect(listingMentions(["PL/SQLでのバッチ開発"], [job("プログラマー(PG)")])).toBe("pl/sql");
  });
});

describe("mapPlace", () => {
  it.each([
    ["東京都渋谷区", 13, null],
    ["渋谷駅", 13, station("渋谷")],
    ["渋谷", 13, station("渋谷")],
    ["大阪", 27, null],
    ["大阪駅", 27, station("大阪")],
    ["東京駅徒歩5分", 13, station("東京")],
    ["京都府京都市", 26, null],
    ["東京都港区（六本木駅）", 13, station("六本木")],
    ["神奈川県横浜市西区 みなとみらい駅", 14, station("みなとみらい")],
    ["横浜市", 14, null],
    ["北海道札幌市", 1, null],
    ["Tokyo", 13, null],
    ["品川区", 13, null],
  ])("%s", (text, prefectureId, stationId) => {
    expect(mapPlace(text)).toEqual({ prefectureId, stationId });
  });

  it("gives nothing for no place", () => {
    expect(mapPlace("フルリモート")).toEqual({ prefectureId: null, stationId: null });
  });
});

describe("parsePrice", () => {
  const month = PriceUnit.month;
  it.each([
    ["月80万円", { min: 800_000, max: 800_000, unit: month }],
    ["600,000円/月", { min: 600_000, max: 600_000, unit: month }],
    ["〜90万", { min: null, max: 900_000, unit: month }],
    ["70〜80万円", { min: 700_000, max: 800_000, unit: month }],
    ["70-80万円/月", { min: 700_000, max: 800_000, unit: month }],
    ["65万円～75万円（スキル見合い）", { min: 650_000, max: 750_000, unit: month }],
    ["80万円〜", { min: 800_000, max: null, unit: month }],
    ["月額 ８０万円", { min: 800_000, max: 800_000, unit: month }],
    ["90万円まで", { min: null, max: 900_000, unit: month }],
    ["時給5000円", { min: 5_000, max: 5_000, unit: PriceUnit.hour }],
    ["時給4,000〜5,000円", { min: 4_000, max: 5_000, unit: PriceUnit.hour }],
    ["日額4万円", { min: 40_000, max: 40_000, unit: PriceUnit.day }],
    ["年収1000万円", { min: 10_000_000, max: 10_000_000, unit: PriceUnit.year }],
    ["〜1,000,000円/月", { min: null, max: 1_000_000, unit: month }],
  ])("%s", (text, expected) => {
    expect(parsePrice(text)).toEqual(expected);
  });

  it.each(["スキル見合い", "応相談", "", "5000円"])("gives null for %s", (text) => {
    expect(parsePrice(text)).toBeNull();
  });
});

describe("parseWorkdays", () => {
  it.each([
    ["週3日〜", { min: 3, max: null }],
    ["週4-5日", { min: 4, max: 5 }],
    ["週3〜5日", { min: 3, max: 5 }],
    ["週5日", { min: 5, max: 5 }],
    ["週２日から", { min: 2, max: null }],
    ["フル稼働", { min: 5, max: 5 }],
    ["相談", { min: null, max: null }],
  ])("%s", (text, expected) => {
    expect(parseWorkdays(text)).toEqual(expected);
  });
});

describe("parseRemote", () => {
  it.each([
    ["フルリモート", RemoteType.fullRemote, WorkStyle.remote],
    ["完全在宅", RemoteType.fullRemote, WorkStyle.remote],
    ["リモート100%", RemoteType.fullRemote, WorkStyle.remote],
    ["一部リモート", RemoteType.remoteOk, WorkStyle.default],
    ["リモート併用（週1出社）", RemoteType.remoteOk, WorkStyle.default],
    ["リモート可", RemoteType.remoteOk, WorkStyle.default],
    ["在宅可", RemoteType.remoteOk, WorkStyle.default],
    ["常駐", RemoteType.none, WorkStyle.resident],
    ["リモート不可", RemoteType.none, WorkStyle.resident],
    ["オンライン面談可", RemoteType.onlineMeetingOk, WorkStyle.default],
    ["", RemoteType.none, WorkStyle.default],
  ])("%s", (text, remoteType, workStyle) => {
    expect(parseRemote(text)).toEqual({ remoteType, workStyle });
  });
});

describe("parseStart", () => {
  const now = new Date("2026-11-22T00:00:00Z");
  it.each([
    ["即日", StartTiming.immediate, null],
    ["即日〜", StartTiming.immediate, null],
    ["ASAP", StartTiming.immediate, null],
    ["相談", StartTiming.considering, null],
    ["未定", StartTiming.considering, null],
    ["2026年12月〜", StartTiming.specifyDate, "2026-12-01"],
    ["2027/1/15", StartTiming.specifyDate, "2027-01-15"],
    ["2027-02-01", StartTiming.specifyDate, "2027-02-01"],
    ["12月〜", StartTiming.specifyDate, "2026-12-01"],
    ["1月から", StartTiming.specifyDate, "2027-01-01"],
    ["来月", StartTiming.specifyDate, "2026-12-01"],
    ["2026年2月30日", StartTiming.considering, null],
  ])("%s", (text, timing, date) => {
    expect(parseStart(text, now)).toEqual({ timing, date });
  });
});
