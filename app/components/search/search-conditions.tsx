// The conditions a search runs with, each a link that removes it (so typed words read as
// conditions, such as 東京 or フルリモート, can be undone without JavaScript), and the note that a
// misspelt word was read as another.
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { STATIONS } from "~/data/stations";
import { JOB_TYPES } from "~/data/job-types";
import { CROSS_CATEGORIES } from "~/data/cross-categories";
import { nameOf } from "~/search/categories";
import type { FilterKey, Filters } from "~/search/query";

type Chip = { key: FilterKey | "keyword"; value: string; label: string };

const stationName = new Map(STATIONS.map((s) => [s.id, `${s.name}駅`]));
const jobName = new Map(JOB_TYPES.map((j) => [j.id, j.name]));
const crossName = new Map(CROSS_CATEGORIES.map((c) => [c.id, c.title]));

/** One label per condition value, in the panel's words. Agent, contract and open are the pages' own and not listed. */
export function conditionChips(filters: Filters, keyword: string, t: TFunction): Chip[] {
  const chips: Chip[] = [];
  const each = (key: FilterKey, label: (id: number) => string | undefined) => {
    for (const id of filters[key] ?? []) {
      const text = label(id);
      if (text) chips.push({ key, value: String(id), label: text });
    }
  };
  for (const word of keyword.split(" ").filter(Boolean)) chips.push({ key: "keyword", value: word, label: `「${word}」` });
  each("skill", (id) => nameOf("skill", id));
  each("job", (id) => jobName.get(id));
  each("prefecture", (id) => nameOf("prefecture", id));
  each("station", (id) => stationName.get(id));
  each("industry", (id) => nameOf("industry", id));
  each("characteristic", (id) => nameOf("characteristic", id));
  each("cross", (id) => crossName.get(id));
  each("remote", (id) => (id === 1 || id === 2 ? t(`search:remoteOption.${id}`) : undefined));
  if (filters.workdays?.length) chips.push({ key: "workdays", value: "", label: t("search:workdaysOption", { days: Math.max(...filters.workdays) }) });
  if (filters.price_over?.length) chips.push({ key: "price_over", value: "", label: t("search:priceOption", { price: Math.min(...filters.price_over) }) });
  return chips;
}

/** The current URL without one condition (and back on page 1). */
function searchWithout(search: string, chip: Chip): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  if (chip.key === "keyword") {
    const rest = (params.get("keyword") ?? "").split(/\s+/).filter((w) => w && w !== chip.value);
    if (rest.length > 0) params.set("keyword", rest.join(" "));
    else params.delete("keyword");
  } else if (chip.value === "") {
    params.delete(chip.key);
  } else {
    const rest = params
      .getAll(chip.key)
      .flatMap((v) => v.split(","))
      .filter((v) => v.trim() !== chip.value);
    params.delete(chip.key);
    if (rest.length > 0) params.set(chip.key, rest.join(","));
  }
  const out = params.toString().replace(/%2C/g, ",");
  return out ? `?${out}` : "";
}

export function SearchConditions({
  conditions,
  keyword,
  corrections,
}: {
  conditions: Filters;
  keyword: string;
  corrections: Array<{ typed: string; read: string }>;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const chips = conditionChips(conditions, keyword, t);
  if (chips.length === 0 && corrections.length === 0) return null;
  return (
    <div className="search-conditions">
      {chips.length > 0 ? (
        <>
          <h2 className="visually-hidden">{t("search:conditions")}</h2>
          <ul className="chip-list">
            {chips.map((chip) => (
              <li key={`${chip.key}:${chip.value}`}>
                <Link
                  className="chip"
                  to={`${location.pathname}${searchWithout(location.search, chip)}`}
                  aria-label={t("search:removeCondition", { label: chip.label })}
                  preventScrollReset
                >
                  {chip.label}
                  <span aria-hidden="true"> ×</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {corrections.map(({ typed, read }) => (
        <p key={typed} className="notice" role="status">
          {t("search:correction", { typed, read })}
        </p>
      ))}
    </div>
  );
}
