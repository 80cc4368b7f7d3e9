// What a route module may declare in `handle`: its layout, its breadcrumb (docs/product.md, Pages)
// and the namespaces of texts it uses besides `common`.
import type { TFunction } from "i18next";
import type { Namespace } from "./i18n";

export const LAYOUT_NAMES = ["article", "default", "entry", "lp", "partnership-lp", "register", "simple"] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export type Breadcrumb = { label: string; to: string };

export type RouteHandle = {
  layout?: LayoutName;
  /** The namespaces the browser loads before showing the page; route-namespaces.test.ts checks them. */
  i18n?: Array<Exclude<Namespace, "common">>;
  // Each route's own loader data: the handle is declared before the loader's type exists.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  breadcrumb?: (args: { data: any; t: TFunction; params: Record<string, string | undefined> }) => Breadcrumb | Breadcrumb[];
};
