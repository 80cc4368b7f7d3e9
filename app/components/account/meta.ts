import type { MetaFunction } from "@remix-run/node";
import { metaTranslator, pageMeta } from "~/utils/meta";

/** Account pages are for the visitor alone, so kept out of search engines; `titleKey` names its namespace before a colon. */
export function accountMeta(titleKey: string): MetaFunction {
  return ({ matches, location }) => pageMeta(matches, location, { title: metaTranslator(matches)(titleKey), noindex: true });
}
