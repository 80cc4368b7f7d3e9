// The browser's translator, answering the few kinds of call the site makes as i18next does (decision
// 033); translator.test.ts checks both agree on every text, and fails if a text needs plurals or nesting.
import type { i18n } from "i18next";

type Texts = Record<string, unknown>;
/** language → namespace → texts, filled in as the browser loads them. */
export type TextResources = Partial<Record<string, Partial<Record<string, Texts>>>>;
export type TranslateOptions = { ns?: string | readonly string[]; defaultValue?: unknown; returnObjects?: boolean; [value: string]: unknown };
type Translate = ((key: string, options?: TranslateOptions) => unknown) & { lng: string; ns: string | readonly string[] };

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

export function createTranslator(resources: TextResources, language: string, fallbackLanguage: string, defaultNS: string) {
  const languages = language === fallbackLanguage ? [language] : [language, fallbackLanguage];

  function find(namespaces: readonly string[], path: readonly string[]): unknown {
    for (const ns of namespaces) {
      for (const code of languages) {
        let value: unknown = resources[code]?.[ns];
        for (const part of path) value = value !== null && typeof value === "object" ? (value as Texts)[part] : undefined;
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }

  function fill(text: string, options: TranslateOptions): string {
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const path = name.trim();
      let value: unknown = options;
      for (const part of path.split(".")) value = value !== null && typeof value === "object" ? (value as Texts)[part] : undefined;
      if (value === undefined) return Object.prototype.hasOwnProperty.call(options, path) ? "" : placeholder;
      return value === null ? "" : String(value);
    });
  }

  function translate(fullKey: string, options: TranslateOptions = {}, ownNamespaces?: string | readonly string[]): unknown {
    let namespaces = options.ns ?? ownNamespaces ?? defaultNS;
    let key = fullKey;
    const separator = key.indexOf(":");
    if (separator > 0) {
      const parts = key.split(":");
      namespaces = parts.shift()!;
      key = parts.join(".");
    }
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    const found = find(list, key.split("."));
    if (found !== null && typeof found === "object") {
      if (!options.returnObjects) return `key '${key} (${language})' returned an object instead of string.`;
      const copy: Texts | unknown[] = Array.isArray(found) ? [] : {};
      for (const name of Object.keys(found)) {
        const leafKey = `${key}.${name}`;
        const leaf = translate(leafKey, { ...options, ns: list });
        (copy as Texts)[name] = leaf === leafKey ? (found as Texts)[name] : leaf;
      }
      return copy;
    }
    if (found !== undefined) return typeof found === "string" ? fill(found, options) : found;
    if (options.defaultValue !== undefined) return typeof options.defaultValue === "string" ? fill(options.defaultValue, options) : options.defaultValue;
    return fill(key, options);
  }

  const t = (key: string, options?: TranslateOptions) => translate(key, options);
  /** What react-i18next's useTranslation and I18nextProvider read of an i18next instance. */
  const instance = {
    language,
    languages,
    isInitialized: true,
    options: { defaultNS, react: { useSuspense: false } },
    t,
    getFixedT(_lng: unknown, ns?: string | readonly string[]): Translate {
      const fixed = (key: string, options?: TranslateOptions) => translate(key, options, ns ?? undefined);
      return Object.assign(fixed, { lng: language, ns: ns ?? defaultNS });
    },
    hasLoadedNamespace: () => true,
    loadNamespaces: (_ns: unknown, done?: () => void) => done?.(),
    on() {},
    off() {},
    store: { on() {}, off() {} },
  };
  return instance as unknown as i18n;
}
