import { describe, expect, it } from "vitest";
import { createRandom } from "./random";
import { generateAgents, generateProject } from "./projects";
import { PREFECTURES } from "~/data/prefectures";
import { STATIONS } from "~/data/stations";
import { SKILLS } from "~/data/skills";
import { RemoteType } from "~/constants";
import { CharacteristicId } from "~/models/listing/rules";

const now = new Date("2026-11-21T00:00:00Z");
const generate = (seed: number, count: number) => {
  const random = createRandom(seed);
  const agents = generateAgents(random, 120, now);
  const projects = Array.from({ length: count }, (_, i) => generateProject(random, i + 1, agents.length, now));
  return { agents, projects };
};

describe("demo-data generator", () => {
  it("is deterministic: the same seed gives the same data", () => {
    expect(generate(42, 300)).toEqual(generate(42, 300));
  });

  it("gives different data for another seed", () => {
    expect(generate(43, 50).projects.map((p) => p.project.title)).not.toEqual(generate(42, 50).projects.map((p) => p.project.title));
  });

  it("writes at least 100 agents with distinct Japanese names and descriptions", () => {
    const { agents } = generate(1, 0);
    expect(agents.length).toBeGreaterThanOrEqual(100);
    expect(new Set(agents.map((a) => a.name)).size).toBe(agents.length);
    expect(agents.every((a) => /[ァ-ヶー]/.test(a.name) && a.description.length > 60 && /フリーランス/.test(a.description))).toBe(true);
  });

  it("writes listings that read like real ones", () => {
    const { projects } = generate(7, 2000);
    const prefectureIds = new Set(PREFECTURES.map((p) => p.id));
    const skillIds = new Set(SKILLS.map((s) => s.id));
    for (const { project, detail, skills, characteristics } of projects) {
      expect(project.title).toMatch(/^【.+】.+向け.+（.+）$/);
      expect(prefectureIds.has(project.prefecture_id)).toBe(true);
      if (project.station_id) expect(STATIONS.find((s) => s.id === project.station_id)?.prefectureId).toBe(project.prefecture_id);
      expect([1, 2, 3, 4]).toContain(project.price_unit);
      expect(project.price_max).toBeGreaterThan(0);
      if (project.price_min != null) expect(project.price_min).toBeLessThan(project.price_max!);
      expect(project.workdays_min).toBeGreaterThanOrEqual(2);
      expect(project.workdays_max).toBeLessThanOrEqual(5);
      expect(project.workdays_min).toBeLessThanOrEqual(project.workdays_max);
      expect(skills.length).toBeGreaterThanOrEqual(2);
      expect(skills.every((s) => skillIds.has(s.skill_id))).toBe(true);
      expect(new Set(skills.map((s) => s.skill_id)).size).toBe(skills.length);
      const remote = project.remote_type === RemoteType.remoteOk || project.remote_type === RemoteType.fullRemote;
      expect(characteristics.some((c) => c.value_id === CharacteristicId.remote)).toBe(remote);
      expect(detail.detail).toContain("【主な作業内容】");
      expect(detail.required_skill).toMatch(/実務経験\d年以上/);
      expect(new Date(project.published_at).getTime()).toBeLessThanOrEqual(now.getTime());
    }
    // Monthly prices in yen, in a believable range.
    const monthly = projects.filter((p) => p.project.price_unit === 2).map((p) => p.project.price_max!);
    expect(Math.min(...monthly)).toBeGreaterThanOrEqual(200_000);
    expect(Math.max(...monthly)).toBeLessThanOrEqual(1_600_000);
    // Tokyo dominates, as in the real market, but not alone.
    const tokyo = projects.filter((p) => p.project.prefecture_id === 13).length / projects.length;
    expect(tokyo).toBeGreaterThan(0.5);
    expect(tokyo).toBeLessThan(0.8);
    expect(projects.some((p) => p.project.open_state === 2)).toBe(true);
  });
});
