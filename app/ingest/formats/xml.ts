// Indeed-style XML job feeds, read with a streaming parser that refuses any DOCTYPE.
import { SaxesParser } from "saxes";
import type { FeedListing } from "../feed-schema";
import { FeedError, MAX_ROW_CHARS, type RawRow, type ReadFeed, type Rejection } from "./feed-rows";

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

/** A DOCTYPE is refused, so no entity can expand; XML that is not well-formed is not read at all. */
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
