// The stylesheets (issue 14, decision 010): the frame's four load on every page (root) as one file,
// every-page.css, which the build makes of them (one request fewer than four before the first paint:
// issue 19); each other one only on the routes that show its components, through their `links`. One
// import per file, here.
import type { LinksFunction } from "@remix-run/node";
import everyPage from "./every-page.css";
import cards from "./cards.css";
import search from "./search.css";
import detail from "./detail.css";
import top from "./top.css";
import forms from "./forms.css";
import content from "./content.css";
import entry from "./entry.css";
import columns from "./columns.css";
import agents from "./agents.css";
import careerSheet from "./career-sheet.css";
import market from "./market.css";
import landing from "./landing.css";

/** Every page: tokens, elements, header/footer/menu/error page, buttons and other small parts (every-page.css). */
export const frameStyles = [everyPage];
/** Listing cards (top page, search pages, saved lists, entry completion, the detail page's similar listings). */
export const cardStyles = cards;
export const searchStyles = search;
export const detailStyles = detail;
export const topStyles = top;
/** Form fields, account cards, settings and saved-search lists. */
export const formStyles = forms;
/** Text pages (FAQ, legal, sitemap) and the service pages' landing layout. */
export const contentStyles = content;
export const entryStyles = entry;
/** Column lists and articles (the top page's newest columns too). */
export const columnStyles = columns;
/** Agent lists, an agent's pages, reviews, recommendations and the chaos map. */
export const agentStyles = agents;
/** The Web職務経歴書, on screen and printed to A4. */
export const careerSheetStyles = careerSheet;
/** The market-price pages and their charts. */
export const marketStyles = market;
/** The landing pages (lp layout) and their input forms. */
export const landingStyles = landing;

export function stylesheets(...hrefs: string[]): LinksFunction {
  return () => hrefs.map((href) => ({ rel: "stylesheet", href }));
}
