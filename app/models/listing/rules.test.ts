// The listing rules: the price as yen a month, the characteristics a listing earns, when it is open.
import { describe, expect, it } from "vitest";
import { DeleteFlag, PriceUnit, ProjectOpenState, RemoteType, StartTiming } from "~/constants";
import {
  bestOffer,
  CharacteristicId,
  fromMonthly,
  isOpenListing,
  isOpenState,
  listingCharacteristics,
  monthlyPrice,
  toMonthly,
  type CharacteristicTerms,
} from "./rules";

describe("monthly price", () => {
  it.each([
    [800_000, PriceUnit.month, 800_000],
    [5_000, PriceUnit.hour, 800_000],
    [40_000, PriceUnit.day, 800_000],
    [9_600_000, PriceUnit.year, 800_000],
    [10_000_000, PriceUnit.year, 833_333],
    [3_333, PriceUnit.hour, 533_280],
  ])("%d in unit %d is %d yen a month", (amount, unit, monthly) => {
    expect(toMonthly(amount, unit)).toBe(monthly);
  });

  it("counts an unknown unit as a month", () => {
    expect(toMonthly(700_000, 99)).toBe(700_000);
  });

  it("takes the top of the range, the bottom when there is no top, and -1 without a price", () => {
    expect(monthlyPrice({ priceMin: 4_000, priceMax: 5_000, priceUnit: PriceUnit.hour })).toBe(800_000);
    expect(monthlyPrice({ priceMin: 35_000, priceMax: null, priceUnit: PriceUnit.day })).toBe(700_000);
    expect(monthlyPrice({ priceMin: null, priceMax: null, priceUnit: PriceUnit.month })).toBe(-1);
  });

  it("turns a monthly price back into each unit", () => {
    expect(fromMonthly(800_000, PriceUnit.hour)).toBe(5_000);
    expect(fromMonthly(800_000, PriceUnit.day)).toBe(40_000);
    expect(fromMonthly(800_000, PriceUnit.year)).toBeCloseTo(9_600_000, 6);
    expect(fromMonthly(800_000, PriceUnit.month)).toBe(800_000);
  });
});

describe("characteristics a listing earns", () => {
  const plain: CharacteristicTerms = { remoteType: RemoteType.none, workdaysMin: 5, startTiming: StartTiming.considering, monthlyPrice: 600_000 };

  it("earns none on plain terms", () => {
    expect(listingCharacteristics(plain)).toEqual([]);
  });

  it("earns remote for remote OK and full remote only (remote 1 is characteristic 1)", () => {
    expect(listingCharacteristics({ ...plain, remoteType: RemoteType.remoteOk })).toEqual([CharacteristicId.remote]);
    expect(listingCharacteristics({ ...plain, remoteType: RemoteType.fullRemote })).toEqual([CharacteristicId.remote]);
    expect(listingCharacteristics({ ...plain, remoteType: RemoteType.onlineMeetingOk })).toEqual([]);
  });

  it("earns 週3日以下OK from three days a week, not four or unknown", () => {
    expect(listingCharacteristics({ ...plain, workdaysMin: 3 })).toEqual([CharacteristicId.fewWorkdays]);
    expect(listingCharacteristics({ ...plain, workdaysMin: 4 })).toEqual([]);
    expect(listingCharacteristics({ ...plain, workdaysMin: null })).toEqual([]);
  });

  it("earns 即日参画可 from an immediate start", () => {
    expect(listingCharacteristics({ ...plain, startTiming: StartTiming.immediate })).toEqual([CharacteristicId.immediateStart]);
    expect(listingCharacteristics({ ...plain, startTiming: StartTiming.specifyDate })).toEqual([]);
  });

  it("earns 高単価 from 80万円 a month, whatever the unit", () => {
    expect(listingCharacteristics({ ...plain, monthlyPrice: 799_999 })).toEqual([]);
    expect(listingCharacteristics({ ...plain, monthlyPrice: 800_000 })).toEqual([CharacteristicId.highPrice]);
    const daily = monthlyPrice({ priceMin: null, priceMax: 40_000, priceUnit: PriceUnit.day });
    expect(listingCharacteristics({ ...plain, monthlyPrice: daily })).toEqual([CharacteristicId.highPrice]);
    expect(listingCharacteristics({ ...plain, monthlyPrice: -1 })).toEqual([]);
  });

  it("keeps the stated ones, once each, in ascending order", () => {
    const all = { remoteType: RemoteType.fullRemote, workdaysMin: 2, startTiming: StartTiming.immediate, monthlyPrice: 900_000 };
    expect(listingCharacteristics(all, [18, 2, 7, 2])).toEqual([1, 2, 3, 5, 7, 18]);
  });
});

describe("open listings", () => {
  it("is open only while open and not deleted", () => {
    expect(isOpenListing({ open_state: ProjectOpenState.open, delete_flag: DeleteFlag.notDeleted })).toBe(true);
    expect(isOpenListing({ open_state: ProjectOpenState.close, delete_flag: DeleteFlag.notDeleted })).toBe(false);
    expect(isOpenListing({ open_state: ProjectOpenState.open, delete_flag: DeleteFlag.deleted })).toBe(false);
    // An entry whose listing row is gone (a left join).
    expect(isOpenListing({ open_state: null, delete_flag: null })).toBe(false);
  });

  it("reads the open state alone for a listing known not to be deleted", () => {
    expect(isOpenState(ProjectOpenState.open)).toBe(true);
    expect(isOpenState(ProjectOpenState.close)).toBe(false);
  });
});

describe("the best offer of one project's listings", () => {
  const listing = (id: number, priceMax: number | null, publishedAt = "2026-11-01T00:00:00.000Z", priceUnit: number = PriceUnit.month) => ({
    id,
    priceMin: null,
    priceMax,
    priceUnit,
    publishedAt,
  });

  it("is the highest monthly price, an unknown price last", () => {
    expect(bestOffer([listing(1, 800_000), listing(2, 850_000), listing(3, null)]).id).toBe(2);
    // 5,500 yen an hour is 880,000 a month.
    expect(bestOffer([listing(1, 850_000), listing(2, 5_500, undefined, PriceUnit.hour)]).id).toBe(2);
  });

  it("then the newest, then the last posted", () => {
    expect(bestOffer([listing(1, 800_000, "2026-11-02T00:00:00.000Z"), listing(2, 800_000)]).id).toBe(1);
    expect(bestOffer([listing(1, 800_000), listing(2, 800_000)]).id).toBe(2);
  });
});
