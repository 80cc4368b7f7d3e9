// The unopened-scout mark of the header and the menu: rendered by the server, refetched only when the
// last answer is old (docs/product.md, States; models/scout/unopened.ts).
import { useLocation } from "@remix-run/react";
import { createContext, startTransition, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import type { AccountKind } from "~/models/account/page-frame";
import { needsRefetch, parseUnopenedScoutCache, UNOPENED_SCOUT_STORAGE_KEY, type UnopenedScoutCache } from "~/models/scout/unopened";
import { reportClientError } from "~/utils/client-report";

/** Sent by the scout page once it has opened a scout: the mark may have to go. */
export const SCOUT_OPENED_EVENT = "scout-opened";

const Context = createContext(false);

function readCache(): UnopenedScoutCache | null {
  try {
    return parseUnopenedScoutCache(window.localStorage.getItem(UNOPENED_SCOUT_STORAGE_KEY));
  } catch {
    return null;
  }
}

function writeCache(cache: UnopenedScoutCache | null) {
  try {
    if (cache) window.localStorage.setItem(UNOPENED_SCOUT_STORAGE_KEY, JSON.stringify(cache));
    else window.localStorage.removeItem(UNOPENED_SCOUT_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode): the mark then follows each fetch alone.
  }
}

export function UnopenedScoutProvider({ account, initial, children }: { account: AccountKind; initial: boolean; children: ReactNode }) {
  const isMember = account === "member";
  const [isUnOpen, setIsUnOpen] = useState(initial && isMember);
  const { key: locationKey } = useLocation();

  const fetchFlag = useCallback(async () => {
    try {
      const response = await fetch("/api/scout/getIsUnOpen/", { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`GET /api/scout/getIsUnOpen/: ${response.status}`);
      const { isUnOpen: value } = (await response.json()) as { isUnOpen: boolean };
      writeCache({ isUnOpen: value === true, fetchedAt: Date.now() });
      // A transition: the answer may arrive while a streamed section still hydrates (React #421).
      startTransition(() => setIsUnOpen(value === true));
    } catch (error) {
      reportClientError(error, "unopened scout");
      writeCache(null);
      startTransition(() => setIsUnOpen(false));
    }
  }, []);

  // Each server render (a page load, or the root loader again after an action) is a fresh answer.
  useEffect(() => {
    if (isMember) writeCache({ isUnOpen: initial, fetchedAt: Date.now() });
    startTransition(() => setIsUnOpen(initial && isMember));
  }, [initial, isMember]);

  useEffect(() => {
    if (isMember && needsRefetch(readCache(), Date.now())) void fetchFlag();
  }, [locationKey, isMember, fetchFlag]);

  useEffect(() => {
    const refetch = () => void fetchFlag();
    const clear = () => {
      writeCache(null);
      setIsUnOpen(false);
    };
    window.addEventListener("logged-in", refetch);
    window.addEventListener(SCOUT_OPENED_EVENT, refetch);
    window.addEventListener("logged-out", clear);
    return () => {
      window.removeEventListener("logged-in", refetch);
      window.removeEventListener(SCOUT_OPENED_EVENT, refetch);
      window.removeEventListener("logged-out", clear);
    };
  }, [fetchFlag]);

  return <Context.Provider value={isUnOpen}>{children}</Context.Provider>;
}

export const useUnopenedScout = () => useContext(Context);
