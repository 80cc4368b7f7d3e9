// `npm run experiments:report`: per pattern, the visitors, sign-ups, entries and conversion rate with a
// Wilson interval (sound for small counts and rates near 0, where the normal approximation is not).
/** Each visitor counted once. */
export type PatternCounts = { kind: number; pattern: number; visitors: number; signups: number; entries: number; converted: number };

/** The 95 % interval (z = 1.96), as fractions. */
export function wilsonInterval(successes: number, trials: number, z = 1.96): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 0 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** A conversion is a sign-up or an entry. */
export function reportLines(rows: PatternCounts[], names: Map<number, string>): string[] {
  const lines: string[] = [];
  for (const kind of [...new Set(rows.map((r) => r.kind))].sort((a, b) => a - b)) {
    lines.push(`kind ${kind} ${names.get(kind) ?? ""}`.trimEnd());
    for (const row of rows.filter((r) => r.kind === kind).sort((a, b) => a.pattern - b.pattern)) {
      const { low, high } = wilsonInterval(row.converted, row.visitors);
      const rate = row.visitors === 0 ? 0 : row.converted / row.visitors;
      lines.push(
        `  pattern ${row.pattern}: visitors ${row.visitors}, sign-ups ${row.signups}, entries ${row.entries}, conversion ${percent(rate)} (95% CI ${percent(low)}–${percent(high)})`,
      );
    }
  }
  return lines;
}
