// i18next set up the same way on the server and in the browser. The server holds both languages
// (i18n-languages.server.ts); the browser only its visitor's, loaded before hydration: the other
// language in every page's JavaScript cost ~30 KB gzipped for nothing (issue 19, decision 018).
import i18next, { type i18n } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "./language";
import type ja from "~/locales/ja";
import { serverLanguages } from "./i18n-languages.server";

type LanguageResources = typeof ja;
const resources: Partial<Record<Language, LanguageResources>> = { ...serverLanguages };

/** In the browser: the visitor's language, from its own chunk (a modulepreload link asks for it early). */
export async function loadLanguage(language: Language) {
  if (resources[language]) return;
  resources[language] = (language === "en" ? await import("~/locales/en") : await import("~/locales/ja")).default;
}

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: resources as Record<Language, LanguageResources>,
    ns: ["common", "static", "account", "entry"],
    defaultNS: "common",
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const shared = new Map<Language, i18n>();

/**
 * One instance per language, shared by all requests: on the server nothing ever changes an
 * instance's language, so building one per request would only cost time.
 */
export function sharedI18n(language: Language): i18n {
  let instance = shared.get(language);
  if (!instance) {
    instance = rememberTranslations(createI18n(language));
    shared.set(language, instance);
  }
  return instance;
}

const REMEMBERED_MAX = 50_000;

type Scalar = string | number | boolean | null | undefined;

const isScalar = (value: unknown): value is Scalar => value === null || (typeof value !== "object" && typeof value !== "function");

/**
 * The options of a call whose answer depends on nothing but them: values that are plain numbers or
 * strings (a count, a price, a page number), the language and namespaces react-i18next adds. A key
 * prefix or an object among the values (a date, a nested object) is left to i18next each time.
 */
function rememberable(options: unknown): options is Record<string, Scalar | Scalar[]> | undefined {
  if (options === undefined) return true;
  if (typeof options !== "object" || options === null || (options as { keyPrefix?: string }).keyPrefix) return false;
  for (const value of Object.values(options)) {
    if (Array.isArray(value) ? !value.every(isScalar) : !isScalar(value)) return false;
  }
  return true;
}

/**
 * The instance, its t answering a call it has answered before from a map: i18next resolves each
 * call afresh (key lookup, plural rules, interpolation), about a tenth of a search page's rendering
 * time (issue 19), and a page asks the same keys with the same counts again and again (the search
 * panel's 「(3)」 beside each option). The resources never change once loaded, so neither does the
 * answer to the same key and values.
 */
export function rememberTranslations(instance: i18n): i18n {
  const translate = instance.t.bind(instance) as (key: unknown, options?: unknown) => unknown;
  const remembered = new Map<string, string>();
  const t = (key: unknown, options?: unknown) => {
    if (typeof key !== "string" || !rememberable(options)) return translate(key, options);
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    const known = remembered.get(id);
    if (known !== undefined) return known;
    const text = translate(key, options);
    if (typeof text === "string") {
      if (remembered.size >= REMEMBERED_MAX) remembered.clear();
      remembered.set(id, text);
    }
    return text;
  };
  instance.t = t as i18n["t"];
  return instance;
}

/** A read-only translator for places without hooks (meta functions, server code). */
export function translatorFor(language: Language) {
  const instance = sharedI18n(language);
  return instance.t.bind(instance);
}
