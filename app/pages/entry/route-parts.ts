import type { MetaFunction } from "@remix-run/node";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { cardStyles, entryStyles, formStyles, stylesheets } from "~/styles/sheets";

export const entryHandle: RouteHandle = { layout: "entry" };
export const entryLinks = stylesheets(formStyles, cardStyles, entryStyles);

export function entryMeta<Data>(title: string | ((data: Data) => { key: string; options?: Record<string, unknown> })): MetaFunction {
  return ({ data, matches, location }) => {
    const t = metaTranslator(matches);
    // The route's own loader data, as the route that calls this declares it.
    const { key, options } = typeof title === "string" ? { key: title, options: {} } : title(data as Data);
    return pageMeta(matches, location, { title: t(key, options), noindex: true });
  };
}
