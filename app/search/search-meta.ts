// <title>, description and robots for search pages: a plain search is noindex (a duplicate of a
// category page), a category page is indexed while it has listings (else a soft 404).
import type { MetaDescriptor } from "@remix-run/react";
import type { TFunction } from "i18next";
import { metaTranslator, pageMeta } from "~/utils/meta";
import { formatCount } from "~/utils/format";

type Data = { total: number; query: { keyword: string; filters: object } } | undefined;

export function searchPageMeta(
  matches: Array<{ id: string; data?: unknown }>,
  location: { pathname: string; search: string },
  data: Data,
  title: (t: TFunction) => string,
  indexable = false,
  canonicalPath?: string,
): MetaDescriptor[] {
  const t = metaTranslator(matches);
  const heading = title(t);
  const params = new URLSearchParams(location.search);
  const filtered = [...params.keys()].some((key) => key !== "page" && key !== "sort");
  return pageMeta(matches, location, {
    title: heading,
    description: t("search:description", { heading, total: formatCount(data?.total ?? 0) }),
    noindex: (!indexable && filtered) || (data?.total ?? 0) === 0,
    canonicalPath,
  });
}
