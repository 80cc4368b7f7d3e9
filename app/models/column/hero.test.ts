// The hero images (decision 012): every article names a picture that exists, and the image route
// makes its WebP variants with sharp, refuses every other variant with 404, and caches what it made.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "~/routes/images.column.$file";
import { makeWebp } from "~/utils/image-variants.server";
import { heroBySlug, heroImage, isCurrentHeroVariant, svgSize } from "./hero.server";
import { COLUMN_DIR, readArticles } from "./sync.server";

const articles = readArticles();

describe("the articles' hero images", () => {
  it("each article names its own SVG in images/, which exists, is 16:9 and has no text", () => {
    const files = new Set<string>();
    for (const article of articles) {
      const file = path.join(COLUMN_DIR, article.hero);
      expect(fs.existsSync(file), article.hero).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svgSize(svg), article.hero).toEqual({ width: 1600, height: 900 });
      expect(svg, article.hero).not.toMatch(/<text\b|<image\b|<script\b|href=/);
      files.add(article.hero);
    }
    expect(files.size).toBe(articles.length);
  });

  it("each has an alt text of its own that describes the picture, not the title", () => {
    const alts = new Set(articles.map((a) => a.heroAlt));
    expect(alts.size).toBe(articles.length);
    for (const article of articles) expect(article.heroAlt, article.slug).not.toBe(article.title);
  });

  it("gives pages the source's size, its alt and a versioned address", () => {
    const article = articles[0];
    expect(heroImage(article.id)).toEqual({
      src: expect.stringMatching(new RegExp(`^/images/column/${article.slug}\\.[0-9a-f]{10}\\.webp$`)),
      width: 1600,
      height: 900,
      alt: article.heroAlt,
    });
    expect(heroImage(999_999)).toBeNull();
  });

  it("reads an SVG's size from its width and height, else its viewBox", () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="1600px" height="900px">')).toEqual({ width: 1600, height: 900 });
    expect(svgSize('<svg viewBox="0 0 800 450">')).toEqual({ width: 800, height: 450 });
    expect(svgSize('<svg width="100%">')).toBeNull();
  });
});

describe("sharp", () => {
  it("makes a WebP variant of a hero at the width asked, in proportion", async () => {
    const hero = heroBySlug(articles[0].slug)!;
    const webp = await makeWebp(hero.file, 320);
    const meta = await sharp(webp).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 180 });
  });
});

describe("GET /images/column/{slug}.{version}.webp", () => {
  const previous = process.env.IMAGE_CACHE_DIR;
  let cacheDir: string;
  beforeAll(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "hero-cache-"));
    process.env.IMAGE_CACHE_DIR = cacheDir;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.IMAGE_CACHE_DIR;
    else process.env.IMAGE_CACHE_DIR = previous;
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  const hero = () => heroImage(articles[1].id)!;
  const get = (url: string, headers: Record<string, string> = {}) => {
    const request = new Request(`http://localhost${url}`, { headers });
    const file = new URL(request.url).pathname.split("/").at(-1)!;
    return loader({ request, params: { file }, context: { cspNonce: "", badRequest: false, clientIp: "127.0.0.1" } });
  };

  it("answers a variant as WebP for a year, the same bytes from the cache the second time, 304 to its ETag", async () => {
    const url = `${hero().src}?w=320&dpr=2`;
    const [first, concurrent] = await Promise.all([get(url), get(url)]);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/webp");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await first.arrayBuffer());
    expect(Buffer.from(await concurrent.arrayBuffer()).equals(body)).toBe(true);
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 640, height: 360 });
    const cached = fs.readdirSync(cacheDir).filter((name) => name.endsWith(".webp"));
    expect(cached).toEqual([expect.stringMatching(/^column-.*-640\.webp$/)]);
    expect(cached.every(isCurrentHeroVariant)).toBe(true);

    const again = await get(url);
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    const revalidated = await get(url, { "If-None-Match": first.headers.get("ETag")! });
    expect(revalidated.status).toBe(304);
  });

  it.each([
    ["a width not offered", "?w=500"],
    ["a width in em", "?w=64em"],
    ["density 3", "?w=640&dpr=3"],
    ["no width", ""],
  ])("answers 404 to %s", async (_case, query) => {
    expect((await get(`${hero().src}${query}`)).status).toBe(404);
  });

  it("answers 404 to an unknown picture or a malformed name", async () => {
    expect((await get("/images/column/no-such-article.0123456789.webp?w=640")).status).toBe(404);
    expect((await get(`${hero().src.replace(".webp", ".png")}?w=640`)).status).toBe(404);
    expect((await get("/images/column/..%2F..%2Fetc.0123456789.webp?w=640")).status).toBe(404);
  });

  it("sends an old version on to the current picture", async () => {
    const old = hero().src.replace(/\.[0-9a-f]{10}\.webp$/, ".0000000000.webp");
    const response = await get(`${old}?w=640px&dpr=2`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${hero().src}?w=640&dpr=2`);
  });

  it("knows a variant of a picture since changed", () => {
    expect(isCurrentHeroVariant(`column-${articles[1].slug}-0000000000-640.webp`)).toBe(false);
    expect(isCurrentHeroVariant("other-640.webp")).toBe(true);
  });
});
