import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { FeedError } from "./formats";

/** A feed larger than this is refused rather than read into memory. */
export const MAX_FEED_BYTES = 512 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 120_000;

export async function fetchFeed(source: string): Promise<Uint8Array> {
  if (/^https?:\/\//i.test(source)) {
    let response: Response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: "follow" });
    } catch (error) {
      throw new FeedError(`フィードを取得できません（${(error as Error).message}）: ${source}`);
    }
    if (!response.ok) throw new FeedError(`フィードを取得できません（HTTP ${response.status}）: ${source}`);
    if (Number(response.headers.get("content-length") ?? 0) > MAX_FEED_BYTES) throw new FeedError("フィードが大きすぎます（512 MB まで）。");
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
      const chunk = read.value;
      size += chunk.byteLength;
      if (size > MAX_FEED_BYTES) throw new FeedError("フィードが大きすぎます（512 MB まで）。");
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
  const file = source.startsWith("file:") ? fileURLToPath(source) : source;
  try {
    const stat = await fs.stat(file);
    if (stat.size > MAX_FEED_BYTES) throw new FeedError("フィードが大きすぎます（512 MB まで）。");
    return await fs.readFile(file);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`フィードのファイルを読めません: ${file}`);
  }
}
