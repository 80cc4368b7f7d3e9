// Makes the WebP variants of an image with sharp (libvips) on first request and keeps them on disk
// (decision 012): IMAGE_CACHE_DIR, .cache/images by default. A variant asked for again while it is
// being made waits for the same work; at most two are made at once (the machine has two cores), each
// bounded in input pixels and time.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { env } from "~/env.server";
import { logger } from "~/utils/logger.server";

/** No source of ours is near this; a larger (or a decompression bomb) is refused by libvips before decoding. */
const MAX_INPUT_PIXELS = 4096 * 4096;
const TIMEOUT_SECONDS = 20;
const PARALLEL = 2;
const WEBP = { quality: 80, effort: 4, smartSubsample: true } as const;

// The variants are kept on disk; libvips' own cache of operations would only hold memory.
sharp.cache(false);

const inFlight = new Map<string, Promise<Buffer>>();
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export const imageCacheDir = () => path.resolve(env().IMAGE_CACHE_DIR);

/** One variant: `source` (a file) at `width` pixels wide, never wider than the source, as WebP. */
export async function makeWebp(source: string, width: number): Promise<Buffer> {
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: TIMEOUT_SECONDS })
    .resize({ width, withoutEnlargement: true })
    .webp(WEBP)
    .toBuffer();
}

/**
 * The variant named `key` (a file name without its extension, unique for the source's content and
 * the width): read from the cache, else made, written there and returned.
 */
export async function cachedWebp(key: string, source: string, width: number): Promise<Buffer> {
  const file = path.join(imageCacheDir(), `${key}.webp`);
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  let job = inFlight.get(file);
  if (!job) {
    job = limited(async () => {
      const started = Date.now();
      const webp = await makeWebp(source, width);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so no reader ever sees half a file.
      const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      await fs.writeFile(temporary, webp);
      await fs.rename(temporary, file);
      logger.debug("image variant made", { key, width, bytes: webp.length, ms: Date.now() - started });
      return webp;
    }).finally(() => inFlight.delete(file));
    inFlight.set(file, job);
  }
  return job;
}

/** Removes the cached variants whose names `keep` refuses (those of pictures since changed); errors are only logged. */
export async function pruneImageCache(keep: (name: string) => boolean) {
  try {
    const names = await fs.readdir(imageCacheDir());
    await Promise.all(names.filter((name) => name.endsWith(".webp") && !keep(name)).map((name) => fs.rm(path.join(imageCacheDir(), name), { force: true })));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") logger.warn("image cache prune failed", { error });
  }
}
