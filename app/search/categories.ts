// The category pages /project/{category}/{id}/ (docs/product.md, Pages): the filter each stands for
// and its title. Master data is static, so this also runs in the browser.
import { SKILLS } from "~/data/skills";
import { PREFECTURES } from "~/data/prefectures";
import { ENTRY_JOB_TYPES } from "~/data/job-types";
import { INDUSTRIES } from "~/data/industries";
import { CHARACTERISTICS } from "~/data/characteristics";
import { CROSS_CATEGORIES } from "~/data/cross-categories";
import { PRICE_OVER_OPTIONS, WORKDAY_OPTIONS } from "~/constants";
import { parseSearchQuery, type FilterKey, type Filters } from "./query";

export const CATEGORY_KEYS = ["agent", "characteristic", "cross", "industry", "job", "prefecture", "price_over", "skill", "workdays"] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

const names = {
  skill: new Map(SKILLS.map((s) => [s.id, s.name])),
  prefecture: new Map(PREFECTURES.map((p) => [p.id, p.name])),
  job: new Map(ENTRY_JOB_TYPES.map((j) => [j.id, j.name])),
  industry: new Map(INDUSTRIES.map((i) => [i.id, i.name])),
  characteristic: new Map(CHARACTERISTICS.map((c) => [c.id, c.name])),
  cross: new Map(CROSS_CATEGORIES.map((c) => [c.id, c.title])),
};

export function isCategoryKey(value: string | undefined): value is CategoryKey {
  return (CATEGORY_KEYS as readonly string[]).includes(value ?? "");
}

/** Undefined when the id does not exist; agents' names come from the database. */
export function staticCategoryName(key: Exclude<CategoryKey, "agent">, id: number): string | undefined {
  if (key === "price_over") return (PRICE_OVER_OPTIONS as readonly number[]).includes(id) ? String(id) : undefined;
  if (key === "workdays") return (WORKDAY_OPTIONS as readonly number[]).includes(id as never) ? String(id) : undefined;
  return names[key].get(id);
}

export function categoryFilters(key: CategoryKey, id: number): Filters {
  if (key === "cross") {
    const cross = CROSS_CATEGORIES.find((c) => c.id === id);
    return cross ? parseSearchQuery(new URLSearchParams(cross.query)).filters : {};
  }
  return { [key as FilterKey]: [id] };
}

export function nameOf(key: "skill" | "prefecture" | "job" | "industry" | "characteristic", id: number) {
  return names[key].get(id);
}
