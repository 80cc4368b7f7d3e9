// What every landing route declares the same way; only the evergreen pages may be indexed, never an input form.
import type { MetaFunction } from "@remix-run/node";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import type { Landing } from "~/models/landing/landing";
import { cardStyles, formStyles, landingStyles, stylesheets } from "~/styles/sheets";

export const landingHandle: RouteHandle = { layout: "lp", i18n: ["landing", "listing"] };
export const landingLinks = stylesheets(formStyles, cardStyles, landingStyles);

export const landingMeta: MetaFunction = ({ data, matches, location }) => {
  const landing = (data as { landing?: Landing } | undefined)?.landing;
  if (!landing) return [];
  return pageMeta(matches, location, { title: landing.copy.title, description: landing.copy.description, noindex: !landing.indexable });
};

export const landingInputMeta: MetaFunction = ({ data, matches, location }) => {
  const t = metaTranslator(matches);
  const landing = (data as { landing?: Landing; project?: unknown } | undefined)?.landing;
  if (!landing) return [];
  const title = (data as { project?: unknown }).project ? t("landing:applyTitle") : t("landing:registerTitle");
  return pageMeta(matches, location, { title: `${title}（${landing.copy.title}）`, noindex: true });
};
