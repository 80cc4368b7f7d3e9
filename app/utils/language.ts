// Japanese is the default language and English the second (spec §1). The choice is the visitor's,
// kept in a cookie; Accept-Language alone never switches the site.
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
