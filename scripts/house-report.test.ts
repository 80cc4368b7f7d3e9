import { describe, expect, it } from "vitest";
import { longSourceFiles, outsideReferences } from "./house-report";

describe("the repository explains itself", () => {
  it("points to no document outside it (say the rule, or cite docs/product.md or a decision record)", () => {
    expect(outsideReferences()).toEqual([]);
  });

  it("keeps code files short enough to hold one concern", () => {
    // The entry steps' table is one concern, a little over the limit.
    expect(longSourceFiles().filter(({ file }) => file !== "app/models/entry/step-fields.ts")).toEqual([]);
  });
});
