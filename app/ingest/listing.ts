// A validated feed row turned into our listing, with a content hash so an unchanged listing is not written again.
import { createHash } from "node:crypto";
import { PriceUnit } from "~/constants";
import { CHARACTERISTICS } from "~/data/characteristics";
import { INDUSTRIES } from "~/data/industries";
import { JOB_TYPES } from "~/data/job-types";
import type { ListingTerms } from "~/models/listing/rows";
import { listingCharacteristics, monthlyPrice, SkillRequirement, type SkillRequirementCode } from "~/models/listing/rules";
import type { FeedListing } from "./feed-schema";
import { listingMentions, mapPlace, mapSkillList, mapSkills, normalizeFreeText, parsePrice, parseRemote, parseStart, parseWorkdays } from "./mapping";

export type MappedListing = ListingTerms & {
  agentRef: string;
  title: string;
  url: string;
  workStyle: number;
  startTiming: number;
  startDate: string | null;
  prefectureId: number | null;
  stationId: number | null;
  locationText: string;
  /** The vocabulary's words its texts name (mapping.ts listingMentions). */
  mentions: string;
  publishedAt: string | null;
  detail: {
    detail: string;
    requiredSkill: string;
    welcomeSkill: string;
    skillOriginal: string;
    priceOriginal: string;
    workingHours: string;
    comment: string;
    characteristic: string;
  };
  skills: Array<{ id: number; requirement: SkillRequirementCode }>;
  jobs: number[];
  industries: number[];
  characteristics: number[];
  contacts: { companyName: string; phone: string; email: string; host: string };
  contentHash: string;
};

/** Master-data items named in free text, by their normalised names (computed once a list). */
const normalizedNames = new WeakMap<object, Array<{ id: number; name: string }>>();
function namesIn(items: ReadonlyArray<{ id: number; name: string }>, text: string): number[] {
  const normalized = normalizeFreeText(text).toLowerCase();
  if (!normalized) return [];
  let names = normalizedNames.get(items);
  if (!names) normalizedNames.set(items, (names = items.map((item) => ({ id: item.id, name: item.name.normalize("NFKC").toLowerCase() }))));
  return names.filter((item) => normalized.includes(item.name)).map((item) => item.id);
}

export function toMappedListing(row: FeedListing, now = new Date()): MappedListing {
  const price = row.price ? parsePrice(row.price) : null;
  const workdays = parseWorkdays(row.workdays ?? "");
  const remote = parseRemote([row.remote, row.location, row.title].filter(Boolean).join(" "));
  const start = parseStart(row.start ?? "", now);
  const place = mapPlace(row.location ?? "");
  const required = new Set([...mapSkillList(row.skills ?? ""), ...mapSkills(row.required_skills ?? "")]);
  const welcome = mapSkills(row.welcome_skills ?? "").filter((id) => !required.has(id));
  const jobs = namesIn(JOB_TYPES, row.job_types ?? "");
  const monthly = price ? monthlyPrice({ priceMin: price.min, priceMax: price.max, priceUnit: price.unit }) : -1;
  const characteristicIds = listingCharacteristics(
    { remoteType: remote.remoteType, workdaysMin: workdays.min, startTiming: start.timing, monthlyPrice: monthly },
    namesIn(CHARACTERISTICS, row.characteristics ?? ""),
  );

  const listing: Omit<MappedListing, "contentHash"> = {
    agentRef: row.reference,
    title: row.title,
    url: row.url ?? "",
    priceMin: price?.min ?? null,
    priceMax: price?.max ?? null,
    priceUnit: price?.unit ?? PriceUnit.month,
    workdaysMin: workdays.min,
    workdaysMax: workdays.max,
    remoteType: remote.remoteType,
    workStyle: remote.workStyle,
    startTiming: start.timing,
    startDate: start.date,
    prefectureId: place.prefectureId,
    stationId: place.stationId,
    locationText: row.location ?? "",
    mentions: listingMentions([row.description, row.required_skills, row.welcome_skills, row.skills, row.comment], jobs, [...required, ...welcome]),
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    detail: {
      detail: row.description ?? "",
      requiredSkill: row.required_skills ?? "",
      welcomeSkill: row.welcome_skills ?? "",
      skillOriginal: row.skills ?? "",
      priceOriginal: row.price ?? "",
      workingHours: row.working_hours ?? "",
      comment: row.comment ?? "",
      characteristic: characteristicIds.map((id) => CHARACTERISTICS.find((c) => c.id === id)!.name).join("、"),
    },
    skills: [
      ...[...required].map((id) => ({ id, requirement: SkillRequirement.required })),
      ...welcome.map((id) => ({ id, requirement: SkillRequirement.welcome })),
    ],
    jobs,
    industries: namesIn(INDUSTRIES, row.industry ?? ""),
    characteristics: characteristicIds,
    contacts: {
      companyName: row.company_name ?? "",
      phone: row.contact_phone ?? "",
      email: row.contact_email ?? "",
      host: hostOf(row.url ?? ""),
    },
  };
  // Mentions follow the vocabulary, not the feed: a new word must not make every listing "changed".
  const { contacts: _contacts, mentions: _mentions, ...content } = listing;
  return { ...listing, contentHash: hash(JSON.stringify(content)) };
}

function hostOf(url: string): string {
  try {
    return url ? new URL(url).hostname.replace(/^\[|\]$/g, "") : "";
  } catch {
    return "";
  }
}

const hash = (text: string) => createHash("sha1").update(text).digest("base64url");
