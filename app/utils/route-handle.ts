// What a route module may declare in `handle`: its layout and its breadcrumb (spec §2).
import type { TFunction } from "i18next";

export const LAYOUT_NAMES = ["article", "default", "entry", "lp", "partnership-lp", "register", "simple"] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

export type Breadcrumb = { label: string; to: string };

export type RouteHandle = {
  layout?: LayoutName;
  // Each route's own loader data: the handle is declared before the loader's type exists.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  breadcrumb?: (args: { data: any; t: TFunction; params: Record<string, string | undefined> }) => Breadcrumb | Breadcrumb[];
};
