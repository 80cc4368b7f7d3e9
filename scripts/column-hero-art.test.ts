// The committed hero images are what scripts/column-hero-art.ts draws, and the articles name them
// (run `npx tsx scripts/column-heroes.ts` after a change of the drawing).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ARTWORK, drawHero, heroFrontMatter } from "./column-hero-art";

const articleFiles = fs.readdirSync("app/content/columns").filter((file) => file.endsWith(".md"));

describe("the column hero art", () => {
  it("has one picture for each article", () => {
    expect(ARTWORK.map((art) => `${art.file}.md`).sort()).toEqual(articleFiles.sort());
  });

  it("is committed as drawn, each small and different from the others, and named in its article", () => {
    const drawn = new Set<string>();
    for (const art of ARTWORK) {
      const svg = drawHero(art);
      expect(fs.readFileSync(`app/content/columns/images/${art.file}.svg`, "utf8"), art.file).toBe(svg);
      expect(svg.length, art.file).toBeLessThan(8_000);
      drawn.add(svg);
      expect(fs.readFileSync(`app/content/columns/${art.file}.md`, "utf8"), art.file).toContain(`\n${heroFrontMatter(art)}\n`);
    }
    expect(drawn.size).toBe(ARTWORK.length);
  });

  it("gives no two articles the same three motifs", () => {
    const combos = ARTWORK.map((art) => [...art.motifs].sort().join(","));
    expect(new Set(combos).size).toBe(ARTWORK.length);
  });
});
