import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import {
  AgentCompleteMessageType,
  ContractStatus,
  EntryAppType,
  EntryCompleteMessageType,
  JobStatus,
  MAX_PROJECTS_PER_ENTRY,
  SignupAppType,
  StartTiming,
  WorkStyle,
} from "~/constants";
import { translatorFor } from "~/utils/i18n";
import { formatPhone, normalizePhone, toKatakana, type EntryAnswers } from "./answers";
import { completeMessages } from "./complete-messages";
import { entryAlreadyPath, entryCompletePath, entryFormPath } from "./links";
import { PROFILE_SECTIONS } from "~/models/profile/sections";
import { answeredSteps, isAnswered, stepSchema, stepsSchema, stepValues } from "./step-fields";
import {
  entryPath,
  formOf,
  formSteps,
  isSkipped,
  reachableScreen,
  screenPosition,
  screensOf,
  sentSteps,
  STEPS,
  type EntryForm,
  type EntryFormKind,
  type Step,
} from "./steps";
import { summarize } from "./summary";
import { entryAppTypeOf, parseTarget, signupAppTypeOf } from "./target";

const NOW = new Date("2026-11-23T03:00:00Z");

/** Answers that give every step of every form something to show. */
const FULL: EntryAnswers = {
  need: ["detail"],
  request: "",
  email: "taro@example.jp",
  passwordHash: "scrypt$x",
  birthday: "1990-04-01",
  workdays: 5,
  jobCategory: "開発",
  jobTypeId: 5,
  experienceYears: 6,
  skills: [1, 5],
  skillYears: { "1": 6, "5": 2 },
  jobStatus: JobStatus.working,
  companyName: "",
  startTiming: StartTiming.immediate,
  contractStatus: ContractStatus.contracted,
  workStyle: WorkStyle.default,
  prefectureId: 13,
  city: "渋谷区",
  station: "",
  lastName: "山田",
  firstName: "太郎",
  lastNameKana: "ヤマダ",
  firstNameKana: "タロウ",
  phone: "09012345678",
  locations: [13],
  minPrice: 70,
  experience: "",
};

const FORMS: EntryForm[] = ["signup-project", "signup-agent", "social-project", "social-agent", "member-project", "member-agent"];

describe("the step graph", () => {
  it("gives every form a sequence of the product's steps, each once, ending in its submit step", () => {
    for (const form of FORMS) {
      const steps = formSteps(form);
      expect(new Set(steps).size).toBe(steps.length);
      for (const step of steps) expect(STEPS).toContain(step);
      expect(steps.at(-1)).toBe(form.startsWith("member") ? "confirm-and-entry" : "signup-and-entry");
    }
  });

  it("asks every step at the entry or, after it, on a profile page", () => {
    const profile = Object.values(PROFILE_SECTIONS).flatMap((section) => section.steps);
    // Answered with another: the job type names its field; the profile asks remote and places in one,
    // and years per skill beside the skills.
    const withAnother: Step[] = ["job", "work-location", "locations", "skill-experience-years"];
    expect(new Set([...FORMS.flatMap(formSteps), ...profile, ...withAnother])).toEqual(new Set(STEPS));
  });

  it("asks at the entry only what an agent needs to reply", () => {
    expect(formSteps("signup-project")).toEqual([
      "need",
      "start",
      "start-date",
      "job-type",
      "experience-years",
      "skills",
      "name",
      "birthday",
      "phone",
      "signup",
      "signup-and-entry",
    ]);
    expect(formSteps("signup-agent")).toEqual(formSteps("signup-project"));
  });

  it("asks for a password only in the sign-up forms, and the wish (need) of guests before anything else", () => {
    expect(formSteps("signup-project")).toContain("signup");
    expect(formSteps("social-project")).not.toContain("signup");
    expect(formSteps("member-agent")).not.toContain("signup");
    expect(formSteps("signup-agent")[0]).toBe("need");
    expect(formSteps("member-project")).not.toContain("need");
  });

  it("asks for a leave date only from someone on leave", () => {
    expect(isSkipped("leave-date", { jobStatus: JobStatus.working })).toBe(true);
    expect(isSkipped("leave-date", { jobStatus: JobStatus.leave })).toBe(false);
    expect(isSkipped("leave-date", {})).toBe(true);
  });

  it("asks for a start date only when the visitor chose to specify one", () => {
    expect(isSkipped("start-date", { startTiming: StartTiming.specifyDate })).toBe(false);
    expect(isSkipped("start-date", { startTiming: StartTiming.immediate })).toBe(true);
    expect(isSkipped("start-date", { startTiming: StartTiming.considering })).toBe(true);
  });

  it("skips the experience steps for someone with no experience", () => {
    for (const step of ["experience-years", "skill-experience-years", "contract", "experience"] as Step[]) {
      expect(isSkipped(step, { jobStatus: JobStatus.noExperience, skills: [1] })).toBe(true);
      expect(isSkipped(step, { jobStatus: JobStatus.working, skills: [1] })).toBe(false);
    }
    expect(isSkipped("skills", { jobStatus: JobStatus.noExperience })).toBe(false);
  });

  it("skips years per skill when no skill was chosen, and desired places for remote-only", () => {
    expect(isSkipped("skill-experience-years", { skills: [] })).toBe(true);
    expect(isSkipped("locations", { workStyle: WorkStyle.remote })).toBe(true);
    expect(isSkipped("locations", { workStyle: WorkStyle.resident })).toBe(false);
  });

  // Every start timing (the one answer that decides a skip at the entry), through every form.
  const cases = FORMS.flatMap((form) => Object.values(StartTiming).map((startTiming) => ({ form, startTiming })));
  it.each(cases)("$form, start $startTiming: at most four screens, each step of the path on one of them", ({ form, startTiming }) => {
    const answers = { ...FULL, startTiming };
    const path = entryPath(form, answers);
    expect(path.includes("start-date")).toBe(startTiming === StartTiming.specifyDate);
    const screens = screensOf(form, answers);
    expect(screens.length).toBeLessThanOrEqual(4);
    for (const step of path) expect(screens.filter((screen) => screen.includes(step))).toHaveLength(1);
    // The start date is on the screen of its question whatever the answer: the page shows it when it applies.
    expect(screens[0]).toContain("start");
    expect(screens[0].includes("start-date")).toBe(true);
    expect(screens.at(-1)!.at(-1)).toBe(form.startsWith("member") ? "confirm-and-entry" : "signup-and-entry");
    // Walking it with next and back visits every screen once, in order.
    const walked = [screens[0]];
    for (let position = screenPosition(screens, screens[0][0]); position?.next; position = screenPosition(screens, position.next[0]))
      walked.push(position.next);
    expect(walked).toEqual(screens);
    const back = [screens.at(-1)!];
    for (let position = screenPosition(screens, screens.at(-1)![0]); position?.previous; position = screenPosition(screens, position.previous[0]))
      back.push(position.previous);
    expect(back.reverse()).toEqual(screens);
  });

  it("groups a guest's steps as who wants what, their experience, who they are, and contact with consent", () => {
    expect(screensOf("signup-project", {})).toEqual([
      ["need", "start", "start-date"],
      ["job-type", "experience-years", "skills"],
      ["name", "birthday"],
      ["phone", "signup", "signup-and-entry"],
    ]);
    expect(screensOf("social-agent", {}).at(-1)).toEqual(["phone", "signup-and-entry"]);
  });

  it("leaves out of a member's form what the profile answers, so a complete profile applies in one screen", () => {
    const known = answeredSteps(formSteps("member-project"), FULL);
    expect(entryPath("member-project", FULL, known)).toEqual(["confirm-and-entry"]);
    expect(screensOf("member-project", FULL, known)).toEqual([["confirm-and-entry"]]);
    // What is sent still says everything, the wish asked on the confirmation included.
    expect(sentSteps("member-project", FULL).slice(0, 3)).toEqual(["need", "start", "job-type"]);
    expect(sentSteps("signup-project", FULL)).toEqual(entryPath("signup-project", FULL));
    const { phone: _phone, ...noPhone } = FULL;
    expect(screensOf("member-project", noPhone, answeredSteps(formSteps("member-project"), noPhone))).toEqual([["phone", "confirm-and-entry"]]);
  });

  it("never lets a URL jump past a screen that has not been answered", () => {
    const answers = { need: ["detail"], startTiming: StartTiming.immediate };
    const path = entryPath("signup-project", answers);
    const screens = screensOf("signup-project", answers);
    const answered = answeredSteps(path, answers);
    expect(reachableScreen(screens, path, answered, null)).toBe("job-type");
    expect(reachableScreen(screens, path, answered, "start")).toBe("need");
    expect(reachableScreen(screens, path, answered, "phone")).toBe("job-type");
    expect(reachableScreen(screens, path, answered, "signup-and-entry")).toBe("job-type");
    const everything = entryPath("signup-project", FULL);
    expect(reachableScreen(screens, everything, answeredSteps(everything, FULL), "signup-and-entry")).toBe("phone");
  });

  it("asks again a step whose answer no longer fits an earlier one that changed", () => {
    expect(isAnswered("skill-experience-years", { skills: [1, 2], skillYears: { "1": 3, "2": 4 } })).toBe(true);
    expect(isAnswered("skill-experience-years", { skills: [1, 2, 3], skillYears: { "1": 3, "2": 4 } })).toBe(false);
    expect(isAnswered("job-type", { jobCategory: "開発", jobTypeId: 5 })).toBe(true);
    expect(isAnswered("job-type", { jobCategory: "その他", jobTypeId: 5 })).toBe(false);
    const stale = { ...FULL, jobCategory: "その他" };
    const path = entryPath("signup-project", stale);
    expect(reachableScreen(screensOf("signup-project", stale), path, answeredSteps(path, stale), "signup-and-entry")).toBe("job-type");
  });

  it("counts an optional answer left empty as answered", () => {
    expect(isAnswered("experience", { experience: "" })).toBe(true);
    expect(isAnswered("experience", {})).toBe(false);
    expect(isAnswered("signup-and-entry", FULL)).toBe(false);
  });
});

describe("a screen's validation", () => {
  const screen = (steps: Step[], fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
    return parseWithZod(form, { schema: stepsSchema(steps, { kind: "signup", type: "project", answers: {}, now: NOW }) });
  };
  const wish: Step[] = ["need", "start", "start-date"];

  it("checks the start date only when a date was chosen, and keeps it only then", () => {
    const immediate = screen(wish, { need: "detail", startTiming: String(StartTiming.immediate), startDate: "" });
    expect(immediate.status === "success" ? immediate.value : null).toEqual({ need: ["detail"], request: "", startTiming: StartTiming.immediate });
    const noDate = screen(wish, { need: "detail", startTiming: String(StartTiming.specifyDate), startDate: "" });
    expect(noDate.status === "success" ? null : noDate.error).toEqual({ startDate: ["errors.startDateRequired"] });
    const dated = screen(wish, { need: "detail", startTiming: String(StartTiming.specifyDate), startDate: "2026年12月1日" });
    expect(dated.status === "success" ? dated.value : null).toMatchObject({ startDate: "2026-12-01" });
  });

  it("says what is missing on every step of the screen at once", () => {
    const empty = screen(["job-type", "experience-years", "skills"], {});
    expect(Object.keys(empty.status === "success" ? {} : (empty.error ?? {})).sort()).toEqual(["experienceYears", "jobTypeId", "skills"]);
  });
});

function parse(
  step: Step,
  fields: Record<string, string | string[]>,
  answers: EntryAnswers = {},
  type: "project" | "agent" = "project",
  kind: EntryFormKind = "signup",
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  return parseWithZod(form, { schema: stepSchema(step, { kind, type, answers, now: NOW }) });
}
const valueOf = (result: ReturnType<typeof parse>) => (result.status === "success" ? result.value : null);
const errorsOf = (result: ReturnType<typeof parse>) => (result.status === "success" ? null : result.error);

describe("each step's validation", () => {
  it("accepts a Japanese phone number however it is typed, and says what is wrong otherwise", () => {
    for (const typed of ["090-1234-5678", "09012345678", "０９０ー１２３４ー５６７８", "+81 90 1234 5678", "03-1234-5678", "(03)1234-5678"]) {
      expect(valueOf(parse("phone", { phone: typed }))?.phone).toMatch(/^0\d{9,10}$/);
    }
    expect(normalizePhone("090-1234-567")).toBeNull();
    expect(normalizePhone("03-1234-56789")).toBeNull();
    expect(normalizePhone("1234567890")).toBeNull();
    expect(errorsOf(parse("phone", { phone: "090-12-34" }))).toEqual({ phone: ["errors.phoneInvalid"] });
    expect(errorsOf(parse("phone", { phone: "" }))).toEqual({ phone: ["errors.phoneRequired"] });
    expect(formatPhone("09012345678")).toBe("090-1234-5678");
    expect(formatPhone("0312345678")).toBe("03-1234-5678");
  });

  it("takes a birthday as year, month and day, refusing impossible dates and ages outside 18–80", () => {
    expect(valueOf(parse("birthday", { birthday_year: "1990", birthday_month: "4", birthday_day: "1" }))).toEqual({ birthday: "1990-04-01" });
    expect(errorsOf(parse("birthday", { birthday_year: "1990", birthday_month: "2", birthday_day: "30" }))).toEqual({ birthday_day: ["errors.dateInvalid"] });
    expect(errorsOf(parse("birthday", { birthday_year: "2015", birthday_month: "1", birthday_day: "1" }))).toEqual({ birthday_year: ["errors.birthdayRange"] });
    expect(errorsOf(parse("birthday", { birthday_year: "1940", birthday_month: "1", birthday_day: "1" }))).toEqual({ birthday_year: ["errors.birthdayRange"] });
    // 18 today (Japan's date), the age to sign a contract alone; not yet 18 tomorrow.
    expect(valueOf(parse("birthday", { birthday_year: "2008", birthday_month: "11", birthday_day: "23" }))).toEqual({ birthday: "2008-11-23" });
    expect(errorsOf(parse("birthday", { birthday_year: "2008", birthday_month: "11", birthday_day: "24" }))).toEqual({
      birthday_year: ["errors.birthdayRange"],
    });
    expect(errorsOf(parse("birthday", { birthday_year: "1990" }))).toMatchObject({ birthday_month: ["errors.birthdayRequired"] });
  });

  it("takes the desired price in 万円, full-width or with its unit, within 10–300", () => {
    expect(valueOf(parse("min-price", { minPrice: "70" }))).toEqual({ minPrice: 70 });
    expect(valueOf(parse("min-price", { minPrice: "７０" }))).toEqual({ minPrice: 70 });
    expect(valueOf(parse("min-price", { minPrice: "80万円" }))).toEqual({ minPrice: 80 });
    expect(errorsOf(parse("min-price", { minPrice: "5" }))).toEqual({ minPrice: ["errors.priceRange"] });
    expect(errorsOf(parse("min-price", { minPrice: "301" }))).toEqual({ minPrice: ["errors.priceRange"] });
    expect(errorsOf(parse("min-price", { minPrice: "70.5" }))).toEqual({ minPrice: ["errors.priceInteger"] });
    expect(errorsOf(parse("min-price", { minPrice: "たくさん" }))).toEqual({ minPrice: ["errors.priceInteger"] });
    expect(errorsOf(parse("min-price", { minPrice: "" }))).toEqual({ minPrice: ["errors.priceRequired"] });
  });

  it("turns hiragana in フリガナ into katakana and refuses other scripts there", () => {
    expect(valueOf(parse("name", { lastName: "山田", firstName: "太郎", lastNameKana: "やまだ", firstNameKana: "ﾀﾛｳ" }))).toEqual({
      lastName: "山田",
      firstName: "太郎",
      lastNameKana: "ヤマダ",
      firstNameKana: "タロウ",
    });
    expect(toKatakana("やまだ　たろう")).toBe("ヤマダタロウ");
    expect(errorsOf(parse("name", { lastName: "山田", firstName: "太郎", lastNameKana: "Yamada", firstNameKana: "タロウ" }))).toEqual({
      lastNameKana: ["errors.kanaOnly"],
    });
    expect(errorsOf(parse("name", { lastName: " ", firstName: "", lastNameKana: "ヤマダ", firstNameKana: "タロウ" }))).toEqual({
      lastName: ["errors.lastNameRequired"],
      firstName: ["errors.firstNameRequired"],
    });
  });

  it("takes a start date within the coming year, as the date input or as Japanese writes it", () => {
    expect(valueOf(parse("start-date", { startDate: "2026-12-01" }))).toEqual({ startDate: "2026-12-01" });
    expect(valueOf(parse("start-date", { startDate: "２０２７年１月５日" }))).toEqual({ startDate: "2027-01-05" });
    expect(errorsOf(parse("start-date", { startDate: "2026-11-01" }))).toEqual({ startDate: ["errors.startDateRange"] });
    expect(errorsOf(parse("start-date", { startDate: "2028-01-01" }))).toEqual({ startDate: ["errors.startDateRange"] });
    expect(errorsOf(parse("start-date", { startDate: "2026-02-30" }))).toEqual({ startDate: ["errors.dateInvalid"] });
  });

  it("offers only the product's workdays, real skills and prefectures, and the job types of the chosen field", () => {
    expect(valueOf(parse("work-days", { workdays: "3" }))).toEqual({ workdays: 3 });
    expect(errorsOf(parse("work-days", { workdays: "6" }))).toEqual({ workdays: ["errors.choose"] });
    expect(valueOf(parse("skills", { skills: ["1", "5", "5"] }))).toEqual({ skills: [1, 5] });
    expect(errorsOf(parse("skills", { skills: ["99999"] }))).toEqual({ skills: ["errors.choose"] });
    expect(errorsOf(parse("skills", {}))).toEqual({ skills: ["errors.chooseSkills"] });
    expect(errorsOf(parse("skills", { skills: Array.from({ length: 21 }, (_, i) => String(i + 1)) }))).toEqual({ skills: ["errors.tooMany"] });
    // The job type answers its field too.
    expect(valueOf(parse("job-type", { jobTypeId: "5" }))).toEqual({ jobTypeId: 5, jobCategory: "開発" });
    expect(errorsOf(parse("job-type", { jobTypeId: "999" }))).toEqual({ jobTypeId: ["errors.choose"] });
    // The ignored job types cannot be chosen.
    expect(errorsOf(parse("job-type", { jobTypeId: "32" }))).toEqual({ jobTypeId: ["errors.choose"] });
    expect(errorsOf(parse("locations", { locations: ["48"] }))).toEqual({ locations: ["errors.choose"] });
  });

  it("asks the years of each chosen skill, and places unless the visitor wants remote only", () => {
    expect(valueOf(parse("skill-experience-years", { years_1: "6", years_5: "0" }, { skills: [1, 5] }))).toEqual({ skillYears: { "1": 6, "5": 0 } });
    expect(errorsOf(parse("skill-experience-years", { years_1: "6" }, { skills: [1, 5] }))).toEqual({ years_5: ["errors.chooseYears"] });
    expect(valueOf(parse("remote-or-prefecture", { workStyle: String(WorkStyle.remote), locations: "13" }))).toEqual({
      workStyle: WorkStyle.remote,
      locations: [],
    });
    expect(errorsOf(parse("remote-or-prefecture", { workStyle: String(WorkStyle.resident) }))).toEqual({ locations: ["errors.chooseLocations"] });
  });

  it("takes the wishes of the entry type only, and asks for consent before registering", () => {
    expect(valueOf(parse("need", { need: ["detail", "similar"], request: " 面談希望 " }))).toEqual({ need: ["detail", "similar"], request: "面談希望" });
    expect(errorsOf(parse("need", { need: "career" }))).toEqual({ need: ["errors.choose"] });
    expect(valueOf(parse("need", { need: "career" }, {}, "agent"))).toEqual({ need: ["career"], request: "" });
    expect(errorsOf(parse("signup-and-entry", {}))).toEqual({ agree: ["errors.agreeRequired"] });
    expect(valueOf(parse("signup-and-entry", { agree: "on" }))).toEqual({});
  });

  it("refuses what a tampered form could send: odd years, numbers that are not ids, other notations", () => {
    expect(valueOf(parse("leave-date", { leave_year: "2026", leave_month: "3" }))).toEqual({ leaveDate: "2026-03-01" });
    expect(errorsOf(parse("leave-date", { leave_year: "-2024", leave_month: "1" }))).toEqual({ leave_year: ["errors.leaveDateRequired"] });
    expect(errorsOf(parse("leave-date", { leave_year: "2010", leave_month: "1" }))).toEqual({ leave_year: ["errors.leaveDateRequired"] });
    expect(errorsOf(parse("leave-date", { leave_year: "2026", leave_month: "13" }))).toEqual({ leave_month: ["errors.dateInvalid"] });
    expect(errorsOf(parse("locations", { locations: "abc" }))).toEqual({ locations: ["errors.choose"] });
    expect(errorsOf(parse("skills", { skills: ["1", "abc"] }))).toEqual({ skills: ["errors.choose"] });
    expect(errorsOf(parse("remote-or-prefecture", { workStyle: "1", locations: "x" }))).toEqual({ locations: ["errors.choose"] });
    for (const typed of ["1e2", "0x50", "-70", "70 80"])
      expect(errorsOf(parse("min-price", { minPrice: typed })), typed).toEqual({ minPrice: ["errors.priceInteger"] });
  });

  it("takes the address on the last step only in the social form, and a member's optional wish on the confirmation", () => {
    expect(valueOf(parse("signup-and-entry", { agree: "on", email: "other@example.jp" }))).toEqual({});
    expect(valueOf(parse("signup-and-entry", { agree: "on", email: "Social@Example.jp" }, {}, "project", "social"))).toEqual({ email: "social@example.jp" });
    expect(errorsOf(parse("signup-and-entry", { agree: "on" }, {}, "project", "social"))).toMatchObject({ email: expect.any(Array) });
    expect(valueOf(parse("confirm-and-entry", {}, {}, "project", "member"))).toEqual({ need: [], request: "" });
    expect(valueOf(parse("confirm-and-entry", { need: ["interview"], request: "来週希望" }, {}, "project", "member"))).toEqual({
      need: ["interview"],
      request: "来週希望",
    });
    expect(errorsOf(parse("confirm-and-entry", { need: "career" }, {}, "project", "member"))).toEqual({ need: ["errors.choose"] });
  });

  it("shows an answer again as the form values it came from", () => {
    for (const step of STEPS.filter((s) => s !== "signup" && s !== "signup-and-entry")) {
      const values = stepValues(step, { ...FULL, jobStatus: JobStatus.leave, leaveDate: "2026-03-01", startDate: "2026-12-01" });
      const fields = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<string, string | string[]>;
      const result = parse(step, fields, FULL, step === "remote-or-prefecture" ? "agent" : "project");
      expect(result.status, step).toBe("success");
    }
  });
});

describe("the target of an entry URL", () => {
  const search = (query: string) => new URLSearchParams(query);
  it("is one project or agent by id, several saved projects by ids, or a consultation", () => {
    expect(parseTarget("project", "12", search(""))).toEqual({ ok: true, ref: { type: "project", id: 12 } });
    expect(parseTarget("agent", "3", search(""))).toEqual({ ok: true, ref: { type: "agent", id: 3 } });
    expect(parseTarget("agent", undefined, search(""))).toEqual({ ok: true, ref: { type: "agent", id: null } });
    expect(parseTarget("project", undefined, search("ids=3,1,x,,3&ids=7"))).toEqual({ ok: true, ref: { type: "project", ids: [3, 1, 7] } });
    expect(parseTarget("project", undefined, search("ids=5"))).toEqual({ ok: true, ref: { type: "project", id: 5 } });
  });

  it("is not found for unknown types, ids that are not numbers, or no project at all", () => {
    for (const [type, id] of [
      ["foo", "1"],
      ["project", "abc"],
      ["project", "0"],
      ["project", "1e3"],
      ["project", "99999999999"],
      [undefined, "1"],
    ] as const) {
      expect(parseTarget(type, id, search(""))).toEqual({ ok: false, reason: "notFound" });
    }
    expect(parseTarget("project", undefined, search("ids=a,b"))).toEqual({ ok: false, reason: "notFound" });
  });

  it(`refuses more than ${MAX_PROJECTS_PER_ENTRY} projects in one entry`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(",");
    expect(parseTarget("project", undefined, search(`ids=${ids(30)}`))).toMatchObject({ ok: true });
    expect(parseTarget("project", undefined, search(`ids=${ids(31)}`))).toMatchObject({ ok: false, reason: "tooMany", count: 31 });
  });

  it("records the app type codes for each form", () => {
    expect(entryAppTypeOf(formOf("member", "agent"))).toBe(EntryAppType.agent);
    expect(entryAppTypeOf(formOf("member", "project"))).toBe(EntryAppType.project);
    expect(entryAppTypeOf(formOf("signup", "agent"))).toBe(EntryAppType.signupAgent);
    expect(entryAppTypeOf(formOf("social", "project"))).toBe(EntryAppType.signupProject);
    expect(signupAppTypeOf(formOf("signup", "project"))).toBe(SignupAppType.signupEntryProject);
    expect(signupAppTypeOf(formOf("social", "agent"))).toBe(SignupAppType.signupEntryAgent);
  });

  it("builds the spec's entry paths", () => {
    expect(entryFormPath("signup", { type: "project", id: 12 })).toBe("/entry_signup/input/project/12/");
    expect(entryFormPath("social", { type: "agent", id: null }, "need")).toBe("/entry_signup/social_register/agent/?step=need");
    expect(entryFormPath("member", { type: "project", ids: [1, 2] }, "phone")).toBe("/entry/input/project/?ids=1%2C2&step=phone");
    expect(entryCompletePath({ type: "project", ids: [1, 2] })).toBe("/entry/complete/project/");
    expect(entryAlreadyPath({ type: "agent", id: 4 })).toBe("/attention/entry_already/?type=agent&id=4");
  });
});

describe("after the entry", () => {
  it(`shows at most ${3} messages of the product's types`, () => {
    expect(completeMessages("project", { consultation: false, hasCareerDocument: false }).map((m) => m.type)).toEqual([
      EntryCompleteMessageType.entryAppeal,
      EntryCompleteMessageType.profileAppeal,
    ]);
    expect(completeMessages("project", { consultation: false, hasCareerDocument: true }).map((m) => m.type)).toEqual([EntryCompleteMessageType.entryAppeal]);
    const agent = completeMessages("agent", { consultation: false, hasCareerDocument: false });
    expect(agent.map((m) => m.type)).toEqual([AgentCompleteMessageType.default, AgentCompleteMessageType.unContact, EntryCompleteMessageType.profileAppeal]);
    expect(completeMessages("agent", { consultation: true, hasCareerDocument: true }).map((m) => m.key)).toEqual(["consultationDefault", "unContact"]);
  });

  it("puts the answers in Japanese words, one row a step, for the confirmation, the agent's mail and the profile", () => {
    const t = (key: string, options?: Record<string, unknown>) => translatorFor("ja")(key, { ns: "entry", ...options });
    const answers = { ...FULL, jobStatus: JobStatus.leave, leaveDate: "2026-12-01", station: "渋谷駅", request: "平日夜なら面談できます" };
    const asked = STEPS.filter((step) => !isSkipped(step, answers));
    const rows = Object.fromEntries(summarize(asked, answers, "project", t, NOW).map((r) => [r.label, r.value]));
    expect(rows).toMatchObject({
      ご希望: "まずは詳しい話を聞きたい\n平日夜なら面談できます",
      生年月日: "1990年4月1日（36歳）",
      希望単価: "月額70万円以上",
      スキル経験年数: "Java 6年、Go 2年",
      退職日: "2026年12月",
      電話番号: "090-1234-5678",
      住所: "東京都 渋谷区（最寄駅：渋谷駅）",
      氏名: "山田 太郎（ヤマダ タロウ）",
      職務経歴: "未入力",
    });
    expect(Object.keys(rows)).not.toContain("確認");
  });
});
