// Japanese is the default language, English the second; the choice is the visitor's, kept in a cookie
// (docs/product.md, Who it is for).
import { readCookie } from "./cookies";

export const LANGUAGES = ["ja", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ja";
export const LANGUAGE_COOKIE = "lng";

export function toLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : DEFAULT_LANGUAGE;
}

export function languageFromCookieHeader(cookieHeader: string | null): Language {
  return toLanguage(readCookie(cookieHeader, LANGUAGE_COOKIE));
}
