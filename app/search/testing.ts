// Tests' listings for the search index: a plain open monthly listing in Tokyo, changed where a test says.
import { PriceUnit, RemoteType } from "~/constants";
import { createRandom } from "~/seed/random";
import { generateAgents, generateProject } from "~/seed/projects";
import { toSearchDocument } from "./documents";
import { SearchIndex } from "./index";
import type { SearchDocument } from "./slots";

export function testDocument(id: number, extra: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id,
    agentId: 1,
    text: "",
    priceMin: null,
    priceMax: 600_000,
    priceUnit: PriceUnit.month,
    workdaysMin: 5,
    remoteType: RemoteType.none,
    contractStatus: 0,
    open: true,
    prefectureId: 13,
    stationId: null,
    skills: [],
    jobs: [],
    industries: [],
    characteristics: [],
    publishedAt: Date.parse("2026-11-01T00:00:00Z"),
    completeness: 0.5,
    ...extra,
  };
}

export function testIndex(docs: SearchDocument[], finalize = true) {
  const index = new SearchIndex(docs.length);
  for (const d of docs) index.upsert(d);
  if (finalize) index.finalize();
  return index;
}

/** `count` listings as the demo data generates them (seeded, so the same every run). */
export function generatedDocuments(count: number, seed = 5, now = new Date("2026-11-21T00:00:00Z")): SearchDocument[] {
  const random = createRandom(seed);
  const agents = generateAgents(random, 30, now);
  return Array.from({ length: count }, (_, i) => {
    const p = generateProject(random, i + 1, agents.length, now);
    return toSearchDocument(p.project, {
      skills: p.skills.map((s) => s.skill_id),
      jobs: p.jobTypes.map((j) => j.value_id),
      industries: p.industries.map((x) => x.value_id),
      characteristics: p.characteristics.map((c) => c.value_id),
    });
  });
}
