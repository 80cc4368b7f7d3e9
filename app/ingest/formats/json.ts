// Our JSON feed document (docs/feed-format.md), or a bare array of listings.
import { storableValue } from "~/utils/storable-text";
import { FeedDocumentSchema } from "../feed-schema";
import { FeedError, type RawRow, type ReadFeed, type Rejection } from "./feed-rows";

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < position; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

export function readJson(text: string): ReadFeed {
  let value: unknown;
  try {
    value = storableValue(JSON.parse(text));
  } catch (error) {
    const position = Number((error as Error).message.match(/position (\d+)/)?.[1]);
    const where = Number.isFinite(position) ? `${lineAt(text, position)}行目付近` : "末尾";
    throw new FeedError(`JSON として読めません（${where}）。途中で切れていないか確かめてください。`);
  }
  let listings: unknown[];
  let full: boolean | undefined;
  if (Array.isArray(value)) {
    listings = value;
  } else {
    const parsed = FeedDocumentSchema.safeParse(value);
    if (!parsed.success) {
      throw new FeedError(
        `JSON フィードの形式が違います: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(全体)"} ${i.message}`).join("; ")}。docs/feed-format.md を参照してください。`,
      );
    }
    listings = parsed.data.listings;
    full = parsed.data.full;
  }
  const lines = elementLines(text, !Array.isArray(value));
  const rows: RawRow[] = [];
  const rejected: Rejection[] = [];
  listings.forEach((item, i) => {
    const line = lines[i] ?? 0;
    if (item === null || typeof item !== "object" || Array.isArray(item)) rejected.push({ line, reason: "案件はオブジェクト（{ ... }）で書いてください" });
    else rows.push({ line, fields: item as Record<string, unknown> });
  });
  return { rows, rejected, warnings: [], full };
}

/** The line each listing starts on: elements of the top-level array, or of the top-level "listings" array. */
function elementLines(text: string, inDocument: boolean): number[] {
  const lines: number[] = [];
  const arrayDepth = inDocument ? 2 : 1;
  let line = 1,
    depth = 0,
    inString = false,
    escaped = false,
    stringStart = 0;
  let lastKey = "",
    inListings = !inDocument,
    expecting = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (c === "\\") escaped = true;
      else if (c === '"') {
        inString = false;
        if (depth === 1) lastKey = text.slice(stringStart, i);
      }
      continue;
    }
    if (expecting && depth === arrayDepth && c !== "]" && !/\s/.test(c)) {
      lines.push(line);
      expecting = false;
    }
    if (c === '"') {
      inString = true;
      stringStart = i + 1;
    } else if (c === "{" || c === "[") {
      depth++;
      if (c === "[" && depth === arrayDepth && (inListings || lastKey === "listings")) {
        inListings = true;
        expecting = true;
      }
    } else if (c === "}" || c === "]") {
      depth--;
    } else if (c === "," && depth === arrayDepth && inListings) {
      expecting = true;
    }
  }
  return lines;
}
