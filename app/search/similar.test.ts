import { describe, expect, it } from "vitest";
import { PriceUnit } from "~/constants";
import { skillByName } from "~/data/skills";
import { JOB_TYPES } from "~/data/job-types";
import { testDocument, testIndex } from "./testing";
import { jobFamily, similarPlan, type SimilarSource } from "./similar";

const skill = (name: string) => skillByName(name).id;
const job = (name: string) => JOB_TYPES.find((j) => j.name === name)!.id;
const source = (skills: string[], jobs: string[], extra: Partial<SimilarSource> = {}): SimilarSource => ({
  requiredSkills: skills.map((name) => ({ id: skill(name) })),
  welcomeSkills: [],
  jobTypes: jobs.map((name) => ({ id: job(name) })),
  industries: [],
  prefectureId: 13,
  priceMin: null,
  priceMax: 800_000,
  priceUnit: PriceUnit.month,
  ...extra,
});
const doc = (id: number, skills: string[], jobs: string[]) => testDocument(id, { skills: skills.map(skill), jobs: jobs.map(job) });

describe("similar listings", () => {
  const index = testIndex([
    doc(1, ["Google Cloud", "Terraform"], ["クラウドエンジニア"]),
    doc(2, ["Python", "Google Cloud"], ["機械学習エンジニア"]),
    doc(3, ["Python", "Google Cloud", "PyTorch"], ["機械学習エンジニア"]),
    doc(4, ["AWS", "Terraform"], ["インフラエンジニア"]),
    doc(5, ["Google Cloud", "Kubernetes"], ["SRE"]),
    doc(6, ["Java", "Oracle"], ["PM"]),
    doc(7, ["SAP", "Oracle"], ["SAPコンサルタント"]),
    doc(8, ["Java"], ["PMO"]),
    doc(9, ["Oracle"], ["PM"]),
  ]);
  const similar = (of: SimilarSource, self: number) =>
    index
      .matchProfile(similarPlan(of), 10)
      .map((m) => m.id)
      .filter((id) => id !== self);

  it("keeps to the job family: a cloud listing shows infrastructure work, not machine learning that shares Google Cloud", () => {
    expect(similar(source(["Google Cloud", "Terraform"], ["クラウドエンジニア"]), 1)).toEqual([5, 4]);
  });

  it("never shows SAP work for a Java PM listing because both name Oracle", () => {
    // The other PM listing first (same job type, shared Oracle), then the Java PMO one.
    expect(similar(source(["Java", "Oracle"], ["PM"]), 6)).toEqual([9, 8]);
  });

  it("reads a job type's family from its category", () => {
    expect(jobFamily([job("PM")])).toEqual(expect.arrayContaining([job("PMO"), job("PL")]));
    expect(jobFamily([job("PM")])).not.toContain(job("SAPコンサルタント"));
    expect(jobFamily([])).toEqual([]);
  });
});
