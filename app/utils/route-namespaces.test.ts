/// <reference types="vite/client" />
// Each route's `handle.i18n` must equal the namespaces its modules use (decision 033): an undeclared
// one shows keys after a client-side navigation, an unused one costs bytes.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { NAMESPACES, pageNamespaces } from "./i18n";

const APP = path.resolve("app");
const OTHERS = NAMESPACES.filter((ns) => ns !== "common");

/**
 * The namespaces a module's source names: useTranslation("x"), a key "x:…" or `x:…` (a key has no
 * second colon: "entry:draft:" is a storage key), ns: "x" or ns: ["x", …].
 */
function namespacesNamed(source: string): Set<string> {
  const found = new Set<string>();
  for (const [, ns] of source.matchAll(/useTranslation\(\s*\[?\s*"(\w+)"/g)) found.add(ns);
  for (const [, ns] of source.matchAll(/["`](\w+):(?:\w|\$\{)[^"`:]*["`]/g)) found.add(ns);
  for (const [, list] of source.matchAll(/\bns: ("\w+"|\[[^\]]*\])/g)) for (const [, ns] of list.matchAll(/"(\w+)"/g)) found.add(ns);
  return new Set([...found].filter((ns) => (OTHERS as readonly string[]).includes(ns)));
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/") ? path.join(APP, specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const suffix of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + suffix;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** A part loaded when it is drawn (lazy-part.tsx), with the namespaces it loads itself. */
const LAZY_PART = /lazyPart\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*"([^"]+)"\s*\)/g;
type LazyPart = { file: string; namespaces: string[] };

/**
 * The app's modules `file` brings into the browser, itself included: not type imports, not .server
 * modules, not the lazy parts (collected in `parts`).
 */
function browserModules(file: string, seen = new Set<string>(), parts: LazyPart[] = []): Set<string> {
  if (seen.has(file) || /\.server\.tsx?$/.test(file) || !/\.tsx?$/.test(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8").replace(LAZY_PART, (_, list: string, specifier: string) => {
    const part = resolveImport(file, specifier);
    if (part) parts.push({ file: part, namespaces: [...list.matchAll(/"(\w+)"/g)].map(([, ns]) => ns) });
    return "";
  });
  for (const [statement, from, dynamic] of source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/gm)) {
    if (/^(?:import|export)\s+type\s/.test(statement)) continue;
    const target = resolveImport(file, from ?? dynamic);
    if (target) browserModules(target, seen, parts);
  }
  return seen;
}

const namedIn = (modules: Iterable<string>) => new Set([...modules].flatMap((module) => [...namespacesNamed(fs.readFileSync(module, "utf8"))]));

/** What a route's page needs with its first scripts: its modules' namespaces, and its lazy parts' that they do not load themselves. */
function namespacesUsed(file: string): string[] {
  const parts: LazyPart[] = [];
  const used = namedIn(browserModules(file, new Set(), parts));
  for (const part of parts) for (const ns of namedIn(browserModules(part.file))) if (!part.namespaces.includes(ns)) used.add(ns);
  return OTHERS.filter((ns) => used.has(ns));
}

describe("namespaces named in a source", () => {
  test("are read from useTranslation, prefixed keys and ns options", () => {
    expect([...namespacesNamed('useTranslation("account"); t(`entry:${key}`); t("static:faq.title")')].sort()).toEqual(["account", "entry", "static"]);
    expect([...namespacesNamed('t(key, { ns: ["entry", "account"] })')].sort()).toEqual(["account", "entry"]);
    expect([...namespacesNamed('t("fields.select", { ns: "entry" })')]).toEqual(["entry"]);
    expect([...namespacesNamed('useTranslation(); t("page.suffix"); const url = "https://example.com"; const key = "entry:draft:"')]).toEqual([]);
  });
});

describe("a page's namespaces", () => {
  test("are common and what its routes declare, each once", () => {
    expect(pageNamespaces([undefined, { layout: "simple" }, { i18n: ["account", "entry"] }, { i18n: ["entry"] }])).toEqual(["common", "account", "entry"]);
  });
});

test("the frame every page shows (root and its modules) uses no namespace but common", () => {
  expect(namespacesUsed(path.join(APP, "root.tsx"))).toEqual([]);
});

const routes = import.meta.glob<{ handle?: { i18n?: string[] }; default?: unknown }>("../routes/*.{ts,tsx}");

describe("each route declares the namespaces its modules use", () => {
  for (const [relative, load] of Object.entries(routes)) {
    if (relative.endsWith(".test.ts") || relative.endsWith(".test.tsx")) continue;
    test(path.basename(relative), async () => {
      const route = await load();
      const declared = route.handle?.i18n ?? [];
      // A route without a page (an action, an API) shows no text in the browser: the notices it flashes
      // are translated by the server (readNotice).
      const used = route.default ? namespacesUsed(path.resolve(APP, "utils", relative)) : [];
      expect([...declared].sort()).toEqual(used.sort());
    });
  }
});
