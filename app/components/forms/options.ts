// The choices several forms ask for, small on purpose so such a form need not load the entry steps.
import { useTranslation } from "react-i18next";
import { MAX_EXPERIENCE_YEARS } from "~/models/entry/step-limits";

export type Option = { value: string; label: string; group?: string };

export const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

export function useFieldOptions() {
  const { t } = useTranslation("fields");
  const codes = (name: "workStyle", values: readonly number[]): Option[] => values.map((v) => ({ value: String(v), label: t(`options.${name}.${v}`) }));
  const workdays = (values: readonly number[]): Option[] => values.map((days) => ({ value: String(days), label: t("options.workdays", { days }) }));
  /** Years of experience: under a year, then whole years up to MAX_EXPERIENCE_YEARS, the last "or more". */
  const years: Option[] = range(0, MAX_EXPERIENCE_YEARS).map((n) => ({
    value: String(n),
    label: n === 0 ? t("options.underAYear") : n === MAX_EXPERIENCE_YEARS ? t("options.yearsOrMore", { count: n }) : t("options.years", { count: n }),
  }));
  return { codes, workdays, years };
}
