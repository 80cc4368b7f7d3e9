// The site's texts and the translator every part asks. The server holds both languages (i18next);
// the browser loads only its visitor's language and the namespaces the page's routes declare in
// `handle.i18n`, and translates with translator.ts (decision 033).
import type { i18n } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "./language";
import type ja from "~/locales/ja";
import { serverLanguages } from "./i18n-languages.server";
import { serverI18n } from "./i18next.server";
import { createTranslator, type TextResources } from "./translator";

type LanguageResources = typeof ja;
export type Namespace = keyof LanguageResources;
export const NAMESPACES = [
  "common",
  "top",
  "landing",
  "listing",
  "static",
  "legal",
  "account",
  "mail",
  "member",
  "entry",
  "applied",
  "fields",
  "agent",
  "market",
  "search",
  "column",
  "partnership",
  "detail",
] as const satisfies readonly Namespace[];

/** On the server every text (the browser build empties .server modules); in the browser, the page's as they load. */
const resources: Partial<Record<Language, Partial<LanguageResources>>> = { ...serverLanguages };

const BUNDLES: Record<Language, Record<Namespace, () => Promise<{ default: object }>>> = {
  ja: {
    common: () => import("~/locales/ja/common.json"),
    top: () => import("~/locales/ja/top.json"),
    landing: () => import("~/locales/ja/landing.json"),
    listing: () => import("~/locales/ja/listing.json"),
    static: () => import("~/locales/ja/static.json"),
    legal: () => import("~/locales/ja/legal.json"),
    account: () => import("~/locales/ja/account.json"),
    mail: () => import("~/locales/ja/mail.json"),
    member: () => import("~/locales/ja/member.json"),
    entry: () => import("~/locales/ja/entry.json"),
    applied: () => import("~/locales/ja/applied.json"),
    fields: () => import("~/locales/ja/fields.json"),
    agent: () => import("~/locales/ja/agent.json"),
    market: () => import("~/locales/ja/market.json"),
    search: () => import("~/locales/ja/search.json"),
    column: () => import("~/locales/ja/column.json"),
    partnership: () => import("~/locales/ja/partnership.json"),
    detail: () => import("~/locales/ja/detail.json"),
  },
  en: {
    common: () => import("~/locales/en/common.json"),
    top: () => import("~/locales/en/top.json"),
    landing: () => import("~/locales/en/landing.json"),
    listing: () => import("~/locales/en/listing.json"),
    static: () => import("~/locales/en/static.json"),
    legal: () => import("~/locales/en/legal.json"),
    account: () => import("~/locales/en/account.json"),
    mail: () => import("~/locales/en/mail.json"),
    member: () => import("~/locales/en/member.json"),
    entry: () => import("~/locales/en/entry.json"),
    applied: () => import("~/locales/en/applied.json"),
    fields: () => import("~/locales/en/fields.json"),
    agent: () => import("~/locales/en/agent.json"),
    market: () => import("~/locales/en/market.json"),
    search: () => import("~/locales/en/search.json"),
    column: () => import("~/locales/en/column.json"),
    partnership: () => import("~/locales/en/partnership.json"),
    detail: () => import("~/locales/en/detail.json"),
  },
};

const loading = new Map<string, Promise<void>>();

/** The missing namespaces of `language`, loading; null when all are here (always on the server). */
export function namespacesLoading(language: Language, namespaces: readonly Namespace[]): Promise<void> | null {
  const missing = namespaces.filter((ns) => !resources[language]?.[ns]);
  if (missing.length === 0) return null;
  return Promise.all(
    missing.map((ns) => {
      const id = `${language}:${ns}`;
      let load = loading.get(id);
      if (!load) {
        load = BUNDLES[language][ns]().then(
          ({ default: texts }) => {
            (resources[language] ??= {})[ns] = texts as never;
            loading.delete(id);
          },
          (error: unknown) => {
            // Asked again, it is fetched again: a phone's connection may have dropped for a moment.
            loading.delete(id);
            throw error;
          },
        );
        loading.set(id, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

export function pageNamespaces(handles: readonly unknown[]): Namespace[] {
  const namespaces = new Set<Namespace>(["common"]);
  for (const handle of handles) for (const ns of (handle as { i18n?: Namespace[] } | undefined)?.i18n ?? []) namespaces.add(ns);
  return [...namespaces];
}

const shared = new Map<Language, i18n>();

/** One instance per language, shared by all requests: nothing ever changes an instance's language. */
export function sharedI18n(language: Language): i18n {
  let instance = shared.get(language);
  if (!instance) {
    instance = serverI18n ? serverI18n(language) : createTranslator(resources as TextResources, language, DEFAULT_LANGUAGE, "common");
    shared.set(language, instance);
  }
  return instance;
}

/** A read-only translator for places without hooks (meta functions, server code). */
export function translatorFor(language: Language) {
  const instance = sharedI18n(language);
  return instance.t.bind(instance);
}
