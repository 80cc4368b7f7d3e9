// i18next set up the same way on the server and in the browser. Resources are bundled: the site
// has two languages and a few namespaces, so loading them over the network would only add a round trip.
import i18next, { type i18n } from "i18next";
import jaCommon from "~/locales/ja/common.json";
import jaStatic from "~/locales/ja/static.json";
import enCommon from "~/locales/en/common.json";
import enStatic from "~/locales/en/static.json";
import jaAccount from "~/locales/ja/account.json";
import enAccount from "~/locales/en/account.json";
import jaEntry from "~/locales/ja/entry.json";
import enEntry from "~/locales/en/entry.json";
import { DEFAULT_LANGUAGE, type Language } from "./language";

const resources = {
  ja: { common: jaCommon, static: jaStatic, account: jaAccount, entry: jaEntry },
  en: { common: enCommon, static: enStatic, account: enAccount, entry: enEntry },
} as const;

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
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
