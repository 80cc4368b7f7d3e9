// The server's i18next: both languages, every namespace, and a translator that remembers its
// answers (issue 19). A .server module, so the browser build leaves i18next out: the browser
// translates with translator.ts (decision 033).
import i18next, { type i18n } from "i18next";
import { DEFAULT_LANGUAGE, type Language } from "./language";
import { serverLanguages } from "./i18n-languages.server";

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: serverLanguages,
    ns: Object.keys(serverLanguages[language]),
    defaultNS: "common",
    initImmediate: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** The instance every request of `language` shares: its t remembers what it answered. */
export function serverI18n(language: Language): i18n {
  return rememberTranslations(createI18n(language));
}

const REMEMBERED_MAX = 50_000;

/** One plain value of a call's options, typed (a count of 3 and a text "3" are told apart); null for anything else. */
function valuePart(value: unknown): string | null {
  switch (typeof value) {
    case "string":
      // The separators inside a value could make two calls' ids alike: such a call is not remembered.
      return value.includes("\u0000") || value.includes("\u0001") ? null : `\u0001s${value}`;
    case "number":
      return `\u0001n${value}`;
    case "boolean":
      return `\u0001b${value}`;
    default:
      return value === null ? "\u0001z" : null;
  }
}

/**
 * The id a call is remembered by, or null for a call whose answer may depend on more than its
 * options: values that are plain numbers or strings (a count, a price, a page number), the language
 * and namespaces react-i18next adds. A key prefix or an object among the values (a date, a nested
 * object) is left to i18next each time. Built by hand: JSON.stringify of the options react-i18next
 * passes made each lookup twice as slow (some 400 calls a search page, issue 19).
 */
function rememberedId(key: string, options: unknown): string | null {
  if (options === undefined) return key;
  if (typeof options !== "object" || options === null || (options as { keyPrefix?: string }).keyPrefix) return null;
  let id = key;
  for (const name in options) {
    const value: unknown = (options as Record<string, unknown>)[name];
    if (value === undefined) continue;
    id += `\u0000${name}`;
    if (Array.isArray(value)) {
      for (const item of value) {
        const part = valuePart(item);
        if (part === null) return null;
        id += part;
      }
      id += "\u0001]";
    } else {
      const part = valuePart(value);
      if (part === null) return null;
      id += part;
    }
  }
  return id;
}

/**
 * The instance, its t answering a call it has answered before from a map: i18next resolves each
 * call afresh (key lookup, plural rules, interpolation), about a tenth of a search page's rendering
 * time (issue 19), and a page asks the same keys with the same counts again and again (the search
 * panel's 「(3)」 beside each option). The resources never change once loaded, so neither does the
 * answer to the same key and values.
 *
 * The translators useTranslation asks for (getFixedT) are kept too, one per language and namespace,
 * each remembering its own answers: i18next's copied every call's options and added the language and
 * namespaces before looking up, and react-i18next asks for a new one on every render (a twentieth
 * of a search page's CPU, issue 19). A translator with a key prefix is left to i18next.
 */
export function rememberTranslations(instance: i18n): i18n {
  instance.t = remembering(instance.t.bind(instance) as Translate) as i18n["t"];
  const fixedT = instance.getFixedT.bind(instance) as unknown as (lng?: unknown, ns?: unknown, keyPrefix?: string) => Translate;
  const kept = new Map<string, Translate>();
  instance.getFixedT = ((lng?: unknown, ns?: unknown, keyPrefix?: string) => {
    if (keyPrefix) return fixedT(lng, ns, keyPrefix);
    // Languages and namespaces are plain names: a list of them reads as its names joined by commas.
    const id = `${String(lng)}\u0000${String(ns)}`;
    let translator = kept.get(id);
    if (!translator) {
      const inner = fixedT(lng, ns);
      // react-i18next reads the language and namespace back from the translator.
      translator = Object.assign(remembering(inner), inner);
      kept.set(id, translator);
    }
    return translator;
  }) as unknown as i18n["getFixedT"];
  return instance;
}

type Translate = (key: unknown, options?: unknown) => unknown;

function remembering(translate: Translate): Translate {
  const remembered = new Map<string, string>();
  return (key, options) => {
    const id = typeof key === "string" ? rememberedId(key, options) : null;
    if (id === null) return translate(key, options);
    const known = remembered.get(id);
    if (known !== undefined) return known;
    const text = translate(key, options);
    if (typeof text === "string") {
      if (remembered.size >= REMEMBERED_MAX) remembered.clear();
      remembered.set(joined(id), joined(text));
    }
    return text;
  };
}

/**
 * `text` as one piece in memory. V8 keeps a string built with += as a tree of its pieces, each a heap
 * object, until something reads a character, which joins them (and the collector then drops the tree).
 * Kept ids were 63,000 of the 700,000 objects each full collection marked (decision 032).
 */
function joined(text: string): string {
  text.charCodeAt(0);
  return text;
}
