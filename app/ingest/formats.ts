// Reading a feed file into rows: our JSON document, CSV (UTF-8 or Shift_JIS, as Excel saves it)
// and an Indeed-style XML job feed. A row carries the line it starts on, so a rejection can say
// where it is. A feed that cannot be read at all throws FeedError with the reason in Japanese;
// a bad row is only rejected.
import { SaxesParser } from "saxes";
import { FEED_FIELDS, FIELD_LIMITS, FeedDocumentSchema, type FeedListing } from "./feed-schema";

export const FEED_FORMATS = ["json", "csv", "xml"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export type RawRow = { line: number; fields: Record<string, unknown> };
export type Rejection = { line: number; reference?: string; reason: string };
export type ReadFeed = { rows: RawRow[]; rejected: Rejection[]; warnings: string[]; full?: boolean };

/** A feed that cannot be read at all; nothing of it is applied. */
export class FeedError extends Error {}

/** A row (CSV record, JSON listing or XML job) longer than this is rejected on its own. */
export const MAX_ROW_CHARS = 1_000_000;

/** The format a file name or URL suggests. */
export function formatOf(name: string): FeedFormat | undefined {
  const match = name.toLowerCase().match(/\.(json|csv|xml)(?:$|[?#])/);
  return match?.[1] as FeedFormat | undefined;
}

export function readFeed(bytes: Uint8Array, format: FeedFormat): ReadFeed {
  if (format === "csv") return readCsv(decode(bytes, true));
  if (format === "xml") return readXml(decode(bytes, false));
  return readJson(decode(bytes, false));
}

/** UTF-8 (a BOM is dropped); for CSV, Shift_JIS when the bytes are not UTF-8. */
export function decode(bytes: Uint8Array, allowShiftJis: boolean): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    if (allowShiftJis) {
      try {
        return new TextDecoder("shift_jis", { fatal: true }).decode(bytes);
      } catch {
        // fall through
      }
    }
    throw new FeedError(
      allowShiftJis ? "文字コードを読み取れません。UTF-8 か Shift_JIS で保存してください。" : "UTF-8 として読めない文字があります。UTF-8 で保存してください。",
    );
  }
}

// ---------------------------------------------------------------------------------------------
// JSON

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < position; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

/** Our JSON document ({ version: 1, listings: [...] }), or a bare array of listings. */
export function readJson(text: string): ReadFeed {
  let value: unknown;
  try {
    value = JSON.parse(text);
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

// ---------------------------------------------------------------------------------------------
// CSV

/** Column names agents use, by our field (compared NFKC-normalised and lower-cased). */
const CSV_HEADERS: Record<keyof FeedListing, string[]> = {
  reference: ["reference", "referencenumber", "id", "案件id", "案件番号", "管理番号", "参照番号"],
  title: ["title", "案件名", "タイトル", "案件タイトル"],
  url: ["url", "案件url", "掲載url"],
  description: ["description", "detail", "案件詳細", "業務内容", "作業内容", "詳細"],
  required_skills: ["required_skills", "必須スキル", "必須"],
  welcome_skills: ["welcome_skills", "歓迎スキル", "尚可スキル", "尚可"],
  skills: ["skills", "スキル", "使用技術", "開発言語", "言語"],
  price: ["price", "単価", "報酬", "金額", "月額単価"],
  location: ["location", "勤務地", "場所", "最寄駅", "最寄り駅"],
  workdays: ["workdays", "稼働日数", "稼働", "稼働率"],
  remote: ["remote", "リモート", "働き方", "勤務形態"],
  start: ["start", "開始時期", "開始日", "参画時期"],
  working_hours: ["working_hours", "勤務時間", "就業時間"],
  comment: ["comment", "備考", "コメント", "担当者コメント"],
  job_types: ["job_types", "職種"],
  industry: ["industry", "業界", "業種"],
  characteristics: ["characteristics", "特徴", "タグ"],
  published_at: ["published_at", "掲載日", "公開日"],
  company_name: ["company_name", "会社名", "企業名", "クライアント"],
  contact_phone: ["contact_phone", "電話番号", "電話"],
  contact_email: ["contact_email", "メールアドレス", "メール", "email"],
};
const headerField = new Map<string, keyof FeedListing>();
for (const field of FEED_FIELDS) for (const name of CSV_HEADERS[field]) headerField.set(name.normalize("NFKC").toLowerCase(), field);

/** A cell a spreadsheet would run as a formula (CSV injection). */
const FORMULA = /^[=@]|^[+-]\s*[A-Za-z_]+\s*\(/;

type CsvRecord = { line: number; cells: string[]; error?: string };

/** RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF. */
export function* csvRecords(text: string): Generator<CsvRecord> {
  const n = text.length;
  let i = 0;
  let line = 1;
  const countLines = (from: number, to: number) => {
    for (let k = text.indexOf("\n", from); k !== -1 && k < to; k = text.indexOf("\n", k + 1)) line++;
  };
  while (i < n) {
    const startLine = line;
    const rowStart = i;
    const cells: string[] = [];
    let error: string | undefined;
    for (;;) {
      let cell = "";
      if (text[i] === '"') {
        // A quoted cell runs to the next quote that is not doubled.
        let j = i + 1;
        let close = -1;
        for (;;) {
          const q = text.indexOf('"', j);
          if (q === -1) break;
          if (text[q + 1] === '"') {
            j = q + 2;
            continue;
          }
          close = q;
          break;
        }
        const end = close === -1 ? n : close;
        countLines(i, end);
        cell = text.slice(i + 1, end).replace(/""/g, '"');
        if (close === -1) error = '引用符（"）が閉じていません';
        i = close === -1 ? n : close + 1;
      }
      const stop = nextSeparator(text, i);
      cell += text.slice(i, stop);
      i = stop;
      cells.push(cell.endsWith("\r") ? cell.slice(0, -1) : cell);
      if (i >= n || text[i] === "\n") {
        if (i < n) {
          i++;
          line++;
        }
        break;
      }
      i++; // the comma
    }
    if (i - rowStart > MAX_ROW_CHARS) error = `行が長すぎます（${MAX_ROW_CHARS.toLocaleString("ja-JP")}文字まで）`;
    // A blank line is no record.
    if (cells.length === 1 && cells[0] === "" && !error) continue;
    yield { line: startLine, cells: error ? cells.map((c) => c.slice(0, FIELD_LIMITS.reference)) : cells, error };
  }
}

function nextSeparator(text: string, from: number): number {
  let comma = text.indexOf(",", from);
  let newline = text.indexOf("\n", from);
  if (comma === -1) comma = text.length;
  if (newline === -1) newline = text.length;
  return Math.min(comma, newline);
}

export function readCsv(text: string): ReadFeed {
  const records = csvRecords(text.replace(/^\uFEFF/, ""));
  const first = records.next();
  if (first.done) throw new FeedError("CSV が空です。1行目に列名、2行目から案件を書いてください。");
  const header = first.value.cells.map((name) => headerField.get(name.normalize("NFKC").trim().toLowerCase()));
  const missing = (["reference", "title"] as const).filter((field) => !header.includes(field));
  if (missing.length > 0) {
    const found =
      first.value.cells
        .map((c) => c.trim())
        .filter(Boolean)
        .slice(0, 10)
        .join(", ") || "なし";
    throw new FeedError(
      `CSV の列が違います。必要な列 ${missing.map((f) => `${f}（${CSV_HEADERS[f][1]}）`).join("、")} がありません（1行目の列名: ${found}）。`,
    );
  }
  const unknown = first.value.cells.filter((name, i) => !header[i] && name.trim());
  const warnings = unknown.length ? [`使わない列を読み飛ばしました: ${unknown.join(", ")}`] : [];
  const rows: RawRow[] = [];
  const rejected: Rejection[] = [];
  for (const record of records) {
    const reference = record.cells[header.indexOf("reference")]?.trim() || undefined;
    if (record.error) {
      rejected.push({ line: record.line, reference, reason: record.error });
      continue;
    }
    if (record.cells.length !== header.length) {
      rejected.push({ line: record.line, reference, reason: `列の数が見出しと合いません（見出し ${header.length} 列、この行 ${record.cells.length} 列）` });
      continue;
    }
    const fields: Record<string, unknown> = {};
    let formula: string | undefined;
    header.forEach((field, i) => {
      const value = record.cells[i].trim();
      if (!field || value === "") return;
      if (FORMULA.test(value)) formula ??= field;
      fields[field] = value;
    });
    if (formula) {
      rejected.push({
        line: record.line,
        reference,
        reason: `「=」「@」などで始まる値は表計算ソフトで数式として動くおそれがあるため受け付けません（列: ${formula}）`,
      });
      continue;
    }
    rows.push({ line: record.line, fields });
  }
  return { rows, rejected, warnings };
}

// ---------------------------------------------------------------------------------------------
// Indeed-style XML

/** Indeed job elements, by our field. city/state become the location; jobtype is read for workdays and remote. */
const XML_FIELDS: Record<string, keyof FeedListing> = {
  referencenumber: "reference",
  title: "title",
  url: "url",
  description: "description",
  salary: "price",
  company: "company_name",
  date: "published_at",
  category: "job_types",
  email: "contact_email",
  phone: "contact_phone",
};

/**
 * <source><job><referencenumber/><title/><date/><url/><company/><city/><state/><description/>
 * <salary/><jobtype/></job>...</source>. A DOCTYPE is refused (no entity can expand: no XML bomb,
 * no external entities), and XML that is not well-formed (truncated, say) is not read at all.
 */
export function readXml(text: string): ReadFeed {
  const parser = new SaxesParser({ position: true });
  const rows: RawRow[] = [];
  const rejected: Rejection[] = [];
  const path: string[] = [];
  let job: { line: number; values: Record<string, string>; size: number } | undefined;
  let textBuffer = "";
  let failure: string | undefined;
  parser.on("doctype", () => {
    throw new FeedError("DOCTYPE 宣言（DTD）を含む XML は受け付けません。DOCTYPE を外してください。");
  });
  parser.on("opentag", (tag) => {
    const name = tag.name.toLowerCase();
    path.push(name);
    if (name === "job" && path.length === 2) job = { line: parser.line, values: {}, size: 0 };
    textBuffer = "";
  });
  const onText = (value: string) => {
    if (job) {
      job.size += value.length;
      if (job.size <= MAX_ROW_CHARS) textBuffer += value;
    }
  };
  parser.on("text", onText);
  parser.on("cdata", onText);
  parser.on("closetag", (tag) => {
    const name = tag.name.toLowerCase();
    path.pop();
    if (!job) return;
    if (name === "job" && path.length === 1) {
      const { values, line, size } = job;
      job = undefined;
      if (size > MAX_ROW_CHARS) {
        rejected.push({ line, reference: values.referencenumber, reason: `求人が長すぎます（${MAX_ROW_CHARS.toLocaleString("ja-JP")}文字まで）` });
        return;
      }
      const fields: Record<string, unknown> = {};
      for (const [element, field] of Object.entries(XML_FIELDS)) if (values[element]?.trim()) fields[field] = values[element].trim();
      const location = [values.state, values.city]
        .map((v) => v?.trim())
        .filter(Boolean)
        .join("");
      if (location) fields.location = location;
      if (values.jobtype?.trim()) {
        fields.workdays = values.jobtype.trim();
        fields.remote = values.jobtype.trim();
      }
      rows.push({ line, fields });
    } else if (path.length === 2) {
      job.values[name] = (job.values[name] ?? "") + textBuffer;
    }
    textBuffer = "";
  });
  parser.on("error", (error) => {
    failure ??= error.message;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof FeedError) throw error;
    failure ??= (error as Error).message;
  }
  if (failure)
    throw new FeedError(`XML として読めません（${failure.replace(/^.*?:(\d+):(\d+): /, "$1行目 $2文字目: ")}）。途中で切れていないか確かめてください。`);
  return { rows, rejected, warnings: [] };
}
