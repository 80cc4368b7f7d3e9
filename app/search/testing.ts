// Tests' listings for the search index: a plain open monthly listing in Tokyo, changed where a test says.
import { PriceUnit, RemoteType } from "~/constants";
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
