// Spec §3 entry selection (projectIds, agentIds), §4 and §8: what the logged-in member has applied
// to, so entry buttons can say 「エントリー済み」. The server renders it (pages without JavaScript);
// with JavaScript it is loaded from GET /api/entry/target_ids/ at arrival and after login, cleared at
// logout, and a failed load is reported and the state reset.
import { Link } from "@remix-run/react";
import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AccountKind } from "~/models/account/page-frame";
import { entryStartPath, appliedListPath, type TargetRef } from "~/models/entry/links";
import type { EntryTargetIds } from "~/models/entry/target-ids";
import { reportClientError } from "~/utils/client-report";

type EntryTargets = { projectIds: Set<number>; agentIds: Set<number>; isMember: boolean };

const EMPTY: EntryTargets = { projectIds: new Set(), agentIds: new Set(), isMember: false };
const Context = createContext<EntryTargets>(EMPTY);

const toState = (ids: EntryTargetIds, isMember: boolean): EntryTargets => ({ projectIds: new Set(ids.projectIds), agentIds: new Set(ids.agentIds), isMember });

export function EntryTargetsProvider({ account, initial, children }: { account: AccountKind; initial: EntryTargetIds; children: ReactNode }) {
  const isMember = account === "member";
  const [state, setState] = useState<EntryTargets>(() => toState(initial, isMember));

  const load = useCallback(async () => {
    try {
      const response = await fetch("/api/entry/target_ids/", { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`GET /api/entry/target_ids/: ${response.status}`);
      const ids = (await response.json()) as EntryTargetIds;
      startTransition(() => setState(toState(ids, true)));
    } catch (error) {
      reportClientError(error, "entry target ids");
      startTransition(() => setState({ ...EMPTY, isMember: true }));
    }
  }, []);

  // The server's answer changes with every action (an entry just made): follow it. A transition, so
  // that an update arriving while a streamed section still hydrates does not break it (React #421).
  useEffect(() => startTransition(() => setState(toState(initial, isMember))), [initial, isMember]);

  useEffect(() => {
    if (isMember) void load();
    const onLogin = () => void load();
    const onLogout = () => setState(EMPTY);
    window.addEventListener("logged-in", onLogin);
    window.addEventListener("logged-out", onLogout);
    return () => {
      window.removeEventListener("logged-in", onLogin);
      window.removeEventListener("logged-out", onLogout);
    };
    // At arrival only; later changes come through the events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  return <Context.Provider value={state}>{children}</Context.Provider>;
}

export const useEntryTargets = () => useContext(Context);

/** The entry button of a detail page: 「エントリー済み」 once applied. A listing card writes its own as a plain anchor
 * (useEntryLink), followed by the card's handler on the client. */
export function EntryButton({ target, label, className = "button button--primary" }: { target: TargetRef; label?: string; className?: string }) {
  const { href, props, content } = useEntryLink(target, label, className);
  return (
    <Link to={href} {...props}>
      {content}
    </Link>
  );
}

/** Where an entry button leads, its attributes and its text: the start of the entry flow, or the applied list once applied. */
export type EntryLink = { href: string; props: Record<string, string>; content: string };

export function useEntryLink(target: TargetRef, label: string | undefined, className: string): EntryLink {
  const { t } = useTranslation();
  const { projectIds, agentIds, isMember } = useEntryTargets();
  const applied = target.id != null && (target.type === "project" ? projectIds : agentIds).has(target.id);
  return applied
    ? {
        href: appliedListPath(target.type),
        props: { className: `${className} button--applied`, "aria-label": t("entryButton.applied") },
        content: t("entryButton.applied"),
      }
    : { href: entryStartPath(isMember, target), props: { className, rel: "nofollow" }, content: label ?? t("entryButton.entry") };
}

/**
 * On one agent's listing of a project the member applied to through another agent's listing (the
 * same group, issue 21): says so, with a link to that listing, so nobody applies twice by accident.
 */
export function AppliedElsewhereNotice({ listings }: { listings: ReadonlyArray<{ id: number; agentName: string }> }) {
  const { t } = useTranslation();
  const { projectIds } = useEntryTargets();
  const applied = listings.find((listing) => projectIds.has(listing.id));
  if (!applied) return null;
  return (
    <p className="notice" role="status">
      {t("entryButton.appliedElsewhere", { agent: applied.agentName })}{" "}
      <Link to={`/project/detail/${applied.id}/`}>{t("entryButton.appliedElsewhereLink")}</Link>
    </p>
  );
}
