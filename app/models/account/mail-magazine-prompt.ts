// Spec §4 mail-magazine display parts (issue 18): after a guest's first search, first saved project
// and first page transition, a prompt offers the mail magazine. Each moment prompts once; closing
// it keeps it away for PROMPT_DISMISS_DAYS; members and mail-magazine users never see it, nor those
// the floating-button experiment (kind 3) gives pattern 2. Pure.
import { Experiment } from "~/constants";
import type { AccountKind } from "./page-frame";

export type PromptMoment = "search" | "bookmark" | "transition";
export const PROMPT_DISMISS_DAYS = 30;
export const promptSeenKey = (moment: PromptMoment) => `mailmag-prompt:${moment}`;
export const PROMPT_DISMISSED_KEY = "mailmag-prompt:dismissed";

/** A search results page: the search, its saved-search form and the category lists. */
export function isSearchPath(pathname: string): boolean {
  return /^\/project\/(search\/|(agent|characteristic|cross|industry|job|prefecture|price_over|skill|workdays)\/\d+\/)?$/.test(pathname);
}

export function mayPrompt({
  account,
  pattern,
  dismissedAt,
  now,
}: {
  account: AccountKind;
  pattern: number | undefined;
  dismissedAt: number | null;
  now: number;
}) {
  if (account !== "guest" || pattern === Experiment.mailMagazineButtonHide) return false;
  return dismissedAt === null || now - dismissedAt >= PROMPT_DISMISS_DAYS * 24 * 60 * 60 * 1000;
}
