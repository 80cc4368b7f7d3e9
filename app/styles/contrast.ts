// WCAG 2.x contrast, and the colour tokens read from tokens.css: the rules behind contrast.test.ts.

/** Relative luminance of an sRGB colour written #rrggbb. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(match[1].slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export type ColorScheme = "light" | "dark";

/** The --color-* tokens of each scheme: the :root block, and the dark block's overrides on top of it. */
export function colorTokens(css: string): Record<ColorScheme, Record<string, string>> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const darkStart = withoutComments.indexOf("@media (prefers-color-scheme: dark)");
  if (darkStart < 0) throw new Error("tokens.css has no dark block");
  const read = (block: string) => Object.fromEntries([...block.matchAll(/(--color-[\w-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)].map((m) => [m[1], m[2].toLowerCase()]));
  const light = read(withoutComments.slice(0, darkStart));
  return { light, dark: { ...light, ...read(withoutComments.slice(darkStart)) } };
}
