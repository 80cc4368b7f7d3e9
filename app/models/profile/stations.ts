// The stations a member wishes to work near, named as the profile names them: 「渋谷（東京都）」.
import { PREFECTURES } from "~/data/prefectures";
import { STATIONS } from "~/data/stations";

export function stationLabel(id: number): string {
  const station = STATIONS.find((s) => s.id === id);
  if (!station) return "";
  return `${station.name}（${PREFECTURES.find((p) => p.id === station.prefectureId)?.name ?? ""}）`;
}

/** Sent by the working page's loader. */
export const stationOptions = () =>
  [...STATIONS].sort((a, b) => a.prefectureId - b.prefectureId || a.id - b.id).map((s) => ({ value: String(s.id), label: stationLabel(s.id) }));
