// `npm run feed:report`: which agents' feeds keep listings that are no longer open (stale, never
// changing, reopened), flagged past a threshold.

export type FeedReportRow = {
  agentId: number;
  name: string;
  feedConfirmedAt: string | null;
  open: number;
  stale: number;
  unchangedForMonths: number;
  reopened: number;
  duplicated: number;
};

/** Listings not updated for this long count as never changing. */
export const UNCHANGED_DAYS = 90;

const FLAG_AT = { stale: 0.2, unchangedForMonths: 0.5, reopened: 0.1 } as const;
const FLAG_LABEL: Record<keyof typeof FLAG_AT, string> = {
  stale: "未確認が多い",
  unchangedForMonths: "長期間更新なし",
  reopened: "募集終了後の再掲載が多い",
};

const percent = (part: number, whole: number) => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`);

export function feedFlags(row: FeedReportRow): string[] {
  if (row.open === 0) return [];
  return (Object.keys(FLAG_AT) as Array<keyof typeof FLAG_AT>).filter((key) => row[key] / row.open > FLAG_AT[key]).map((key) => FLAG_LABEL[key]);
}

export function feedReportLines(rows: FeedReportRow[]): string[] {
  const sorted = [...rows].sort(
    (a, b) => feedFlags(b).length - feedFlags(a).length || b.stale / (b.open || 1) - a.stale / (a.open || 1) || a.agentId - b.agentId,
  );
  const header = ["ID", "エージェント", "掲載中", "未確認(30日超)", `更新なし(${UNCHANGED_DAYS}日超)`, "再掲載", "他社と重複", "最終フィード", "要確認"];
  const lines = sorted.map((r) => [
    String(r.agentId),
    r.name,
    r.open.toLocaleString("ja-JP"),
    percent(r.stale, r.open),
    percent(r.unchangedForMonths, r.open),
    percent(r.reopened, r.open),
    percent(r.duplicated, r.open),
    r.feedConfirmedAt ? r.feedConfirmedAt.slice(0, 10) : "なし",
    feedFlags(r).join("・"),
  ]);
  return [header, ...lines].map((cells) => cells.join("\t"));
}
