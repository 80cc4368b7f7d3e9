// Responsive images (docs/product.md, Limits; decision 012): the variants an image is served in,
// shared by the image route and the components so the two never disagree.
import { IMAGE_DENSITIES, IMAGE_WIDTHS } from "~/constants";

export type ResponsiveImageSource = { src: string; width: number; height: number; alt: string };

const DIMENSION = /^(\d{1,5}(?:\.\d{1,3})?)(px)?$/;

/** An image dimension is a positive number or pixel value ("640", "640px"); anything else is null (docs/product.md, Input rules). */
export function parseImageDimension(value: string | number | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value > 0 ? value : null;
  if (typeof value !== "string") return null;
  const match = DIMENSION.exec(value);
  if (!match) return null;
  const number = Number(match[1]);
  return number > 0 ? number : null;
}

export type ImageVariant = { width: (typeof IMAGE_WIDTHS)[number]; density: (typeof IMAGE_DENSITIES)[number]; pixelWidth: number; pixelHeight: number };

/** The variant a URL's query asks for (`w` an allowed width, `dpr` a density), or null, which the route answers 404. */
export function parseImageVariant(query: URLSearchParams, source: { width: number; height: number }): ImageVariant | null {
  const widths = query.getAll("w");
  const densities = query.getAll("dpr");
  if (widths.length !== 1 || densities.length > 1) return null;
  const width = IMAGE_WIDTHS.find((w) => w === parseImageDimension(widths[0]));
  const density = densities.length === 0 ? 1 : IMAGE_DENSITIES.find((d) => String(d) === densities[0]);
  if (width === undefined || density === undefined) return null;
  return { width, density, ...pixelSize(width, density, source) };
}

function pixelSize(width: number, density: number, source: { width: number; height: number }) {
  const pixelWidth = Math.min(width * density, source.width);
  return { pixelWidth, pixelHeight: Math.round((pixelWidth * source.height) / source.width) };
}

const variantUrl = (src: string, width: number, density: number) => `${src}?w=${width}${density === 1 ? "" : `&dpr=${density}`}`;

/** The img element's src (for browsers without srcset) and a srcset with one entry per distinct pixel width. */
export function imageSources(image: Pick<ResponsiveImageSource, "src" | "width" | "height">): { src: string; srcSet: string } {
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const density of IMAGE_DENSITIES) {
    for (const width of IMAGE_WIDTHS) {
      const { pixelWidth } = pixelSize(width, density, image);
      if (seen.has(pixelWidth)) continue;
      seen.add(pixelWidth);
      entries.push(`${variantUrl(image.src, width, density)} ${pixelWidth}w`);
    }
  }
  return { src: variantUrl(image.src, 640, 1), srcSet: entries.join(", ") };
}

export function imageVariantUrl(
  image: Pick<ResponsiveImageSource, "src">,
  width: (typeof IMAGE_WIDTHS)[number],
  density: (typeof IMAGE_DENSITIES)[number] = 1,
) {
  return variantUrl(image.src, width, density);
}
