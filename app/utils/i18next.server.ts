// The server's i18next: both languages, every namespace, and a translator that remembers its
// answers. A .server module so the browser build leaves i18next out (decision 033).
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

export function serverI18n(language: Language): i18n {
  return rememberTranslations(createI18n(language));
}

const REMEMBERED_MAX = 50_000;

/** Typed, so a count of 3 and a text "3" are told apart; null for anything not plain. */
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
 * The id a call is remembered by, or null when its answer may depend on more than plain values (a key
 * prefix, a date, an object). Built by hand because JSON.stringify was too slow (decision 029).
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
 * The instance, its t and its getFixedT translators answering repeated calls from a map: the
 * resources never change once loaded, and a page asks the same keys again and again (decision 026).
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

/** `text` flattened: V8 keeps a string built with += as a tree of heap objects until a character is read (decision 032). */
function joined(text: string): string {
  text.charCodeAt(0);
  return text;
}
