import { describe, expect, it } from "vitest";
import { PriceUnit } from "~/constants";
import { formatDate, formatFileSize, formatPrice, isWithinDays, listingCountInTenThousands } from "./format";

describe("listingCountInTenThousands", () => {
  it("counts whole 万, rounded down", () => {
    expect(listingCountInTenThousands(20_000)).toBe(2);
    expect(listingCountInTenThousands(19_999)).toBe(1);
    expect(listingCountInTenThousands(364_210)).toBe(36);
    expect(listingCountInTenThousands(1_000_000)).toBe(100);
    expect(listingCountInTenThousands(9_999)).toBe(0);
  });

  it("is 10 when the total is unknown", () => {
    expect(listingCountInTenThousands(null)).toBe(10);
    expect(listingCountInTenThousands(undefined)).toBe(10);
    expect(listingCountInTenThousands(Number.NaN)).toBe(10);
    expect(listingCountInTenThousands(-5)).toBe(10);
  });
});

describe("formatDate", () => {
  it("writes dates in Japanese, in Japan time", () => {
    expect(formatDate("2026-11-21T03:00:00.000Z")).toBe("2026年11月21日");
    // 20:00 UTC is already the next day in Tokyo.
    expect(formatDate("2026-11-21T20:00:00.000Z")).toBe("2026年11月22日");
    expect(formatDate(new Date("2027-01-05T00:00:00+09:00"))).toBe("2027年1月5日");
  });

  it("writes English dates for the English site", () => {
    expect(formatDate("2026-11-21T03:00:00.000Z", "en")).toBe("November 21, 2026");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatPrice in every price unit", () => {
  it("shows monthly prices in 万円", () => {
    expect(formatPrice(null, 800_000, PriceUnit.month)).toBe("〜80万円/月");
    expect(formatPrice(700_000, 800_000, PriceUnit.month)).toBe("70万〜80万円/月");
    expect(formatPrice(800_000, 800_000, PriceUnit.month)).toBe("80万円/月");
  });

  it("shows each unit", () => {
    expect(formatPrice(null, 5_000, PriceUnit.hour)).toBe("〜5,000円/時");
    expect(formatPrice(40_000, 45_000, PriceUnit.day)).toBe("4万〜4.5万円/日");
    expect(formatPrice(3_500, 4_000, PriceUnit.hour)).toBe("3,500〜4,000円/時");
    expect(formatPrice(null, 9_600_000, PriceUnit.year)).toBe("〜960万円/年");
  });

  it("is null without a price, and English in yen", () => {
    expect(formatPrice(null, null, PriceUnit.month)).toBeNull();
    expect(formatPrice(700_000, 800_000, PriceUnit.month, "en")).toBe("¥700,000〜¥800,000/month");
  });
});

describe("isWithinDays", () => {
  const now = new Date("2026-11-21T00:00:00Z");
  it("is true inside the window and false outside", () => {
    expect(isWithinDays("2026-11-15T00:00:01Z", 7, now)).toBe(true);
    expect(isWithinDays("2026-11-14T00:00:00Z", 7, now)).toBe(false);
    expect(isWithinDays("2026-11-22T00:00:00Z", 7, now)).toBe(false);
  });
});

describe("formatFileSize", () => {
  it("says KB below a megabyte and MB with one decimal above", () => {
    expect(formatFileSize(10)).toBe("1KB");
    expect(formatFileSize(839_680)).toBe("820KB");
    expect(formatFileSize(1_468_006)).toBe("1.4MB");
  });
});
