// CSV feeds as agents save them from Excel; a long row, a formula cell or a wrong column count is
// rejected on its own.
import { FEED_FIELDS, FIELD_LIMITS, type FeedListing } from "../feed-schema";
import { FeedError, MAX_ROW_CHARS, type RawRow, type ReadFeed, type Rejection } from "./feed-rows";

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

// Our own splitter: csv-parse was slower, miscounted lines with quoted CRLF, and dropped every row after an over-long one.
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
