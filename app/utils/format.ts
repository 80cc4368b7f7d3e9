// Numbers, money and dates as a Japanese reader expects them (Intl, ja-JP, Tokyo time).
import { PriceUnit, UNKNOWN_LISTING_COUNT_TEN_THOUSANDS } from "~/constants";
import type { Language } from "./language";

/** The listing count in whole 万, rounded down, with a fixed figure when the total is unknown (docs/product.md, Who it is for). */
export function listingCountInTenThousands(total: number | null | undefined): number {
  if (total == null || !Number.isFinite(total) || total < 0) return UNKNOWN_LISTING_COUNT_TEN_THOUSANDS;
  return Math.floor(total / 10_000);
}

const LOCALE: Record<Language, string> = { ja: "ja-JP", en: "en-US" };

// Intl formatters are costly to build and safe to share.
const dateFormats = Object.fromEntries(
  Object.entries(LOCALE).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Tokyo" }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;
const monthFormats = Object.fromEntries(
  Object.entries(LOCALE).map(([language, locale]) => [language, new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", timeZone: "UTC" })]),
) as Record<Language, Intl.DateTimeFormat>;
const numberFormats = Object.fromEntries(Object.entries(LOCALE).map(([language, locale]) => [language, new Intl.NumberFormat(locale)])) as Record<
  Language,
  Intl.NumberFormat
>;

const tokyoYear = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Tokyo" });

/** The current year in Japan (the copyright line runs up to it). */
export function currentYearInJapan(now = new Date()): number {
  return Number(tokyoYear.format(now));
}

/** 2026年11月21日 (ja) or November 21, 2026 (en), in Japan time. */
export function formatDate(value: string | Date, language: Language = "ja"): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return dateFormats[language].format(date);
}

/** A month given as 2019-04: 2019年4月 (ja) or April 2019 (en). */
export function formatMonth(yearMonth: string, language: Language = "ja"): string {
  return monthFormats[language].format(new Date(`${yearMonth}-01T00:00:00Z`));
}

export function formatCount(value: number, language: Language = "ja"): string {
  return numberFormats[language].format(value);
}

const UNIT_SUFFIX: Record<Language, Record<number, string>> = {
  ja: { [PriceUnit.year]: "/年", [PriceUnit.month]: "/月", [PriceUnit.day]: "/日", [PriceUnit.hour]: "/時" },
  en: { [PriceUnit.year]: "/year", [PriceUnit.month]: "/month", [PriceUnit.day]: "/day", [PriceUnit.hour]: "/hour" },
};

export function yen(amount: number, language: Language, withUnit: boolean) {
  if (language === "en") return `¥${formatCount(amount, "en")}`;
  // From 1万 up, amounts read in 万 (80万, 4.5万); below it (hourly rates) as 5,000.
  const text = amount >= 10_000 && amount % 1_000 === 0 ? `${formatCount(amount / 10_000)}万` : formatCount(amount);
  return withUnit ? `${text}円` : text;
}

/** 70万〜80万円/月, 〜80万円/月, 5,000円/時; null when the listing has no price. */
export function formatPrice(min: number | null, max: number | null, unit: number, language: Language = "ja"): string | null {
  const suffix = UNIT_SUFFIX[language][unit] ?? UNIT_SUFFIX[language][PriceUnit.month];
  if (max == null && min == null) return null;
  if (min != null && max != null && min !== max) return `${yen(min, language, language === "en")}〜${yen(max, language, true)}${suffix}`;
  if (max != null) return `${min === max ? "" : "〜"}${yen(max, language, true)}${suffix}`;
  return `${yen(min!, language, true)}〜${suffix}`;
}

export function isWithinDays(publishedAt: string, days: number, now = new Date()): boolean {
  const age = now.getTime() - new Date(publishedAt).getTime();
  return age >= 0 && age < days * 86_400_000;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}MB`;
}
