import { describe, expect, it } from "vitest";
import { LANDING_PAGES, LP5_CASES } from "~/data/landing-pages";
import { campaignLanding, caseLanding, inputLanding, simpleLanding } from "./landing";

describe("landing page addresses", () => {
  it("knows /lp/1–4, 6 and 7, indexable when evergreen, and refuses anything else", () => {
    for (const key of ["1", "2", "3", "4", "6", "7"] as const) {
      const landing = simpleLanding(key)!;
      expect(landing.path).toBe(`/lp/${key}/`);
      expect(landing.indexable).toBe(LANDING_PAGES[key].evergreen);
      expect(landing.inputPath).toBe("/lp/6/input/");
    }
    expect(simpleLanding("5")).toBeNull();
    expect(simpleLanding("8")).toBeNull();
    expect(simpleLanding(undefined)).toBeNull();
  });

  it("serves the campaign's base and revisions 1–4 only, never indexed", () => {
    expect(campaignLanding("all")).toMatchObject({ revision: 1, indexable: false, inputPath: "/lp/5/all-1/input/" });
    expect(campaignLanding("all-3")).toMatchObject({ revision: 3, path: "/lp/5/all-3/", inputPath: "/lp/5/all-3/input/" });
    expect(campaignLanding("all-3")!.copy.headline).not.toBe(campaignLanding("all")!.copy.headline);
    for (const bad of ["all-5", "all-0", "all-03", "all-", "al", "case"]) expect(campaignLanding(bad)).toBeNull();
  });

  it("serves each case and its two revisions", () => {
    const first = LP5_CASES[0];
    expect(caseLanding(String(first.id))).toMatchObject({ kind: "case", caseId: first.id, revision: 1, inputPath: `/lp/5/case/${first.id}-1/input/` });
    expect(caseLanding(`${first.id}-2`)!.copy.headline).toBe(first.revisions[2].headline);
    for (const bad of ["999", `${first.id}-3`, `${first.id}-02`, "0", "x"]) expect(caseLanding(bad)).toBeNull();
  });

  it("has input forms only where the spec puts them", () => {
    expect(inputLanding({ page: "6" })).not.toBeNull();
    expect(inputLanding({ page: "1" })).toBeNull();
    expect(inputLanding({ variant: "all-2" })).not.toBeNull();
    expect(inputLanding({ variant: "all" })).toBeNull();
    expect(inputLanding({ caseParam: `${LP5_CASES[0].id}-1` })).not.toBeNull();
    expect(inputLanding({ caseParam: String(LP5_CASES[0].id) })).toBeNull();
  });
});
