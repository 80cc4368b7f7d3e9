import { describe, expect, it } from "vitest";
import { createRandom } from "~/seed/random";
import { generateAgents, generateProject } from "~/seed/projects";
import { SearchIndex } from "./index";
import { toSearchDocument } from "./documents";
import { panelFacets, PanelFacetCache, PANEL_OPTION_COUNT } from "./facets";
import { resolveCross } from "./search-engine.server";
import { parseSearchQuery } from "./query";

const now = new Date("2026-11-21T00:00:00Z");
const random = createRandom(11);
const agents = generateAgents(random, 20, now);
const index = new SearchIndex(3000);
for (let i = 1; i <= 3000; i++) {
  const p = generateProject(random, i, agents.length, now);
  index.upsert(
    toSearchDocument(p.project, {
      skills: p.skills.map((s) => s.skill_id),
      jobs: p.jobTypes.map((j) => j.value_id),
      industries: p.industries.map((x) => x.value_id),
      characteristics: p.characteristics.map((c) => c.value_id),
    }),
  );
}
index.finalize();

describe("panelFacets", () => {
  it("lists the selected values first, then the most common, with exact counts", () => {
    const query = parseSearchQuery(new URLSearchParams("skill=150&prefecture=13&price_over=60"));
    const facets = panelFacets(index, query, resolveCross);
    expect(facets.skill[0][0]).toBe(150);
    expect(facets.skill).toHaveLength(PANEL_OPTION_COUNT);
    const everySkill = index.facetCounts("skill", query.filters, query.keyword, resolveCross);
    for (const [id, count] of facets.skill) expect(count).toBe(everySkill.get(id) ?? 0);
    const popular = index.popularValues("skill", PANEL_OPTION_COUNT - 1);
    expect(facets.skill.slice(1).map(([id]) => id)).toEqual(popular.filter((id) => id !== 150).slice(0, PANEL_OPTION_COUNT - 1));
    const everyPrefecture = index.facetCounts("prefecture", query.filters, query.keyword, resolveCross);
    for (const [id, count] of facets.prefecture) expect(count).toBe(everyPrefecture.get(id) ?? 0);
    expect(facets.prefecture[0][0]).toBe(13);
    expect(facets.remote[1]).toBe(index.matching({ ...query.filters, remote: [1] }, "", resolveCross).count());
  });
});

describe("PanelFacetCache", () => {
  const query = parseSearchQuery(new URLSearchParams("prefecture=13"));

  it("answers a search counted before, until the index changes", () => {
    const cache = new PanelFacetCache();
    expect(cache.get(index, query)).toBeUndefined();
    const counted = cache.count(index, query, resolveCross);
    expect(counted).toEqual(panelFacets(index, query, resolveCross));
    expect(cache.get(index, parseSearchQuery(new URLSearchParams("prefecture=13")))).toBe(counted);

    const [listing] = index.listingsIn(index.matching(query.filters, "", resolveCross));
    index.remove(listing.id);
    expect(cache.get(index, query)).toBeUndefined();
    const recounted = cache.count(index, query, resolveCross);
    expect(recounted.prefecture[0]).toEqual([13, counted.prefecture[0][1] - 1]);
  });

  it("forgets the least recently used search beyond its size", () => {
    const cache = new PanelFacetCache(2);
    const [a, b, c] = ["skill=150", "skill=151", "skill=152"].map((s) => parseSearchQuery(new URLSearchParams(s)));
    cache.count(index, a, resolveCross);
    cache.count(index, b, resolveCross);
    cache.get(index, a);
    cache.count(index, c, resolveCross);
    expect(cache.get(index, a)).toBeDefined();
    expect(cache.get(index, b)).toBeUndefined();
    expect(cache.get(index, c)).toBeDefined();
  });
});
