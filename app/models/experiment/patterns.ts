// A/B patterns, decided on the server and kept in a cookie, so a page renders its variant without
// JavaScript and without a flash (decision 017).
import { Experiment, ExperimentKind } from "~/constants";

export type ExperimentDefinition = { kind: number; name: string; patterns: readonly number[] };

/** Each one's first pattern is its default (crawlers, failures). */
export const EXPERIMENTS: readonly ExperimentDefinition[] = [
  { kind: ExperimentKind.mailMagazineButton, name: "メルマガ登録ボタン", patterns: [Experiment.mailMagazineButtonShow, Experiment.mailMagazineButtonHide] },
  { kind: ExperimentKind.easySearch, name: "かんたん検索", patterns: [Experiment.easySearchHidePattern, Experiment.easySearchShowPattern] },
  { kind: ExperimentKind.lpRedirect, name: "LPリダイレクト", patterns: [Experiment.lpStayPattern, Experiment.lpRedirectPattern] },
];

export type Patterns = Record<number, number>;

export const experimentOf = (kind: number) => EXPERIMENTS.find((e) => e.kind === kind);

export const defaultPatterns = (): Patterns => Object.fromEntries(EXPERIMENTS.map((e) => [e.kind, e.patterns[0]]));

/** The cookie that carries a visitor's random id and patterns: `{id}.{kind}-{pattern}_{kind}-{pattern}`. */
export const PATTERN_COOKIE = "ab";
/** An experiment runs for weeks, and a visitor must see the same variant throughout. */
export const PATTERN_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export type PatternState = { visitorId: string; patterns: Patterns };

/** Null when absent or not ours; unknown kinds and patterns are dropped. */
export function parsePatternCookie(value: string | undefined): PatternState | null {
  if (!value) return null;
  const [visitorId, list = ""] = value.split(".", 2);
  if (!VISITOR_ID.test(visitorId)) return null;
  const patterns: Patterns = {};
  for (const part of list.split("_")) {
    const [kind, pattern] = part.split("-").map(Number);
    if (experimentOf(kind)?.patterns.includes(pattern)) patterns[kind] = pattern;
  }
  return { visitorId, patterns };
}

export const serializePatternCookie = ({ visitorId, patterns }: PatternState) =>
  `${visitorId}.${Object.entries(patterns)
    .map(([kind, pattern]) => `${kind}-${pattern}`)
    .join("_")}`;

/** `random` in [0, 1); patterns of weight 0 are never drawn. */
export function drawPattern(weights: ReadonlyArray<{ pattern: number; weight: number }>, random: number): number | null {
  const total = weights.reduce((sum, w) => sum + Math.max(0, w.weight), 0);
  if (total <= 0) return null;
  let point = random * total;
  for (const { pattern, weight } of weights) {
    if (weight <= 0) continue;
    if (point < weight) return pattern;
    point -= weight;
  }
  return weights.filter((w) => w.weight > 0).at(-1)!.pattern;
}

/** Overrides a kind's pattern, for testing a variant. */
export const patternOverrideKey = (kind: number) => `itag:ab_test:${kind}`;

export function parseOverride(kind: number, value: string | null): number | null {
  const pattern = Number(value);
  return value && experimentOf(kind)?.patterns.includes(pattern) ? pattern : null;
}

/** Under the LP redirect pattern these go to the campaign's base page. */
export const LP_REDIRECT_PATHS = ["/lp/5/all-2/", "/lp/5/all-3/", "/lp/5/all-4/"] as const;
export const LP_REDIRECT_TARGET = "/lp/5/all/";

const withSlash = (path: string) => (path.endsWith("/") ? path : `${path}/`);
export const isLpRedirectPath = (path: string) => (LP_REDIRECT_PATHS as readonly string[]).includes(withSlash(path));

export function shouldLogView(path: string, lpRedirectPattern: number | undefined): boolean {
  if (path.startsWith("/images/")) return false;
  return !(isLpRedirectPath(path) && lpRedirectPattern === Experiment.lpRedirectPattern);
}
