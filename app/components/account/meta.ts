import type { MetaFunction } from "@remix-run/node";
import { metaTranslator, pageMeta } from "~/utils/meta";

/** Account pages are for the visitor alone: titled in the site's pattern and kept out of search engines.
 * `titleKey` is a key of the account namespace, or names its own namespace before a colon. */
export function accountMeta(titleKey: string): MetaFunction {
  const key = titleKey.includes(":") ? titleKey : `account:${titleKey}`;
  return ({ matches, location }) => pageMeta(matches, location, { title: metaTranslator(matches)(key), noindex: true });
}
