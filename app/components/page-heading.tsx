// The page's h1, also shown over the header once it scrolls out of view (docs/product.md, Pages);
// without JavaScript a CSS scroll timeline shows it.
import { useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { pageNumberFrom } from "~/utils/page-number";

export function usePageSuffix(): string {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const page = pageNumberFrom(searchParams);
  return page > 1 ? t("page.suffix", { page }) : "";
}

export function PageHeading({ children, className }: { children: string; className?: string }) {
  const suffix = usePageSuffix();
  const ref = useRef<HTMLHeadingElement>(null);
  const [scrolledPast, setScrolledPast] = useState<boolean | null>(null);

  useEffect(() => {
    const heading = ref.current;
    if (!heading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setScrolledPast(!entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(heading);
    return () => observer.disconnect();
  }, []);

  const text = `${children}${suffix}`;
  return (
    <>
      <h1 ref={ref} className={className ?? "page-heading"}>
        {text}
      </h1>
      <div className="scroll-heading" aria-hidden="true" data-visible={scrolledPast === null ? undefined : String(scrolledPast)}>
        <p>{text}</p>
      </div>
    </>
  );
}
