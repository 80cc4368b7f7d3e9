// A column article's hero image as WebP (decision 012). The version is a hash of the source, so the
// answer is immutable; any other file or variant is 404, an old version is sent on to the current one.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { heroBySlug, heroPath, heroVariantKey, isCurrentHeroVariant } from "~/models/column/hero.server";
import { cachedWebp, pruneImageCache } from "~/utils/image-variants.server";
import { parseImageVariant, type ImageVariant } from "~/utils/image";

const FILE = /^([a-z0-9-]+)\.([0-9a-f]{10})\.webp$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });

let pruned = false;
function pruneOnce() {
  if (pruned) return;
  pruned = true;
  void pruneImageCache(isCurrentHeroVariant);
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const match = FILE.exec(params.file ?? "");
  const hero = match ? heroBySlug(match[1]) : undefined;
  if (!match || !hero) return notFound();
  const query = new URL(request.url).searchParams;
  const variant: ImageVariant | null = parseImageVariant(query, hero);
  if (!variant) return notFound();
  if (match[2] !== hero.version) {
    // A page from before the picture changed: the current picture, at a URL that may be cached.
    const density = variant.density === 1 ? "" : `&dpr=${variant.density}`;
    return new Response(null, { status: 302, headers: { Location: `${heroPath(hero)}?w=${variant.width}${density}`, "Cache-Control": "public, max-age=60" } });
  }
  pruneOnce();
  const etag = `"${hero.version}-${variant.pixelWidth}"`;
  const headers = { "Content-Type": "image/webp", "Cache-Control": IMMUTABLE, ETag: etag };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const webp = await cachedWebp(heroVariantKey(hero, variant.pixelWidth), hero.file, variant.pixelWidth);
  return new Response(new Uint8Array(webp), { headers: { ...headers, "Content-Length": String(webp.length) } });
}
