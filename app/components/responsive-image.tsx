// An image as WebP variants in one <img> srcset (decision 012); its width and height are the source's,
// so the page reserves its box before it loads.
import { imageSources, type ResponsiveImageSource } from "~/utils/image";

type Props = {
  image: ResponsiveImageSource;
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
