import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "~/constants";
import { imageSources, imageVariantUrl, parseImageDimension, parseImageVariant } from "./image";

const SOURCE = { src: "/images/column/sample.0123456789.webp", width: 1600, height: 900, alt: "" };
const variant = (query: string, source = SOURCE) => parseImageVariant(new URLSearchParams(query), source);

describe("parseImageDimension: numbers or pixel values only", () => {
  it.each([
    ["640", 640],
    ["640px", 640],
    ["320", 320],
    ["12.5", 12.5],
    ["12.5px", 12.5],
    [640, 640],
  ])("reads %j as %d", (input, expected) => {
    expect(parseImageDimension(input)).toBe(expected);
  });

  it.each(["64em", "50%", "-1", "abc", "1e3", "0x10", " 640", "640 ", "640PX", "px", "", "0", "0px", "Infinity", "NaN", "640pxpx", "６４０", "99999999"])(
    "refuses %j",
    (input) => {
      expect(parseImageDimension(input)).toBeNull();
    },
  );

  it("refuses a missing value and numbers that are no size", () => {
    for (const input of [null, undefined, 0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(parseImageDimension(input)).toBeNull();
  });
});

describe("parseImageVariant: the allowed widths at densities 1 and 2, capped at the source", () => {
  it("serves every allowed width at density 1, in the source's proportions", () => {
    for (const width of IMAGE_WIDTHS)
      expect(variant(`w=${width}`)).toEqual({ width, density: 1, pixelWidth: width, pixelHeight: Math.round((width * 9) / 16) });
  });

  it("doubles the pixels at density 2, never beyond the source", () => {
    expect(variant("w=640&dpr=2")).toMatchObject({ pixelWidth: 1280, pixelHeight: 720 });
    expect(variant("w=1024&dpr=2")).toMatchObject({ pixelWidth: 1600, pixelHeight: 900 });
    expect(variant("w=1536&dpr=2")).toMatchObject({ pixelWidth: 1600 });
    expect(variant("w=1536", { ...SOURCE, width: 800, height: 450 })).toMatchObject({ pixelWidth: 800, pixelHeight: 450 });
  });

  it("takes a width written as a pixel value", () => {
    expect(variant("w=640px")).toMatchObject({ width: 640, pixelWidth: 640 });
  });

  it.each([
    ["no width", ""],
    ["a width outside the list", "w=500"],
    ["a width below the list", "w=100"],
    ["a width above the list", "w=2048"],
    ["a width in another unit", "w=64em"],
    ["a width in exponent form", "w=1e3"],
    ["a negative width", "w=-640"],
    ["a fractional width", "w=640.5"],
    ["two widths", "w=640&w=320"],
    ["density 3", "w=640&dpr=3"],
    ["density 1.5", "w=640&dpr=1.5"],
    ["density 0", "w=640&dpr=0"],
    ["density written 2x", "w=640&dpr=2x"],
    ["an empty density", "w=640&dpr="],
    ["two densities", "w=640&dpr=1&dpr=2"],
  ])("refuses %s", (_case, query) => {
    expect(variant(query)).toBeNull();
  });
});

describe("imageSources", () => {
  it("lists each distinct pixel width once, from the allowed widths at densities 1 and 2, and falls back to 640", () => {
    const { src, srcSet } = imageSources(SOURCE);
    expect(src).toBe(`${SOURCE.src}?w=640`);
    const entries = srcSet.split(", ").map((entry) => entry.split(" "));
    expect(entries.map(([, descriptor]) => descriptor)).toEqual(["320w", "640w", "768w", "1024w", "1280w", "1536w", "1600w"]);
    expect(entries.at(-1)![0]).toBe(`${SOURCE.src}?w=1024&dpr=2`);
    // Every URL in it is one the route serves.
    for (const [url] of entries) expect(variant(url.slice(url.indexOf("?") + 1))).not.toBeNull();
  });

  it("builds the URL of one variant", () => {
    expect(imageVariantUrl(SOURCE, 1280)).toBe(`${SOURCE.src}?w=1280`);
    expect(imageVariantUrl(SOURCE, 320, 2)).toBe(`${SOURCE.src}?w=320&dpr=2`);
  });
});
