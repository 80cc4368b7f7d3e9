// The stylesheets (decision 010): the frame's load on every page as one file, every-page.css (decision
// 025); each other one only on the routes that show its components, through their `links`.
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

export const frameStyles = [everyPage];
export const cardStyles = cards;
export const searchStyles = search;
export const detailStyles = detail;
export const topStyles = top;
export const formStyles = forms;
export const contentStyles = content;
export const entryStyles = entry;
export const columnStyles = columns;
export const agentStyles = agents;
export const careerSheetStyles = careerSheet;
export const marketStyles = market;
export const landingStyles = landing;

export function stylesheets(...hrefs: string[]): LinksFunction {
  return () => hrefs.map((href) => ({ rel: "stylesheet", href }));
}
