// What one judged query must reach (tests/search-judgements; the whole set's targets are in decision 042).
export const QUERY_PRECISION = 0.9;
export const QUERY_RECALL = 0.9;

export function meetsTargets(outcome: { relevant: number; found: number; precision: number; recall: number }): boolean {
  if (outcome.relevant === 0) return true;
  return outcome.found > 0 && outcome.precision >= QUERY_PRECISION && outcome.recall >= QUERY_RECALL;
}
