// Which part of the market a market-price page shows: all, one skill (?skill=) or one job type (?job=).
import { parseId } from "~/models/listing/ids";
import { staticCategoryName } from "~/search/categories";

export type MarketSegmentRef = { kind: "all" } | { kind: "skill" | "job"; id: number; name: string };

export const ALL_SEGMENT = "all";
export const skillSegment = (id: number) => `skill:${id}`;
export const jobSegment = (id: number) => `job:${id}`;

export const segmentKey = (ref: MarketSegmentRef) => (ref.kind === "all" ? ALL_SEGMENT : ref.kind === "skill" ? skillSegment(ref.id) : jobSegment(ref.id));

export const segmentPath = (ref: MarketSegmentRef) => `/project/marketprice/${ref.kind === "all" ? "" : `?${ref.kind}=${ref.id}`}`;

/** Null for an unknown id (a 404). A skill wins over a job. */
export function segmentFromQuery(params: URLSearchParams): MarketSegmentRef | null {
  for (const kind of ["skill", "job"] as const) {
    const text = params.get(kind);
    if (text === null || text === "") continue;
    const id = parseId(text);
    const name = id === null ? undefined : staticCategoryName(kind, id);
    return name ? { kind, id: id!, name } : null;
  }
  return { kind: "all" };
}
