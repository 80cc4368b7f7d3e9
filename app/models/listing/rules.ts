// The rules of a listing (案件) that the seed, the ingest, the search and the pages share; its codes are in app/constants.ts.
import { DeleteFlag, PriceUnit, ProjectOpenState, RemoteType, StartTiming } from "~/constants";
import type { ListingTerms } from "./rows";

/** project_skills.requirement. */
export const SkillRequirement = { required: 1, welcome: 2 } as const;
export type SkillRequirementCode = (typeof SkillRequirement)[keyof typeof SkillRequirement];

/** The product's 1, 2 and 7, and those listingCharacteristics derives. */
export const CharacteristicId = { remote: 1, meeting: 2, fewWorkdays: 3, immediateStart: 5, highPrice: 7 } as const;

/** For a listing already known not to be deleted; otherwise it shows as closed (募集終了). */
export const isOpenState = (openState: number | null) => openState === ProjectOpenState.open;

/** What visitors can find and apply to; openListing in queries.server.ts is the same in SQL. */
export const isOpenListing = (listing: { open_state: number | null; delete_flag: number | null }) =>
  isOpenState(listing.open_state) && listing.delete_flag === DeleteFlag.notDeleted;

/** Hourly, daily and yearly prices compare at 160 hours, 20 days and 1/12 year a month. */
const MONTHLY_FACTOR: Record<number, number> = { [PriceUnit.month]: 1, [PriceUnit.hour]: 160, [PriceUnit.day]: 20, [PriceUnit.year]: 1 / 12 };

/** An unknown unit counts as a month. */
export const toMonthly = (amount: number, unit: number) => Math.round(amount * (MONTHLY_FACTOR[unit] ?? 1));

/** Unrounded: the demo generator rounds to its own steps. */
export const fromMonthly = (monthly: number, unit: number) => monthly / (MONTHLY_FACTOR[unit] ?? 1);

/** The larger of its range; -1 when unknown. */
export function monthlyPrice(listing: Pick<ListingTerms, "priceMin" | "priceMax" | "priceUnit">): number {
  const amount = listing.priceMax ?? listing.priceMin;
  return amount == null ? -1 : toMonthly(amount, listing.priceUnit);
}

/** The group's card: the highest monthly price (unknown last), then the newest, then the last posted. */
export function bestOffer<T extends Pick<ListingTerms, "priceMin" | "priceMax" | "priceUnit"> & { id: number; publishedAt: string }>(
  listings: readonly T[],
): T {
  const better = (a: T, b: T) => monthlyPrice(a) - monthlyPrice(b) || Date.parse(a.publishedAt) - Date.parse(b.publishedAt) || a.id - b.id;
  return listings.reduce((best, listing) => (better(listing, best) > 0 ? listing : best));
}

export const HIGH_PRICE_MONTHLY = 800_000;
const FEW_WORKDAYS = 3;

/** What remote filter 1 and characteristic 1 stand for (the same search). */
export const REMOTE_POSSIBLE_TYPES: readonly number[] = [RemoteType.remoteOk, RemoteType.fullRemote];

export type CharacteristicTerms = Pick<ListingTerms, "remoteType" | "workdaysMin"> & { startTiming: number; monthlyPrice: number };

/** Those its agent states and those its terms earn, ascending. */
export function listingCharacteristics(terms: CharacteristicTerms, stated: Iterable<number> = []): number[] {
  const ids = new Set(stated);
  if (REMOTE_POSSIBLE_TYPES.includes(terms.remoteType)) ids.add(CharacteristicId.remote);
  if (terms.workdaysMin !== null && terms.workdaysMin <= FEW_WORKDAYS) ids.add(CharacteristicId.fewWorkdays);
  if (terms.startTiming === StartTiming.immediate) ids.add(CharacteristicId.immediateStart);
  if (terms.monthlyPrice >= HIGH_PRICE_MONTHLY) ids.add(CharacteristicId.highPrice);
  return [...ids].sort((a, b) => a - b);
}
