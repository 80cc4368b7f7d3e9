// An image served in §9's widths and densities as WebP (decision 012): one <img> with a srcset of
// every variant and the sizes it is shown at, so the browser fetches the smallest that is sharp
// enough. Its width and height are the source's, so the page reserves its box (16:9 for the heroes)
// before it loads and nothing below it moves. Every browser the site supports reads WebP, so there
// is no other format to offer in a <picture>.
import { imageSources, type ResponsiveImageSource } from "~/utils/image";

type Props = {
  image: ResponsiveImageSource;
  /** The width it is shown at, as the sizes attribute: media conditions and CSS lengths. */
  sizes: string;
  /** The text alternative; "" for a picture beside a link that already says the same. */
  alt?: string;
  className?: string;
  /** The page's main picture, in the first screen: fetched at once and before the others. */
  priority?: boolean;
};

export function ResponsiveImage({ image, sizes, alt = image.alt, className, priority = false }: Props) {
  const { src, srcSet } = imageSources(image);
  // React 18 knows no fetchPriority; in lowercase it is written out as the HTML attribute.
  const fetchPriority = priority ? ({ fetchpriority: "high" } as Record<string, string>) : {};
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...fetchPriority}
    />
  );
}
