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
    instance = createI18n(language);
    shared.set(language, instance);
  }
  return instance;
}

/** A read-only translator for places without hooks (meta functions, server code). */
export function translatorFor(language: Language) {
  const instance = sharedI18n(language);
  return instance.t.bind(instance);
}
