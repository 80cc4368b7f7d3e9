import type { MetaFunction } from "@remix-run/node";
import { metaTranslator, pageMeta } from "~/utils/meta";

/** Account pages are for the visitor alone: titled in the site's pattern and kept out of search engines. */
export function accountMeta(titleKey: string): MetaFunction {
  return ({ matches, location }) => pageMeta(matches, location, { title: metaTranslator(matches)(`account:${titleKey}`), noindex: true });
}
