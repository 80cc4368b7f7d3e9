// A visitor's A/B patterns, decided by the server so the first render shows the right variant
// (decision 017); a local-storage override, for testing by hand, is copied into the pattern cookie.
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { plainCookie, readCookie } from "~/utils/cookies";
import {
  defaultPatterns,
  EXPERIMENTS,
  parseOverride,
  parsePatternCookie,
  PATTERN_COOKIE,
  PATTERN_COOKIE_MAX_AGE,
  patternOverrideKey,
  serializePatternCookie,
  type Patterns,
} from "~/models/experiment/patterns";

export const DEFAULT_PATTERNS: Patterns = defaultPatterns();

const Context = createContext<Patterns>(DEFAULT_PATTERNS);

function readOverrides(): Patterns {
  const overrides: Patterns = {};
  try {
    for (const { kind } of EXPERIMENTS) {
      const pattern = parseOverride(kind, window.localStorage.getItem(patternOverrideKey(kind)));
      if (pattern !== null) overrides[kind] = pattern;
    }
  } catch {
    // Storage refused (private mode): no overrides.
  }
  return overrides;
}

export function PatternsProvider({ patterns, children }: { patterns: Patterns; children: ReactNode }) {
  const [overrides, setOverrides] = useState<Patterns>({});
  useEffect(() => {
    const found = readOverrides();
    // In a transition: an urgent update would break a streamed section still hydrating (React #421).
    if (Object.keys(found).length === 0) return;
    startTransition(() => setOverrides(found));
    const held = parsePatternCookie(readCookie(document.cookie, PATTERN_COOKIE));
    if (!held || Object.entries(found).every(([kind, pattern]) => held.patterns[Number(kind)] === pattern)) return;
    document.cookie = plainCookie(PATTERN_COOKIE, serializePatternCookie({ visitorId: held.visitorId, patterns: { ...held.patterns, ...found } }), {
      maxAgeSeconds: PATTERN_COOKIE_MAX_AGE,
      secure: window.location.protocol === "https:",
    });
  }, [patterns]);
  const shown = useMemo(() => (Object.keys(overrides).length === 0 ? patterns : { ...patterns, ...overrides }), [patterns, overrides]);
  return <Context.Provider value={shown}>{children}</Context.Provider>;
}

export const usePatterns = () => useContext(Context);
export const usePattern = (kind: number): number | undefined => useContext(Context)[kind];
