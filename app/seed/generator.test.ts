import { describe, expect, it } from "vitest";
import { createRandom } from "./random";
import { createMarket, generateAgents, generateProject } from "./projects";
import { corpusReport, demoMarket } from "./corpus";
import { MARKET_ROLES } from "./market/roles";
import { AGENT_PROFILES } from "./market/agents";
import { DEFAULT_AGENT_COUNT, DEFAULT_SEED } from "./seed.server";
import { PREFECTURES } from "~/data/prefectures";
import { STATIONS } from "~/data/stations";
import { SKILLS } from "~/data/skills";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { INDUSTRIES } from "~/data/industries";
import { DEMO_PROJECT_COUNT, PriceUnit, RemoteType } from "~/constants";
import { CharacteristicId } from "~/models/listing/rules";

const now = new Date("2026-11-21T00:00:00Z");
const generate = (seed: number, count: number) => {
  const random = createRandom(seed);
  const agents = generateAgents(random, 120, now);
  const projects = Array.from({ length: count }, (_, i) => generateProject(random, i + 1, agents.length, now));
  return { agents, projects };
};

describe("the catalogue the market is drawn from", () => {
  const skillNames = new Set(SKILLS.map((s) => s.name));
  const industryIds = new Set(INDUSTRIES.map((i) => i.id));

  it("names only known skills, job types and industries, and every one the site links", () => {
    const used = new Set(MARKET_ROLES.flatMap((r) => [...r.stacks.flat(), ...r.extras]));
    expect([...used].filter((name) => !skillNames.has(name))).toEqual([]);
    expect(SKILLS.filter((s) => !used.has(s.name)).map((s) => s.name)).toEqual([]);
    expect(ENTRY_JOB_TYPES.filter((j) => !MARKET_ROLES.some((r) => r.jobTypeIds[0] === j.id)).map((j) => j.name)).toEqual([]);
    expect(MARKET_ROLES.flatMap((r) => r.projects.map((p) => p.industryId)).filter((id) => !industryIds.has(id))).toEqual([]);
    expect(new Set(MARKET_ROLES.map((r) => r.key)).size).toBe(MARKET_ROLES.length);
  });

  it("writes agents of their own: distinct names and taglines, a few large ones and many small", () => {
    const agents = generateAgents(createRandom(1), DEFAULT_AGENT_COUNT, now);
    expect(new Set(agents.map((a) => a.name)).size).toBe(agents.length);
    expect(new Set(agents.map((a) => a.catch_copy)).size).toBe(agents.length);
    expect(new Set(agents.map((a) => a.description)).size).toBe(agents.length);
    expect(AGENT_PROFILES.filter((p) => p.size === "large").length).toBeLessThanOrEqual(8);
    expect(AGENT_PROFILES.filter((p) => p.size === "small").length).toBeGreaterThan(AGENT_PROFILES.length / 2);
  });
});

describe("demo-data generator", () => {
  it("is deterministic: the same seed gives the same data", () => {
    expect(generate(42, 300)).toEqual(generate(42, 300));
  });

  it("gives different data for another seed", () => {
    expect(generate(43, 50).projects.map((p) => p.project.title)).not.toEqual(generate(42, 50).projects.map((p) => p.project.title));
  });

  it("writes listings that read like real ones", () => {
    const { projects } = generate(7, 2000);
    const prefectureIds = new Set(PREFECTURES.map((p) => p.id));
    for (const { project, detail, skills, characteristics } of projects) {
      expect(prefectureIds.has(project.prefecture_id)).toBe(true);
      if (project.station_id) expect(STATIONS.find((s) => s.id === project.station_id)?.prefectureId).toBe(project.prefecture_id);
      expect([PriceUnit.month, PriceUnit.day, PriceUnit.hour]).toContain(project.price_unit);
      expect(project.price_max).toBeGreaterThan(0);
      if (project.price_min != null) expect(project.price_min).toBeLessThanOrEqual(project.price_max!);
      expect(project.workdays_min).toBeGreaterThanOrEqual(2);
      expect(project.workdays_max).toBeLessThanOrEqual(5);
      expect(project.workdays_min).toBeLessThanOrEqual(project.workdays_max);
      expect(skills.length).toBeGreaterThanOrEqual(2);
      expect(new Set(skills.map((s) => s.skill_id)).size).toBe(skills.length);
      const remote = project.remote_type === RemoteType.remoteOk || project.remote_type === RemoteType.fullRemote;
      expect(characteristics.some((c) => c.value_id === CharacteristicId.remote)).toBe(remote);
      expect(detail.required_skill).toMatch(/実務経験\d年以上|実務未経験可/);
      expect(new Date(project.published_at).getTime()).toBeLessThanOrEqual(now.getTime());
      if (project.closed_at) expect(Date.parse(project.closed_at)).toBeGreaterThan(Date.parse(project.published_at));
    }
    // Monthly prices in yen, in a believable range.
    const monthly = projects.filter((p) => p.project.price_unit === PriceUnit.month).map((p) => p.project.price_max!);
    expect(Math.min(...monthly)).toBeGreaterThanOrEqual(200_000);
    expect(Math.max(...monthly)).toBeLessThanOrEqual(2_000_000);
    // Tokyo dominates, as in the real market, but not alone.
    const tokyo = projects.filter((p) => p.project.prefecture_id === 13).length / projects.length;
    expect(tokyo).toBeGreaterThan(0.45);
    expect(tokyo).toBeLessThan(0.75);
  });

  it("has one project posted by several agents, each in its own words", () => {
    const random = createRandom(3);
    const nextProject = createMarket(120, now);
    const shared = Array.from({ length: 400 }, (_, i) => nextProject(random, i * 10 + 1)).filter((postings) => postings.length > 1);
    expect(shared.length).toBeGreaterThan(20);
    for (const postings of shared) {
      expect(new Set(postings.map((p) => p.project.agent_id)).size).toBe(postings.length);
      expect(new Set(postings.map((p) => p.project.prefecture_id)).size).toBe(1);
    }
    expect(shared.filter((postings) => new Set(postings.map((p) => p.project.title)).size > 1).length / shared.length).toBeGreaterThan(0.8);
  });
});

describe("the market at the default size", () => {
  const report = corpusReport(demoMarket(DEMO_PROJECT_COUNT, DEFAULT_AGENT_COUNT, DEFAULT_SEED, now), now);

  it("has open listings in every job type, skill, prefecture and industry the site links", () => {
    const empty = (rows: Array<{ name: string; listings: number }>) => rows.filter((r) => r.listings === 0).map((r) => r.name);
    expect([...empty(report.jobTypes), ...empty(report.skills), ...empty(report.prefectures), ...empty(report.industries)]).toEqual([]);
  });

  it("has a year of history, most titles unique, a few large agents and many small", () => {
    const months = report.publishedByMonth.map(([, n]) => n);
    expect(months.length).toBeGreaterThanOrEqual(13);
    expect(Math.min(...months.slice(-12))).toBeGreaterThan(report.listings / 50);
    // Filled listings close as the year goes: most stay open, not all.
    expect(report.open / report.listings).toBeGreaterThan(0.55);
    expect(report.open / report.listings).toBeLessThan(0.85);
    expect(report.uniqueTitles).toBeGreaterThan(0.9);
    const counts = report.agents.map((a) => a.listings);
    expect(counts[0]).toBeGreaterThan(1_000);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThan(counts[0] / 10);
  });

  it("prices seats as the market does: SAP and PMO above development, help desks below", () => {
    const price = (id: number) => report.jobTypes.find((j) => j.id === id)!.medianPrice;
    expect(price(26)).toBeGreaterThan(price(5));
    expect(price(23)).toBeGreaterThan(price(5));
    expect(price(36)).toBeLessThan(price(5));
  });

  it("groups the projects several agents posted, and little else", () => {
    console.log(`demo duplicates: ${JSON.stringify(report.duplicates)}`);
    expect(report.duplicates.recall).toBeGreaterThanOrEqual(0.9);
    expect(report.duplicates.precision).toBeGreaterThanOrEqual(0.8);
  });
});
