// Changes of login state emit events on window (docs/product.md, States); the last state seen is kept
// in local storage, so a login done without JavaScript is announced when the next page loads.
import { useEffect } from "react";
import type { AccountKind, FrameAccount } from "~/models/account/page-frame";
import { clearSocialState } from "./social-state";
import { eraseEntryDrafts } from "../entry/entry-draft-keys";

export const AUTH_STATE_KEY = "auth:state";
export type AuthEventName = "logged-in" | "logged-out" | "mailmag-logged-in" | "mailmag-logged-out";

export function authEvents(from: AccountKind, to: AccountKind): AuthEventName[] {
  if (from === to) return [];
  const events: AuthEventName[] = [];
  if (from === "member") events.push("logged-out");
  if (from === "mailMagazine") events.push("mailmag-logged-out");
  if (to === "member") events.push("logged-in");
  if (to === "mailMagazine") events.push("mailmag-logged-in");
  return events;
}

function isKind(value: string | null): value is AccountKind {
  return value === "guest" || value === "member" || value === "mailMagazine";
}

export function AuthEvents({ account }: { account: FrameAccount }) {
  useEffect(() => {
    let previous: AccountKind = "guest";
    try {
      const stored = window.localStorage.getItem(AUTH_STATE_KEY);
      if (isKind(stored)) previous = stored;
      window.localStorage.setItem(AUTH_STATE_KEY, account.kind);
    } catch {
      // Storage may be unavailable (private mode): the events still follow this page's state.
    }
    const events = authEvents(previous, account.kind);
    // Back from a social sign-in: the values kept for the redirect are no longer needed.
    if (events.includes("logged-in")) clearSocialState();
    // At logout and after leaving the entry forms' drafts go (docs/product.md, States), before any form restores one.
    if (events.includes("logged-out")) eraseEntryDrafts();
    // After this render's effects have all run, so that listeners set up beside this one hear it.
    const timer = window.setTimeout(() => {
      for (const name of events) window.dispatchEvent(new CustomEvent(name, { detail: { email: account.email } }));
    }, 0);
    return () => window.clearTimeout(timer);
  }, [account.kind, account.email]);
  return null;
}
