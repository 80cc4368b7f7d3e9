// Draws the column articles' hero SVGs and names them in the articles' front matter (decision 012).
// Run again after changing scripts/column-hero-art.ts: npx tsx scripts/column-heroes.ts
import fs from "node:fs";
import path from "node:path";
import { ARTWORK, drawHero, heroFrontMatter } from "./column-hero-art";

const COLUMN_DIR = "app/content/columns";
const IMAGE_DIR = path.join(COLUMN_DIR, "images");

fs.mkdirSync(IMAGE_DIR, { recursive: true });
for (const art of ARTWORK) {
  fs.writeFileSync(path.join(IMAGE_DIR, `${art.file}.svg`), drawHero(art));
  const articlePath = path.join(COLUMN_DIR, `${art.file}.md`);
  const text = fs.readFileSync(articlePath, "utf8");
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error(`${articlePath}: no front matter`);
  const lines = match[1].split("\n").filter((l) => !/^hero(Alt)?:/.test(l));
  const front = [...lines, heroFrontMatter(art)].join("\n");
  fs.writeFileSync(articlePath, `---\n${front}\n---\n${text.slice(match[0].length)}`);
}
console.log(`wrote ${ARTWORK.length} pictures to ${IMAGE_DIR} and their front matter`);
