import type { MetaFunction } from "@remix-run/node";
import { metaTranslator, pageMeta } from "~/utils/meta";

/** Account pages are for the visitor alone: titled in the site's pattern and kept out of search engines.
 * `titleKey` names its namespace before a colon: the page declares it, and it is no other page's. */
export function accountMeta(titleKey: string): MetaFunction {
  return ({ matches, location }) => pageMeta(matches, location, { title: metaTranslator(matches)(titleKey), noindex: true });
}
