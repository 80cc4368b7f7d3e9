// Makes an image's WebP variants with sharp on first request and keeps them in IMAGE_CACHE_DIR
// (decision 012); a variant asked for while being made waits for the same work.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { env } from "~/env.server";
import { logger } from "~/utils/logger.server";

/** Refused by libvips before decoding, so a decompression bomb costs nothing. */
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

export async function makeWebp(source: string, width: number): Promise<Buffer> {
  return sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .timeout({ seconds: TIMEOUT_SECONDS })
    .resize({ width, withoutEnlargement: true })
    .webp(WEBP)
    .toBuffer();
}

/** The variant named `key` (unique for the source's content and width), from the cache or made and cached. */
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

export async function pruneImageCache(keep: (name: string) => boolean) {
  try {
    const names = await fs.readdir(imageCacheDir());
    await Promise.all(names.filter((name) => name.endsWith(".webp") && !keep(name)).map((name) => fs.rm(path.join(imageCacheDir(), name), { force: true })));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") logger.warn("image cache prune failed", { error });
  }
}
