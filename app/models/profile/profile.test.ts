import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { JobStatus, StartTiming, WorkStyle } from "~/constants";
import { completenessItems, completenessPercent } from "./completeness";
import { engagementMonths, moved, readTechnologies } from "./engagements";
import { careerExtrasSchema, engagementSchema, parseYearMonth, profileFormSchema, resumeUploadSchema } from "./schemas";
import { RESUME_MAX_BYTES, resumeKind, safeFileName } from "./resume-file";

const NOW = new Date("2026-11-23T03:00:00Z");

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("profile completeness", () => {
  const empty = { answers: {}, education: null, qualifications: 0, selfPr: "", engagements: 0 };

  it("is 0 for a new member and 100 only when everything agents look for is there", () => {
    expect(completenessPercent(completenessItems(empty))).toBe(0);
    const full = {
      answers: {
        lastName: "山田",
        firstName: "太郎",
        lastNameKana: "ヤマダ",
        firstNameKana: "タロウ",
        birthday: "1990-04-01",
        phone: "09012345678",
        prefectureId: 13,
        city: "渋谷区",
        workdays: 5,
        startTiming: StartTiming.immediate,
        contractStatus: 0,
        workStyle: WorkStyle.remote,
        locations: [],
        minPrice: 70,
        jobTypeId: 5,
        skills: [1, 2],
        skillYears: { "1": 5, "2": 3 },
        jobStatus: JobStatus.working,
        experienceYears: 8,
        experience: "あ".repeat(50),
      },
      education: 6,
      qualifications: 1,
      selfPr: "い".repeat(50),
      engagements: 2,
    };
    expect(completenessPercent(completenessItems(full))).toBe(100);
    // 17 items: one missing (a skill without its years) is 16/17 = 94.1 → 94, never rounded up to 100.
    const oneMissing = { ...full, answers: { ...full.answers, skillYears: { "1": 5 } } };
    expect(completenessPercent(completenessItems(oneMissing))).toBe(94);
    expect(completenessItems(oneMissing).filter((i) => !i.filled)).toEqual([{ key: "skills", page: "working", filled: false }]);
  });

  it("asks a member without experience for no work history, and a member who wants places for them", () => {
    const noExperience = completenessItems({ ...empty, answers: { jobStatus: JobStatus.noExperience } });
    expect(noExperience.find((i) => i.key === "engagements")?.filled).toBe(true);
    expect(noExperience.find((i) => i.key === "experienceYears")?.filled).toBe(true);
    const noPlaces = completenessItems({ ...empty, answers: { workStyle: WorkStyle.default, locations: [] } });
    expect(noPlaces.find((i) => i.key === "workStyle")?.filled).toBe(false);
  });
});

describe("the profile's edit pages", () => {
  it("check the conditions page with the entry steps' rules; the start date only when a date is chosen", () => {
    const ok = parseWithZod(
      form([
        ["workdays", "3"],
        ["startTiming", String(StartTiming.immediate)],
        ["startDate", "not a date"],
        ["contractStatus", "0"],
        ["workStyle", String(WorkStyle.remote)],
        ["minPrice", "７０万円"],
        ["jobTypeId", "5"],
        ["skills", "1"],
        ["skills", "2"],
        ["otherJobTypes", "2"],
        ["stations[0]", "17"],
        ["stations[1]", ""],
        ["stations[2]", "17"],
      ]),
      { schema: profileFormSchema("working", NOW) },
    );
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && ok.value).toEqual({
      workdays: 3,
      startTiming: StartTiming.immediate,
      contractStatus: 0,
      workStyle: WorkStyle.remote,
      locations: [],
      minPrice: 70,
      jobTypeId: 5,
      jobCategory: "開発",
      skills: [1, 2],
      otherJobTypes: [2],
      stations: [17],
    });
    // A station or job type the site does not offer is an error, never dropped quietly.
    const unknown = parseWithZod(
      form([
        ["stations[0]", "99999"],
        ["otherJobTypes", "abc"],
      ]),
      { schema: profileFormSchema("working", NOW) },
    );
    expect(unknown.status === "error" && [unknown.error?.stations, unknown.error?.otherJobTypes]).toEqual([["errors.choose"], ["errors.choose"]]);
    const dated = parseWithZod(
      form([
        ["workdays", "3"],
        ["startTiming", String(StartTiming.specifyDate)],
        ["startDate", "2026/12/01"],
        ["contractStatus", "0"],
        ["workStyle", String(WorkStyle.remote)],
        ["minPrice", "70"],
        ["jobTypeId", "5"],
        ["skills", "1"],
      ]),
      { schema: profileFormSchema("working", NOW) },
    );
    expect(dated.status === "success" && dated.value).toMatchObject({ startDate: "2026-12-01" });
  });

  it("answer bad input field by field, in the entry namespace's messages", () => {
    const bad = parseWithZod(
      form([
        ["workdays", "9"],
        ["minPrice", "abc"],
        ["skills", "999999"],
      ]),
      { schema: profileFormSchema("working", NOW) },
    );
    expect(bad.status === "error" && bad.error).toMatchObject({
      workdays: ["errors.choose"],
      startTiming: ["errors.choose"],
      minPrice: ["errors.priceInteger"],
      skills: ["errors.choose"],
    });
  });

  it("keep gender optional on the basic page, and qualifications with a past month on the career page", () => {
    const basic = parseWithZod(
      form([
        ["lastName", "山田"],
        ["firstName", "太郎"],
        ["lastNameKana", "やまだ"],
        ["firstNameKana", "たろう"],
        ["birthday_year", "1990"],
        ["birthday_month", "4"],
        ["birthday_day", "1"],
        ["phone", "090-1234-5678"],
        ["prefectureId", "13"],
        ["city", "渋谷区"],
      ]),
      { schema: profileFormSchema("basic", NOW) },
    );
    expect(basic.status === "success" && basic.value).toMatchObject({ lastNameKana: "ヤマダ", birthday: "1990-04-01", gender: null });

    const extras = careerExtrasSchema(NOW).safeParse({
      qualifications: [
        { name: "基本情報技術者", obtained: "2018年4月" },
        { name: "", obtained: "" },
        { name: "AWS認定", obtained: "2027-01" },
        { name: "", obtained: "2020-01" },
      ],
    });
    expect(extras.success).toBe(false);
    expect(extras.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["qualifications.2.obtained", "errors.future"],
      ["qualifications.3.name", "errors.qualificationName"],
    ]);
    expect(careerExtrasSchema(NOW).parse({ qualifications: [{ name: "基本情報技術者", obtained: "2018/4" }] })).toEqual({
      education: null,
      qualifications: [{ name: "基本情報技術者", obtainedOn: "2018-04" }],
    });
  });

  it("read a month however it is written", () => {
    expect(parseYearMonth("2021-04")).toBe("2021-04");
    expect(parseYearMonth("２０２１年４月")).toBe("2021-04");
    expect(parseYearMonth("2021/13")).toBeNull();
    expect(parseYearMonth("四月")).toBeNull();
  });
});

describe("engagements", () => {
  const valid = {
    started: "2023-04",
    ended: "2024-09",
    company: "大手通信会社",
    description: "顧客管理システムの刷新",
    phases: ["1", "4"],
    technologies: "java、Spring Boot, ＡＷＳ",
  };

  it("take a period, a client and technologies the site knows", () => {
    const parsed = engagementSchema(NOW).parse(valid);
    expect(parsed).toMatchObject({ startedOn: "2023-04", endedOn: "2024-09", phases: [1, 4], teamSize: null, clientType: null });
    expect(parsed.skillIds).toHaveLength(3);
    expect(engagementSchema(NOW).parse({ ...valid, ended: "", current: "on" }).endedOn).toBeNull();
  });

  it("refuse an end before the start, a month to come, a missing end and unknown technologies", () => {
    const messages = (input: object) => {
      const result = engagementSchema(NOW).safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    };
    expect(messages({ ...valid, ended: "2022-01" })).toEqual(["ended: errors.endedBeforeStarted"]);
    expect(messages({ ...valid, started: "2027-01", ended: undefined, current: "on" })).toEqual(["started: errors.future"]);
    expect(messages({ ...valid, ended: "" })).toEqual(["ended: errors.endedRequired"]);
    expect(messages({ ...valid, technologies: "Java, Kobol" })).toEqual(["technologies: errors.unknownSkill"]);
    expect(messages({ ...valid, description: "x".repeat(2001), teamSize: 0 })).toEqual(["description: errors.tooLong", "teamSize: errors.teamSize"]);
    expect(readTechnologies("PL/SQL，Go\nPython")).toMatchObject({ unknown: [] });
    expect(readTechnologies("PL/SQL").ids).toHaveLength(1);
    // A month that does not read is an error, never "still there".
    expect(messages({ ...valid, ended: "2024/13" })).toEqual(["ended: errors.yearMonth"]);
  });

  it("come back from a posted form with the period's message, optional fields left empty being no error", () => {
    const result = parseWithZod(
      form([
        ["started", "2024-04"],
        ["ended", "2023-03"],
        ["company", "地方銀行"],
        ["description", "勘定系システムの保守"],
        ["role", ""],
        ["teamSize", ""],
        ["technologies", ""],
      ]),
      { schema: engagementSchema(NOW) },
    );
    expect(result.status === "error" && result.error).toEqual({ ended: ["errors.endedBeforeStarted"] });
  });

  it("count months from start to end, both included, and move one up or down", () => {
    expect(engagementMonths("2024-04", "2024-09", NOW)).toBe(6);
    expect(engagementMonths("2025-12", null, NOW)).toBe(12);
    expect(moved([1, 2, 3], 3, "up")).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, "up")).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, "down")).toEqual([1, 3, 2]);
  });
});

describe("the résumé file", () => {
  const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));
  const pdf = bytes("%PDF-1.7\n...");
  const docx = bytes([0x50, 0x4b, 0x03, 0x04], "....[Content_Types].xml....word/document.xml");
  const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
  const doc = bytes(ole, [...Buffer.from("..WordDocument", "utf16le")]);

  it("takes a PDF or Word file only when its first bytes agree with its name", () => {
    expect(resumeKind("職務経歴書.PDF", pdf)).toBe("pdf");
    expect(resumeKind("resume.docx", docx)).toBe("docx");
    expect(resumeKind("resume.doc", doc)).toBe("doc");
    // A renamed program, a zip that is not a Word document, a PDF under a Word name, an image.
    expect(resumeKind("resume.pdf", bytes("MZ\x90\x00"))).toBeNull();
    expect(resumeKind("resume.docx", bytes([0x50, 0x4b, 0x03, 0x04], "photos/1.jpg"))).toBeNull();
    expect(resumeKind("resume.docx", pdf)).toBeNull();
    expect(resumeKind("photo.png", pdf)).toBeNull();
    // An installer or a spreadsheet is an OLE file without a Word stream.
    expect(resumeKind("resume.doc", bytes(ole, [...Buffer.from("..Workbook", "utf16le")]))).toBeNull();
  });

  it("keeps a file name without folders or control characters, and not too long", () => {
    expect(safeFileName("C:\\Users\\hanako\\職務経歴書.pdf")).toBe("職務経歴書.pdf");
    expect(safeFileName('../../etc/"pass\u0000wd".pdf')).toBe("passwd.pdf");
    expect(safeFileName("")).toBe("resume");
    const long = safeFileName(`${"あ".repeat(150)}.docx`);
    expect(long).toHaveLength(100);
    expect(long.endsWith(".docx")).toBe(true);
  });

  it("refuses an empty or oversized upload before reading it", () => {
    const check = (file: File) => resumeUploadSchema.safeParse({ file });
    expect(check(new File([pdf], "a.pdf")).success).toBe(true);
    expect(check(new File([], "a.pdf")).error?.issues[0].message).toBe("errors.fileRequired");
    expect(check(new File([new Uint8Array(RESUME_MAX_BYTES + 1)], "a.pdf")).error?.issues[0].message).toBe("errors.fileTooLarge");
    expect(resumeUploadSchema.safeParse({ file: "a.pdf" }).error?.issues[0].message).toBe("errors.fileRequired");
  });
});
