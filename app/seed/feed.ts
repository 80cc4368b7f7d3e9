// Agent feeds made from the demo generator, written as an agent would: free-text prices, places,
// days and remote arrangements. For the ingest tests and `npm run bench:ingest`.
import { RemoteType, StartTiming } from "~/constants";
import { createRandom } from "./random";
import { escapeText } from "~/utils/escape-text";
import { generateAgents, generateProject } from "./projects";

const REMOTE_TEXT: Record<number, string[]> = {
  [RemoteType.none]: ["常駐", "出社", "リモート不可"],
  [RemoteType.remoteOk]: ["一部リモート", "リモート併用（週1出社）", "リモート可"],
  [RemoteType.fullRemote]: ["フルリモート", "完全在宅", "リモート100%"],
  [RemoteType.onlineMeetingOk]: ["オンライン面談可"],
};

export type FeedRow = Record<string, string>;

/** `count` listings of one agent's feed, references R00000001 … (deterministic for a seed). */
export function generateFeedRows(count: number, { seed = 7, now = new Date("2026-11-01T00:00:00Z"), offset = 0 } = {}): FeedRow[] {
  const random = createRandom(seed);
  const agents = generateAgents(random, 10, now);
  return Array.from({ length: count }, (_, i) => {
    const { project: p, detail: d } = generateProject(random, offset + i + 1, agents.length, now);
    const workdays = p.workdays_min === p.workdays_max ? `週${p.workdays_min}日` : `週${p.workdays_min}〜${p.workdays_max}日`;
    const start =
      p.start_timing === StartTiming.immediate
        ? "即日〜"
        : p.start_timing === StartTiming.specifyDate
          ? `${p.start_date!.slice(0, 4)}年${Number(p.start_date!.slice(5, 7))}月〜`
          : "相談";
    return {
      reference: `R${String(offset + i + 1).padStart(8, "0")}`,
      title: p.title,
      url: `https://agent.example.jp/jobs/${offset + i + 1}`,
      description: d.detail,
      required_skills: d.required_skill,
      welcome_skills: d.welcome_skill,
      skills: d.skill_original,
      price: d.price_original,
      location: p.location_text,
      workdays,
      remote: random.pick(REMOTE_TEXT[p.remote_type]),
      start,
      working_hours: d.working_hours,
      comment: d.comment,
      characteristics: d.characteristic,
      published_at: p.published_at,
    };
  });
}

export function feedJson(rows: FeedRow[], full = false): string {
  return `{\n  "version": 1,\n  "full": ${full},\n  "listings": [\n${rows.map((r) => `    ${JSON.stringify(r)}`).join(",\n")}\n  ]\n}\n`;
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export function feedCsv(rows: FeedRow[]): string {
  const columns = Object.keys(rows[0] ?? { reference: "", title: "" });
  return [columns.join(","), ...rows.map((row) => columns.map((c) => csvCell(row[c] ?? "")).join(","))].join("\r\n") + "\r\n";
}

export function feedXml(rows: FeedRow[]): string {
  const jobs = rows.map(
    (r) =>
      `  <job>\n    <referencenumber><![CDATA[${r.reference}]]></referencenumber>\n    <title><![CDATA[${r.title}]]></title>\n` +
      `    <date>${escapeText(r.published_at ?? "")}</date>\n    <url>${escapeText(r.url ?? "")}</url>\n    <company>${escapeText(r.company_name ?? "")}</company>\n` +
      `    <state>${escapeText(r.location ?? "")}</state>\n    <city></city>\n    <description><![CDATA[${r.description ?? ""}]]></description>\n` +
      `    <salary>${escapeText(r.price ?? "")}</salary>\n    <jobtype>${escapeText(`業務委託 ${r.workdays ?? ""} ${r.remote ?? ""}`)}</jobtype>\n  </job>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<source>\n  <publisher>agent</publisher>\n${jobs.join("\n")}\n</source>\n`;
}
