// The conditions a search runs with, each a link that removes it, so it works without JavaScript.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { ConditionChip } from "~/search/condition-chips.server";

export function chipLabel(chip: ConditionChip, t: TFunction): string {
  if (chip.name) return chip.name;
  if (chip.key === "remote") return t(`search:remoteOption.${chip.value}`);
  if (chip.key === "workdays") return t("search:workdaysOption", { days: chip.value });
  return t("search:priceOption", { price: chip.value });
}

export function SearchConditions({ chips, corrections }: { chips: ConditionChip[]; corrections: Array<{ typed: string; read: string }> }) {
  const { t } = useTranslation();
  if (chips.length === 0 && corrections.length === 0) return null;
  return (
    <div className="search-conditions">
      {chips.length > 0 ? (
        <>
          <h2 className="visually-hidden">{t("search:conditions")}</h2>
          <ul className="chip-list">
            {chips.map((chip) => (
              <li key={`${chip.key}:${chip.value}`}>
                <Link className="chip" to={chip.without} aria-label={t("search:removeCondition", { label: chipLabel(chip, t) })} preventScrollReset>
                  {chipLabel(chip, t)}
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
