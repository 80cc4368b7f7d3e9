// Helpers for route `meta` functions: the visitor's language from the root loader, the page title
// in the site's pattern, and the canonical URL.
import type { MetaDescriptor } from "@remix-run/react";
import { translatorFor } from "./i18n";
import { DEFAULT_LANGUAGE, type Language } from "./language";
import { withPageSuffix } from "./page-number";

type RootMatchData = { language?: Language; origin?: string } | undefined;
type MatchLike = { id: string; data?: unknown };

export function rootData(matches: MatchLike[]): RootMatchData {
  return matches.find((m) => m.id === "root")?.data as RootMatchData;
}

export function metaTranslator(matches: MatchLike[]) {
  return translatorFor(rootData(matches)?.language ?? DEFAULT_LANGUAGE);
}

/** <title>, description and canonical for a page: "{title}{page suffix} | 案件ファインダー". */
export function pageMeta(
  matches: MatchLike[],
  location: { pathname: string; search: string },
  { title, description, noindex }: { title: string; description?: string; noindex?: boolean },
): MetaDescriptor[] {
  const t = metaTranslator(matches);
  const origin = rootData(matches)?.origin ?? "";
  const fullTitle = `${withPageSuffix(title, location.search, (page) => t("page.suffix", { page }))} | ${t("site.name")}`;
  return [
    { title: fullTitle },
    { name: "description", content: description ?? t("site.description") },
    { property: "og:title", content: fullTitle },
    { property: "og:site_name", content: t("site.name") },
    { tagName: "link", rel: "canonical", href: `${origin}${location.pathname}` },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
