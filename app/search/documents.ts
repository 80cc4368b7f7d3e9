// Turns a listing's row and links into what the index needs; pure, so tests need no database.
import { PREFECTURES } from "~/data/prefectures";
import { SKILLS } from "~/data/skills";
import { JOB_TYPES } from "~/data/job-types";
import { INDUSTRIES } from "~/data/industries";
import type { Project } from "~/db/schema";
import { isOpenState } from "~/models/listing/rules";
import type { SearchDocument } from "./slots";

export type ListingRow = Pick<
  Project,
  | "id"
  | "agent_id"
  | "title"
  | "price_min"
  | "price_max"
  | "price_unit"
  | "workdays_min"
  | "remote_type"
  | "contract_status"
  | "open_state"
  | "prefecture_id"
  | "station_id"
  | "location_text"
  | "mentions"
  | "published_at"
> &
  Partial<Pick<Project, "group_id" | "stale">>;
export type ListingLinks = { skills: number[]; jobs: number[]; industries: number[]; characteristics: number[] };

const skillName = new Map(SKILLS.map((s) => [s.id, s.name]));
const jobName = new Map(JOB_TYPES.map((j) => [j.id, j.name]));
const industryName = new Map(INDUSTRIES.map((i) => [i.id, i.name]));
const prefectureName = new Map(PREFECTURES.map((p) => [p.id, p.name]));

export function toSearchDocument(row: ListingRow, links: ListingLinks): SearchDocument {
  const text = [
    row.title,
    row.location_text,
    row.mentions,
    row.prefecture_id ? prefectureName.get(row.prefecture_id) : "",
    ...links.skills.map((id) => skillName.get(id)),
    ...links.jobs.map((id) => jobName.get(id)),
    ...links.industries.map((id) => industryName.get(id)),
  ]
    .filter(Boolean)
    .join(" ");
  const filled = [
    row.price_max ?? row.price_min,
    row.workdays_min,
    row.station_id ?? row.prefecture_id,
    links.skills.length >= 3 || null,
    links.characteristics.length >= 2 || null,
  ];
  return {
    id: row.id,
    agentId: row.agent_id,
    text,
    titleLength: row.title.length,
    priceMin: row.price_min,
    priceMax: row.price_max,
    priceUnit: row.price_unit,
    workdaysMin: row.workdays_min,
    remoteType: row.remote_type,
    contractStatus: row.contract_status,
    // Deleted listings never become documents; a stale one (models/listing/freshness.ts) counts as closed.
    open: isOpenState(row.open_state) && row.stale !== 1,
    prefectureId: row.prefecture_id,
    stationId: row.station_id,
    skills: links.skills,
    jobs: links.jobs,
    industries: links.industries,
    characteristics: links.characteristics,
    publishedAt: Date.parse(row.published_at),
    completeness: filled.filter((v) => v != null).length / filled.length,
    groupId: row.group_id ?? null,
  };
}
