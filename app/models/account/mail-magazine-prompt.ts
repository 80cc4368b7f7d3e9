// Spec §4 mail-magazine display parts (issues 18, 53): after a guest's first search, first saved
// project and first page transition, a card offers the mail magazine. It sits in the page's flow,
// never over it; it never comes in the middle of a task (a form, the search panel open on a phone);
// each moment prompts once, and once closed it stays closed. Members and mail-magazine users never
// see it, nor those the floating-button experiment (kind 3) gives pattern 2. Pure.
import { Experiment } from "~/constants";
import type { AccountKind } from "./page-frame";

export type PromptMoment = "search" | "bookmark" | "transition";
export const promptSeenKey = (moment: PromptMoment) => `mailmag-prompt:${moment}`;
export const PROMPT_DISMISSED_KEY = "mailmag-prompt:dismissed";

/** A search results page: the search, its saved-search form and the category lists. */
export function isSearchPath(pathname: string): boolean {
  return /^\/project\/(search\/|(agent|characteristic|cross|industry|job|prefecture|price_over|skill|workdays)\/\d+\/)?$/.test(pathname);
}

/** Pages where the visitor fills in a form: applying, signing up or in, settings, the market-price and landing forms. */
const TASK_PATHS = [
  /^\/(entry|entry_signup|firsttime|signin|signup|password_forget|password_reset|stop|users)\//,
  /^\/project\/marketprice\/input\//,
  /^\/lp\/.*\/input\/$/,
];

/** Whether the visitor is in the middle of a task: a form, or the search panel opened to filter. */
export function isTask(pathname: string, search: string): boolean {
  return TASK_PATHS.some((path) => path.test(pathname)) || new URLSearchParams(search).get("searchpanel") === "open";
}

export function mayPrompt({ account, pattern, dismissed }: { account: AccountKind; pattern: number | undefined; dismissed: boolean }) {
  return account === "guest" && pattern !== Experiment.mailMagazineButtonHide && !dismissed;
}
