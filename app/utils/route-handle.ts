// What a route module may declare in `handle`: its layout, its breadcrumb (spec §2) and the
// namespaces of texts it uses besides `common`.
import type { TFunction } from "i18next";
import type { Namespace } from "./i18n";

export const LAYOUT_NAMES = ["article", "default", "entry", "lp", "partnership-lp", "register", "simple"] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export type Breadcrumb = { label: string; to: string };

export type RouteHandle = {
  layout?: LayoutName;
  /**
   * The namespaces the route's modules use besides `common`, which the browser loads before it shows
   * the page (`pageNamespaces` in i18n.ts); route-namespaces.test.ts checks them against the modules.
   */
  i18n?: Array<Exclude<Namespace, "common">>;
  // Each route's own loader data: the handle is declared before the loader's type exists.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  breadcrumb?: (args: { data: any; t: TFunction; params: Record<string, string | undefined> }) => Breadcrumb | Breadcrumb[];
};
