// The conditions a search runs with, one chip a value, named on the server so the station list stays
// off the browser.
import { STATIONS } from "~/data/stations";
import { JOB_TYPES } from "~/data/job-types";
import { CROSS_CATEGORIES } from "~/data/cross-categories";
import { nameOf } from "./categories";
import { queryString, type FilterKey, type Filters } from "./query";

/** `without`: the page's address with this chip's value taken out (and back on page 1). */
export type ConditionChip = { key: FilterKey | "keyword"; value: string; name: string | null; without: string };

const stationName = new Map(STATIONS.map((s) => [s.id, `${s.name}駅`]));
const jobName = new Map(JOB_TYPES.map((j) => [j.id, j.name]));
const crossName = new Map(CROSS_CATEGORIES.map((c) => [c.id, c.title]));

const NAMED: Array<[FilterKey, (id: number) => string | undefined]> = [
  ["skill", (id) => nameOf("skill", id)],
  ["job", (id) => jobName.get(id)],
  ["prefecture", (id) => nameOf("prefecture", id)],
  ["station", (id) => stationName.get(id)],
  ["industry", (id) => nameOf("industry", id)],
  ["characteristic", (id) => nameOf("characteristic", id)],
  ["cross", (id) => crossName.get(id)],
];

export function conditionChips(filters: Filters, keyword: string, path = "", search = ""): ConditionChip[] {
  const chips: Array<Omit<ConditionChip, "without">> = [...new Set(keyword.split(" ").filter(Boolean))].map((word) => ({
    key: "keyword",
    value: word,
    name: `「${word}」`,
  }));
  for (const [key, name] of NAMED) {
    for (const id of filters[key] ?? []) {
      const text = name(id);
      if (text) chips.push({ key, value: String(id), name: text });
    }
  }
  for (const id of filters.remote ?? []) if (id === 1 || id === 2) chips.push({ key: "remote", value: String(id), name: null });
  if (filters.workdays?.length) chips.push({ key: "workdays", value: String(Math.max(...filters.workdays)), name: null });
  if (filters.price_over?.length) chips.push({ key: "price_over", value: String(Math.min(...filters.price_over)), name: null });
  return chips.map((chip) => ({ ...chip, without: `${path}${searchWithout(search, chip)}` }));
}

function searchWithout(search: string, chip: Omit<ConditionChip, "without">): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (chip.key === "keyword") {
    const rest = (params.get("keyword") ?? "").split(/\s+/).filter((w) => w && w !== chip.value);
    if (rest.length > 0) params.set("keyword", rest.join(" "));
    else params.delete("keyword");
  } else if (chip.key === "workdays" || chip.key === "price_over") {
    params.delete(chip.key);
  } else {
    const rest = params
      .getAll(chip.key)
      .flatMap((v) => v.split(","))
      .filter((v) => v.trim() !== chip.value);
    params.delete(chip.key);
    if (rest.length > 0) params.set(chip.key, rest.join(","));
  }
  const out = queryString(params);
  return out ? `?${out}` : "";
}
