// When the mail-magazine card shows (docs/product.md, Pages): never mid-task, once a moment, never once closed.
import { Experiment } from "~/constants";
import type { AccountKind } from "./page-frame";

export type PromptMoment = "search" | "bookmark" | "transition";
export const promptSeenKey = (moment: PromptMoment) => `mailmag-prompt:${moment}`;
export const PROMPT_DISMISSED_KEY = "mailmag-prompt:dismissed";

export function isSearchPath(pathname: string): boolean {
  return /^\/project\/(search\/|(agent|characteristic|cross|industry|job|prefecture|price_over|skill|workdays)\/\d+\/)?$/.test(pathname);
}

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
