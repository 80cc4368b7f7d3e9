import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { colorTokens, contrastRatio } from "./contrast";

const tokens = colorTokens(fs.readFileSync(new URL("./tokens.css", import.meta.url), "utf8"));

/** Text and its background: 4.5:1 (WCAG 1.4.3). */
const TEXT = 4.5;
/** A control's edge, an icon, a focus ring or large text against what is next to it: 3:1 (WCAG 1.4.11, 1.4.3). */
const UI = 3;

// Every pairing of tokens the stylesheets use: [foreground, background, minimum, where].
const PAIRS: Array<[string, string, number, string]> = [
  ...["--color-bg", "--color-surface", "--color-surface-muted"].flatMap((bg): Array<[string, string, number, string]> => [
    ["--color-text", bg, TEXT, "body text"],
    ["--color-text-muted", bg, TEXT, "secondary text"],
    ["--color-link", bg, TEXT, "links"],
    ["--color-link-hover", bg, TEXT, "links under the pointer"],
    ["--color-price", bg, TEXT, "the price"],
    ["--color-danger", bg, TEXT, "field errors"],
    ["--color-border-strong", bg, UI, "form fields' and buttons' edges"],
    ["--color-primary", bg, UI, "the edge of outlined buttons, the tabs' current mark"],
    ["--color-accent", bg, UI, "the entry button against the page"],
    ["--color-chart-rest", bg, UI, "the rest of a doughnut chart (market price)"],
  ]),
  ["--color-on-primary", "--color-primary", TEXT, "blue buttons, current page number, the logo"],
  ["--color-on-primary", "--color-primary-hover", TEXT, "blue buttons under the pointer"],
  ["--color-on-accent", "--color-accent", TEXT, "entry and register buttons"],
  ["--color-on-accent", "--color-accent-hover", TEXT, "entry and register buttons under the pointer"],
  ["--color-on-new", "--color-new", TEXT, "the NEW badge"],
  ["--color-on-primary-soft", "--color-primary-soft", TEXT, "the N社が掲載 badge, header counts, outlined buttons under the pointer"],
  ["--color-link", "--color-primary-soft", TEXT, "links on the hero's tint"],
  ["--color-text", "--color-primary-soft", TEXT, "the hero's heading"],
  ["--color-text-muted", "--color-primary-soft", TEXT, "the hero's lead"],
  ["--color-saved", "--color-saved-soft", TEXT, "a saved project's button"],
  ["--color-saved-edge", "--color-surface", UI, "a saved project's button edge"],
  ["--color-text", "--color-warning-soft", TEXT, "notices"],
  ["--color-text", "--color-info-soft", TEXT, "the search hint"],
  ["--color-text-muted", "--color-info-soft", TEXT, "the search hint's step"],
  ["--color-link", "--color-info-soft", TEXT, "the search hint's buttons"],
  ["--color-text", "--color-danger-soft", TEXT, "a closed listing's notice"],
  ["--color-danger", "--color-danger-soft", TEXT, "form alerts, an invalid field"],
  ["--color-surface", "--color-danger", TEXT, "the 必須 mark"],
  ["--color-success", "--color-success-soft", TEXT, "募集中 on the applied lists"],
  ["--color-on-applied", "--color-applied", TEXT, "エントリー済み buttons, 募集終了"],
  ["--color-footer-text", "--color-footer-bg", TEXT, "the footer, and its focus ring"],
  ["--color-footer-text", "--color-footer-line", TEXT, "the footer's back-to-top line"],
  ["--color-link", "--color-surface-muted", TEXT, "sort tabs"],
];

describe.each(["light", "dark"] as const)("the %s colour tokens", (scheme) => {
  const colors = tokens[scheme];

  it.each(PAIRS.map(([fg, bg, min, where]) => ({ fg, bg, min, where })))("$fg on $bg reaches $min:1 ($where)", ({ fg, bg, min }) => {
    expect(colors[fg], fg).toBeDefined();
    expect(colors[bg], bg).toBeDefined();
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(min);
  });

  it("names only tokens that exist, and every colour token is in some pair or a decorative one", () => {
    const used = new Set(PAIRS.flatMap(([fg, bg]) => [fg, bg]));
    const decorative = ["--color-border", "--color-info-edge", "--color-warning-edge", "--color-danger-edge"];
    expect(Object.keys(colors).filter((name) => !used.has(name) && !decorative.includes(name))).toEqual([]);
  });
});

it("no stylesheet but tokens.css writes a colour of its own, so every colour on the site is one checked here", () => {
  const sheets = fs.readdirSync(new URL(".", import.meta.url)).filter((file) => file.endsWith(".css") && file !== "tokens.css");
  const raw = sheets.flatMap((file) =>
    fs
      .readFileSync(new URL(`./${file}`, import.meta.url), "utf8")
      .split("\n")
      // A mask's gradient is an alpha ramp, not a colour anyone sees.
      .filter((line) => /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(|:\s*(white|black)\b/i.test(line) && !/mask-image/.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
  expect(raw).toEqual([]);
});

describe("contrastRatio", () => {
  it("gives WCAG's figures", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
  });
});
