// Breadcrumbs from the matched routes' handles, rooted at / (docs/product.md, Pages), with JSON-LD.
import { Link, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Breadcrumb, RouteHandle } from "~/utils/route-handle";
import { useNonce } from "~/utils/nonce";

export function useBreadcrumbs(): Breadcrumb[] {
  const { t } = useTranslation();
  const matches = useMatches();
  const crumbs = matches.flatMap((match) => {
    const handle = match.handle as RouteHandle | undefined;
    if (!handle?.breadcrumb) return [];
    const crumb = handle.breadcrumb({ data: match.data, t, params: match.params });
    return Array.isArray(crumb) ? crumb : [crumb];
  });
  return crumbs.length > 0 ? [{ label: t("nav.top"), to: "/" }, ...crumbs] : [];
}

export function Breadcrumbs({ origin }: { origin: string }) {
  const { t } = useTranslation();
  const nonce = useNonce();
  const crumbs = useBreadcrumbs();
  if (crumbs.length === 0) return null;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.label, item: `${origin}${crumb.to}` })),
  };
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumb.label")}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.to}>{index === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.to}>{crumb.label}</Link>}</li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
    </nav>
  );
}
