// The judged search set (tests/search-judgements): every query baseline.json lists as meeting its
// targets must still meet them, and the set as a whole must stay at decision 042's targets.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JUDGEMENTS_DIR, judge, judgedQueries, openJudgedCorpus, summarise, type QueryOutcome } from "./judged-set.server";
import { meetsTargets } from "./relevance-targets";

describe("the judged search set", () => {
  let outcomes: QueryOutcome[] = [];
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const corpus = await openJudgedCorpus();
    close = corpus.close;
    outcomes = judgedQueries().map((query) => judge(corpus, query));
  });
  afterAll(() => close());

  it("keeps every query of the baseline at its targets", () => {
    const baseline = new Set(JSON.parse(fs.readFileSync(path.join(JUDGEMENTS_DIR, "baseline.json"), "utf8")) as string[]);
    const regressed = outcomes
      .filter((o) => baseline.has(o.q) && !meetsTargets(o))
      .map(
        (o) =>
          `${o.q}: found ${o.found}, precision@10 ${o.precision.toFixed(2)}, recall ${o.recall.toFixed(2)}, wrong ${o.wrong.join(" ")}, missed ${o.missed.slice(0, 5).join(" ")}`,
      );
    expect(regressed).toEqual([]);
  });

  it("stays at the set's targets: zero results ≤ 1 %, precision@10 and recall ≥ 0.95", () => {
    const all = summarise(outcomes).get("all")!;
    expect(all.zeroResult / all.withConcept).toBeLessThanOrEqual(0.01);
    expect(all.precision).toBeGreaterThanOrEqual(0.95);
    expect(all.recall).toBeGreaterThanOrEqual(0.95);
  });

  it("never confuses Java with JavaScript, Go with Google, C with C++", () => {
    for (const q of ["Java", "Go", "C"]) {
      const outcome = outcomes.find((o) => o.q === q);
      expect(outcome, q).toBeDefined();
      expect(outcome!.wrong, q).toEqual([]);
    }
  });
});
