// The facts two listings of one project must agree on before their words are compared: agents, place, price, skills, start, workdays.
import { StartTiming } from "~/constants";
import type { MappedListing } from "~/ingest/listing";
import { SkillRequirement, toMonthly } from "./rules";

export type DuplicateFacts = {
  id: number;
  agentId: number;
  title: string;
  description: string;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: number;
  prefectureId: number | null;
  requiredSkills: readonly number[];
  /** When it starts, as a day (ms): a date given, or the day it was posted for 即日; null for 相談. */
  startsAround: number | null;
  workdaysMin: number | null;
  workdaysMax: number | null;
};

/** The facts of a listing as an import maps it from an agent's feed, posted (or updated) at `postedAt`. */
export function duplicateFacts(listing: MappedListing, id: number, agentId: number, postedAt: Date): DuplicateFacts {
  return {
    id,
    agentId,
    title: listing.title,
    description: listing.detail.detail,
    priceMin: listing.priceMin,
    priceMax: listing.priceMax,
    priceUnit: listing.priceUnit,
    prefectureId: listing.prefectureId,
    requiredSkills: listing.skills.filter((s) => s.requirement === SkillRequirement.required).map((s) => s.id),
    startsAround: startsAround(listing.startTiming, listing.startDate, postedAt),
    workdaysMin: listing.workdaysMin,
    workdaysMax: listing.workdaysMax,
  };
}

/** Start dates this many days apart are one opening announced differently. */
const START_DAYS = 31;
/** A ceiling alone (〜80万円) or a floor alone (65万円〜) stands for a range this much below or above it. */
const OPEN_RANGE = 0.25;
/** Prices in different units (時給 and 月額) compare with this much slack: hours and days a month vary. */
const UNIT_SLACK = 0.3;
/** Prices in one unit compare with this much slack: each agent adds its own margin. */
const MARGIN_SLACK = 0.08;
const DAY = 86_400_000;

/** A listing's price as a monthly range in yen, or null when it states none. */
function monthlyRange(f: Pick<DuplicateFacts, "priceMin" | "priceMax" | "priceUnit">): [number, number] | null {
  if (f.priceMin == null && f.priceMax == null) return null;
  const low = f.priceMin ?? f.priceMax! * (1 - OPEN_RANGE);
  const high = f.priceMax ?? f.priceMin! * (1 + OPEN_RANGE);
  return [toMonthly(low, f.priceUnit), toMonthly(high, f.priceUnit)];
}

function pricesOverlap(a: DuplicateFacts, b: DuplicateFacts): boolean {
  const [rangeA, rangeB] = [monthlyRange(a), monthlyRange(b)];
  if (!rangeA || !rangeB) return true;
  const slack = a.priceUnit === b.priceUnit ? 1 + MARGIN_SLACK : 1 + UNIT_SLACK;
  return rangeA[0] <= rangeB[1] * slack && rangeB[0] <= rangeA[1] * slack;
}

/** Facts that may rule a pair out before its titles are compared (cheap, and the blocking's rules). */
export function compatible(a: DuplicateFacts, b: DuplicateFacts): boolean {
  if (a.agentId === b.agentId) return false;
  if (a.prefectureId != null && b.prefectureId != null && a.prefectureId !== b.prefectureId) return false;
  if (!pricesOverlap(a, b)) return false;
  if (!skillsCompatible(a.requiredSkills, b.requiredSkills)) return false;
  if (a.startsAround != null && b.startsAround != null && Math.abs(a.startsAround - b.startsAround) > START_DAYS * DAY) return false;
  const daysA = [a.workdaysMin ?? a.workdaysMax, a.workdaysMax ?? a.workdaysMin];
  const daysB = [b.workdaysMin ?? b.workdaysMax, b.workdaysMax ?? b.workdaysMin];
  if (daysA[0] != null && daysB[0] != null && (daysA[1]! < daysB[0] || daysB[1]! < daysA[0])) return false;
  return true;
}

/**
 * What a stored key carries so that candidates are sifted before they are read: the price as a
 * monthly range in yen and the start day, null when the listing states none.
 */
export type KeyFacts = { priceLow: number | null; priceHigh: number | null; startDay: number | null };

export function keyFacts(f: Pick<DuplicateFacts, "priceMin" | "priceMax" | "priceUnit" | "startsAround">): KeyFacts {
  const range = monthlyRange(f);
  return {
    priceLow: range && Math.round(range[0]),
    priceHigh: range && Math.round(range[1]),
    startDay: f.startsAround === null ? null : Math.floor(f.startsAround / DAY),
  };
}

/** Whether two listings' key facts leave them possibly one project: compatible's price and start rules, units' slack always allowed. */
export function mayBeSame(a: KeyFacts, b: KeyFacts): boolean {
  if (a.priceLow !== null && b.priceLow !== null && (a.priceLow > b.priceHigh! * (1 + UNIT_SLACK) || b.priceLow > a.priceHigh! * (1 + UNIT_SLACK)))
    return false;
  return a.startDay === null || b.startDay === null || Math.abs(a.startDay - b.startDay) <= START_DAYS + 1;
}

/** Required skills the same, one side's within the other's, or a good part shared: agents list a project's skills differently, but not another stack. */
function skillsCompatible(a: readonly number[], b: readonly number[]): boolean {
  if (a.length === 0 || b.length === 0) return true;
  const inB = new Set(b);
  const shared = a.filter((id) => inB.has(id)).length;
  return shared === a.length || shared === b.length || shared / (a.length + b.length - shared) >= 1 / 3;
}

/** The day a listing starts: its date, the day it was posted for 即日, none for 相談. */
export function startsAround(timing: number, date: string | null, postedAt: Date): number | null {
  if (timing === StartTiming.specifyDate && date) return Date.parse(date);
  if (timing === StartTiming.immediate) return Math.floor(postedAt.getTime() / DAY) * DAY;
  return null;
}
