// What every entry page declares the same way: the entry layout, its stylesheet, a title kept out of
// search engines.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import styles from "~/styles/entry.css";

export const entryHandle: RouteHandle = { layout: "entry" };
export const entryLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** `title`: a key of the entry namespace, or a function of the loader's data giving one. */
export function entryMeta(title: string | ((data: any) => { key: string; options?: Record<string, unknown> })): MetaFunction {
  return ({ data, matches, location }) => {
    const t = metaTranslator(matches);
    const { key, options } = typeof title === "string" ? { key: title, options: {} } : title(data);
    return pageMeta(matches, location, { title: t(`entry:${key}`, options), noindex: true });
  };
}
