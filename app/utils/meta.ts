// Helpers for route `meta` functions: the visitor's language from the root loader, the page title
// in the site's pattern, and the canonical URL.
import type { MetaDescriptor } from "@remix-run/react";
import { translatorFor } from "./i18n";
import { DEFAULT_LANGUAGE, type Language } from "./language";
import { pageNumberFrom, withPageSuffix } from "./page-number";

type RootMatchData = { language?: Language; origin?: string } | undefined;
type MatchLike = { id: string; data?: unknown };

export function rootData(matches: MatchLike[]): RootMatchData {
  return matches.find((m) => m.id === "root")?.data as RootMatchData;
}

export function metaTranslator(matches: MatchLike[]) {
  return translatorFor(rootData(matches)?.language ?? DEFAULT_LANGUAGE);
}

/** The shared image of link previews (scripts/make-icons.ts draws it). */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/** The path, with the page number of a list's later pages (each is its own page of results); sorts left out. */
export function canonicalUrl(origin: string, location: { pathname: string; search: string }) {
  const page = pageNumberFrom(new URLSearchParams(location.search));
  return `${origin}${location.pathname}${page > 1 ? `?page=${page}` : ""}`;
}

/** A page's title, description, canonical and share tags; English is a cookie choice on the same URLs, so the only alternate is the page itself. */
export function pageMeta(
  matches: MatchLike[],
  location: { pathname: string; search: string },
  {
    title,
    description,
    noindex,
    type = "website",
    canonicalPath,
  }: { title: string; description?: string; noindex?: boolean; type?: "website" | "article"; /** Another URL showing the same page. */ canonicalPath?: string },
): MetaDescriptor[] {
  const t = metaTranslator(matches);
  const origin = rootData(matches)?.origin ?? "";
  const fullTitle = `${withPageSuffix(title, location.search, (page) => t("page.suffix", { page }))} | ${t("site.name")}`;
  const text = description ?? t("site.description");
  const canonical = canonicalUrl(origin, { pathname: canonicalPath ?? location.pathname, search: location.search });
  return [
    { title: fullTitle },
    { name: "description", content: text },
    { tagName: "link", rel: "canonical", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "ja", href: canonical },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonical },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { property: "og:url", content: canonical },
    { property: "og:type", content: type },
    { property: "og:site_name", content: t("site.name") },
    { property: "og:locale", content: "ja_JP" },
    { property: "og:image", content: `${origin}${SHARE_IMAGE.path}` },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
