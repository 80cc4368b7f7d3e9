// The browser's translator must answer every call as the server's i18next does: a different text
// would be a hydration mismatch, and the visitor would read something else once the page's script ran.
import i18nextModule from "i18next";
import { describe, expect, test } from "vitest";
import { serverLanguages } from "./i18n-languages.server";
import { createI18n } from "./i18next.server";
import { LANGUAGES, DEFAULT_LANGUAGE } from "./language";
import { createTranslator, type TextResources, type TranslateOptions } from "./translator";

type Texts = Record<string, unknown>;

/** Every path in `texts` to a text or a list/group of texts. */
function paths(texts: Texts, prefix = ""): Array<{ path: string; value: unknown }> {
  return Object.entries(texts).flatMap(([name, value]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return value !== null && typeof value === "object" ? [{ path, value }, ...paths(value as Texts, path)] : [{ path, value }];
  });
}

/** Values for every placeholder of a text: tricky ones (a `$&`, a placeholder of its own) and a number. */
function valuesFor(value: unknown): TranslateOptions {
  const names = [...JSON.stringify(value).matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim());
  return Object.fromEntries(names.map((name, i) => [name.split(".")[0], i % 3 === 0 ? 12 : i % 3 === 1 ? "a $& b {{other}}" : `値${i}`]));
}

const languages = LANGUAGES.map((language) => ({
  language,
  i18next: createI18n(language),
  small: createTranslator(serverLanguages as unknown as TextResources, language, DEFAULT_LANGUAGE, "common"),
}));

describe.each(languages)("in $language", ({ language, i18next, small }) => {
  test("every text and group of texts reads the same, with and without its values", () => {
    let calls = 0;
    for (const [ns, texts] of Object.entries(serverLanguages[language])) {
      for (const { path, value } of paths(texts as Texts)) {
        const key = `${ns}:${path}`;
        const values = valuesFor(value);
        for (const options of [undefined, values, { ...values, returnObjects: true }, { count: 3, ...values }]) {
          expect(small.t(key, options), `${key} ${JSON.stringify(options)}`).toEqual(i18next.t(key, options));
          calls++;
        }
      }
    }
    expect(calls).toBeGreaterThan(4000);
  });

  test("a translator of one namespace, a list of namespaces, a default value and a missing key read the same", () => {
    const cases: Array<[string | undefined, string, TranslateOptions | undefined]> = [
      ["account", "signin.title", undefined],
      ["account", "common:header.login", undefined],
      ["entry", "fields.email", { ns: ["entry", "account"], defaultValue: "既定" }],
      ["entry", "no.such.key", { ns: ["entry", "account"], defaultValue: "{{limit}}件まで", limit: 30 }],
      [undefined, "no.such.key", undefined],
      ["listing", "entryButton.selectLabel", { title: "Java案件 {{title}}" }],
      ["listing", "entryButton.selectLabel", {}],
      ["listing", "entryButton.selectLabel", { title: undefined }],
      ["listing", "entryButton.selectLabel", { title: null }],
      [undefined, "header", undefined],
    ];
    for (const [ns, key, options] of cases) {
      expect(small.getFixedT(null, ns ?? null)(key, options), `${ns}/${key}`).toEqual(i18next.getFixedT(null, ns ?? null)(key, options));
    }
  });
});

test("a text missing in the visitor's language is read in the default one, as i18next does", () => {
  const resources = { ja: { common: { only: "日本語だけ", both: "日本語" } }, en: { common: { both: "English" } } };
  const reference = i18nextModule.createInstance();
  void reference.init({
    lng: "en",
    fallbackLng: "ja",
    resources,
    ns: ["common"],
    defaultNS: "common",
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  const small = createTranslator(resources, "en", "ja", "common");
  for (const key of ["only", "both", "neither"]) expect(small.t(key)).toBe(reference.t(key));
  expect(small.t("only")).toBe("日本語だけ");
});

test("the texts use nothing the small translator leaves out: plurals, contexts, nesting, formats, unescaped values", () => {
  for (const language of LANGUAGES) {
    for (const texts of Object.values(serverLanguages[language])) {
      for (const { path, value } of paths(texts as Texts)) {
        expect(path, "a plural or context form").not.toMatch(/_(zero|one|two|few|many|other|male|female)$/);
        if (typeof value !== "string") continue;
        expect(value, path).not.toContain("$t(");
        expect(value, path).not.toMatch(/\{\{-|\{\{[^}]*,[^}]*\}\}/);
      }
    }
  }
});
