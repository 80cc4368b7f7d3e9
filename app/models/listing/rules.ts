// The rules of a listing (案件) that the seed, the ingest, the search and the pages share: which
// skills it requires, when it is open, its price as yen a month and the characteristics it earns.
// The spec's own codes (open state, delete flag, price unit, remote type) stay in app/constants.ts.
import { DeleteFlag, PriceUnit, ProjectOpenState, RemoteType, StartTiming } from "~/constants";
import type { ListingTerms } from "./rows";

/** project_skills.requirement: a skill the listing requires, or one it only welcomes. */
export const SkillRequirement = { required: 1, welcome: 2 } as const;
export type SkillRequirementCode = (typeof SkillRequirement)[keyof typeof SkillRequirement];

/** Characteristic ids (spec §9 names 1, 2 and 7); the ones listingCharacteristics derives are named too. */
export const CharacteristicId = { remote: 1, meeting: 2, fewWorkdays: 3, immediateStart: 5, highPrice: 7 } as const;

/** Open state alone: a listing already known not to be deleted shows as closed (募集終了) otherwise. */
export const isOpenState = (openState: number | null) => openState === ProjectOpenState.open;

/** Visitors can find and apply to it: open and not deleted. openListing in queries.server.ts is the same in SQL. */
export const isOpenListing = (listing: { open_state: number | null; delete_flag: number | null }) =>
  isOpenState(listing.open_state) && listing.delete_flag === DeleteFlag.notDeleted;

/** Spec §4 price_over: hourly, daily and yearly prices compare at 160 hours, 20 days and 1/12 year a month. */
const MONTHLY_FACTOR: Record<number, number> = { [PriceUnit.month]: 1, [PriceUnit.hour]: 160, [PriceUnit.day]: 20, [PriceUnit.year]: 1 / 12 };

/** An amount in `unit` as yen a month; an unknown unit counts as a month. */
export const toMonthly = (amount: number, unit: number) => Math.round(amount * (MONTHLY_FACTOR[unit] ?? 1));

/** Yen a month as an amount in `unit`, unrounded: the demo generator rounds to its own steps. */
export const fromMonthly = (monthly: number, unit: number) => monthly / (MONTHLY_FACTOR[unit] ?? 1);

/** A listing's price as yen a month (the larger of its range), for price_over, sorting and the high-price tag; -1 when unknown. */
export function monthlyPrice(listing: Pick<ListingTerms, "priceMin" | "priceMax" | "priceUnit">): number {
  const amount = listing.priceMax ?? listing.priceMin;
  return amount == null ? -1 : toMonthly(amount, listing.priceUnit);
}

/**
 * The listing a group of one project's listings shows as its card: the best offer, the highest
 * monthly price (an unknown price last), then the newest, then the last posted.
 */
export function bestOffer<T extends Pick<ListingTerms, "priceMin" | "priceMax" | "priceUnit"> & { id: number; publishedAt: string }>(
  listings: readonly T[],
): T {
  const better = (a: T, b: T) => monthlyPrice(a) - monthlyPrice(b) || Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.id - b.id;
  return listings.reduce((best, listing) => (better(listing, best) > 0 ? listing : best));
}

/** Monthly pay at or above this earns 高単価. */
export const HIGH_PRICE_MONTHLY = 800_000;
/** A listing doable in this many days a week or fewer earns 週3日以下OK. */
const FEW_WORKDAYS = 3;

/** The remote types that remote filter 1 and characteristic 1 stand for (the same search, spec §4). */
export const REMOTE_POSSIBLE_TYPES: readonly number[] = [RemoteType.remoteOk, RemoteType.fullRemote];

export type CharacteristicTerms = Pick<ListingTerms, "remoteType" | "workdaysMin"> & { startTiming: number; monthlyPrice: number };

/**
 * A listing's characteristic ids, ascending: those its agent states, and those its terms earn
 * (remote possible, three days a week or fewer, immediate start, high price).
 */
export function listingCharacteristics(terms: CharacteristicTerms, stated: Iterable<number> = []): number[] {
  const ids = new Set(stated);
  if (REMOTE_POSSIBLE_TYPES.includes(terms.remoteType)) ids.add(CharacteristicId.remote);
  if (terms.workdaysMin !== null && terms.workdaysMin <= FEW_WORKDAYS) ids.add(CharacteristicId.fewWorkdays);
  if (terms.startTiming === StartTiming.immediate) ids.add(CharacteristicId.immediateStart);
  if (terms.monthlyPrice >= HIGH_PRICE_MONTHLY) ids.add(CharacteristicId.highPrice);
  return [...ids].sort((a, b) => a - b);
}
