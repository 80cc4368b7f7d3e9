// The column articles' hero images (decision 012), versioned by content so a changed picture gets new
// URLs past the year-long cache. Read from the files once per process.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ResponsiveImageSource } from "~/utils/image";
import { COLUMN_DIR, readArticles } from "./sync.server";

/** Bump when the way variants are made changes (quality, effort), so every cached variant is made anew. */
const VARIANT_RECIPE = "webp-q80-1";

export type HeroSource = { articleId: number; slug: string; file: string; width: number; height: number; version: string; alt: string };

/** Its root's width and height in pixels, else its viewBox. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  if (!root) return null;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const width = Number(attribute("width")?.replace(/px$/, ""));
  const height = Number(attribute("height")?.replace(/px$/, ""));
  if (width > 0 && height > 0) return { width, height };
  const box = attribute("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2] > 0 && box[3] > 0) return { width: box[2], height: box[3] };
  return null;
}

function readHeroes(dir: string): HeroSource[] {
  return readArticles(dir).map((article) => {
    const file = path.join(dir, article.hero);
    const svg = fs.readFileSync(file, "utf8");
    const size = svgSize(svg);
    if (!size) throw new Error(`${article.hero}: no width and height on its <svg>`);
    const version = crypto.createHash("sha256").update(VARIANT_RECIPE).update(svg).digest("hex").slice(0, 10);
    return { articleId: article.id, slug: article.slug, file, ...size, version, alt: article.heroAlt };
  });
}

let catalogue: { byId: Map<number, HeroSource>; bySlug: Map<string, HeroSource> } | undefined;

function heroes() {
  if (!catalogue) {
    const list = readHeroes(COLUMN_DIR);
    catalogue = { byId: new Map(list.map((h) => [h.articleId, h])), bySlug: new Map(list.map((h) => [h.slug, h])) };
  }
  return catalogue;
}

export const heroPath = (hero: Pick<HeroSource, "slug" | "version">) => `/images/column/${hero.slug}.${hero.version}.webp`;

export const heroBySlug = (slug: string) => heroes().bySlug.get(slug);

export const heroVariantKey = (hero: Pick<HeroSource, "slug" | "version">, pixelWidth: number) => `column-${hero.slug}-${hero.version}-${pixelWidth}`;

/** So variants of pictures since changed can be pruned. */
export function isCurrentHeroVariant(fileName: string) {
  if (!fileName.startsWith("column-")) return true;
  return [...heroes().bySlug.values()].some((hero) => fileName.startsWith(`column-${hero.slug}-${hero.version}-`));
}

export function heroImage(articleId: number): ResponsiveImageSource | null {
  const hero = heroes().byId.get(articleId);
  return hero ? { src: heroPath(hero), width: hero.width, height: hero.height, alt: hero.alt } : null;
}

export function withHeroes<T extends { id: number }>(rows: T[]): Array<T & { hero: ResponsiveImageSource | null }> {
  return rows.map((row) => ({ ...row, hero: heroImage(row.id) }));
}
