// A visitor's A/B patterns, from the cookie or drawn and kept there; crawlers get the defaults. One answer
// per request, shared by the loaders and POST /api/ui/pattern, so a new visitor is drawn once.
import crypto from "node:crypto";
import { getDb } from "~/db/client.server";
import { readCookie } from "~/utils/cookies";
import { serverPlainCookie } from "~/utils/cookies.server";
import { logger } from "~/utils/logger.server";
import { isCrawler, recordAssignments } from "~/models/telemetry/telemetry.server";
import {
  defaultPatterns,
  drawPattern,
  EXPERIMENTS,
  parsePatternCookie,
  PATTERN_COOKIE,
  PATTERN_COOKIE_MAX_AGE,
  serializePatternCookie,
  type Patterns,
} from "./patterns";

export type VisitorPatterns = { visitorId: string; patterns: Patterns; crawler: boolean; setCookie: string | null };

type Weights = Map<number, Array<{ pattern: number; weight: number }>>;
const WEIGHTS_TTL_MS = 5 * 60_000;
let weightsCache: { at: number; weights: Promise<Weights> } | null = null;

/** Equal weights when the table cannot be read. */
function patternWeights(now = Date.now()): Promise<Weights> {
  if (weightsCache && now - weightsCache.at < WEIGHTS_TTL_MS) return weightsCache.weights;
  const weights = getDb()
    .selectFrom("ui_patterns")
    .select(["kind_id", "pattern_id", "weight"])
    .execute()
    .then((rows) => {
      const map: Weights = new Map();
      for (const row of rows) map.set(row.kind_id, [...(map.get(row.kind_id) ?? []), { pattern: row.pattern_id, weight: row.weight }]);
      return map;
    })
    .catch((error: unknown) => {
      logger.warn("ui_patterns unreadable, equal weights", { error });
      weightsCache = null;
      return new Map() as Weights;
    });
  weightsCache = { at: now, weights };
  return weights;
}

const perRequest = new WeakMap<Request, Promise<VisitorPatterns>>();

export function visitorPatterns(request: Request): Promise<VisitorPatterns> {
  let answer = perRequest.get(request);
  if (!answer) {
    answer = decide(request);
    perRequest.set(request, answer);
  }
  return answer;
}

async function decide(request: Request): Promise<VisitorPatterns> {
  if (isCrawler(request)) return { visitorId: "", patterns: defaultPatterns(), crawler: true, setCookie: null };
  const held = parsePatternCookie(readCookie(request.headers.get("Cookie"), PATTERN_COOKIE));
  const state = held ?? { visitorId: crypto.randomBytes(16).toString("base64url"), patterns: {} };
  const missing = EXPERIMENTS.filter((e) => state.patterns[e.kind] === undefined);
  if (missing.length === 0) return { ...state, crawler: false, setCookie: null };
  const weights = await patternWeights();
  const assigned = missing.map((experiment) => {
    const known = (weights.get(experiment.kind) ?? []).filter((w) => experiment.patterns.includes(w.pattern));
    const pattern = drawPattern(known.length ? known : experiment.patterns.map((p) => ({ pattern: p, weight: 1 })), Math.random()) ?? experiment.patterns[0];
    return { kind: experiment.kind, pattern };
  });
  const patterns = { ...state.patterns, ...Object.fromEntries(assigned.map((a) => [a.kind, a.pattern])) };
  recordAssignments(state.visitorId, assigned);
  const setCookie = serverPlainCookie(PATTERN_COOKIE, serializePatternCookie({ visitorId: state.visitorId, patterns }), PATTERN_COOKIE_MAX_AGE);
  return { visitorId: state.visitorId, patterns, crawler: false, setCookie };
}
