// What the signed-in member has applied to, so entry buttons can say 「エントリー済み」: rendered by the
// server, reloaded after login and cleared at logout (docs/product.md, States).
import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import type { AccountKind } from "~/models/account/page-frame";
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

  // Follow the server's answer after every action, in a transition so a hydrating section survives (React #421).
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
