// What one judged query must reach (tests/search-judgements): the targets for the whole set
// are a zero-result rate ≤ 1 %, precision@10 ≥ 0.95 and recall ≥ 0.95; a query passes when it finds
// something whenever the corpus holds what it means, and reaches 0.9 on both measures.
export const QUERY_PRECISION = 0.9;
export const QUERY_RECALL = 0.9;

export function meetsTargets(outcome: { relevant: number; found: number; precision: number; recall: number }): boolean {
  if (outcome.relevant === 0) return true;
  return outcome.found > 0 && outcome.precision >= QUERY_PRECISION && outcome.recall >= QUERY_RECALL;
}
