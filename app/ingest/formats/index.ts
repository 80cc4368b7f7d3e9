// Reading a feed file into rows: an unreadable feed throws FeedError in Japanese; a bad row is only rejected.
import { storableText } from "~/utils/storable-text";
import { readCsv } from "./csv";
import { FeedError, type ReadFeed } from "./feed-rows";
import { readJson } from "./json";
import { readXml } from "./xml";

export { FeedError, type Rejection } from "./feed-rows";

export const FEED_FORMATS = ["json", "csv", "xml"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export function formatOf(name: string): FeedFormat | undefined {
  const match = name.toLowerCase().match(/\.(json|csv|xml)(?:$|[?#])/);
  return match?.[1] as FeedFormat | undefined;
}

export function readFeed(bytes: Uint8Array, format: FeedFormat): ReadFeed {
  if (format === "csv") return readCsv(decode(bytes, true));
  if (format === "xml") return readXml(decode(bytes, false));
  return readJson(decode(bytes, false));
}

/** UTF-8 (a BOM is dropped); for CSV, Shift_JIS when the bytes are not UTF-8. NULs are dropped (storable-text.ts). */
function decode(bytes: Uint8Array, allowShiftJis: boolean): string {
  try {
    return storableText(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    if (allowShiftJis) {
      try {
        return storableText(new TextDecoder("shift_jis", { fatal: true }).decode(bytes));
      } catch {
        // fall through
      }
    }
    throw new FeedError(
      allowShiftJis ? "文字コードを読み取れません。UTF-8 か Shift_JIS で保存してください。" : "UTF-8 として読めない文字があります。UTF-8 で保存してください。",
    );
  }
}
