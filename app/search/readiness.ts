// Whether this server should be sent visitors (GET /readyz): the balancer asks, and stops sending
// while it is not. /healthz stays the liveness check (the process and its database).

/** Changes the index may still have to apply and be ready: a few seconds of a busy feed import. */
export const READY_MAX_BEHIND = 1_000;

export type ReadinessFacts = {
  /** The search index is built. */
  built: boolean;
  /** It missed changes trimmed from the sequence and is being rebuilt. */
  stale: boolean;
  /** A shutdown has begun: the server drains and takes no new visitors. */
  draining: boolean;
  /** The database answered just now. */
  databaseUp: boolean;
  /** Changes recorded in the database that the index has not applied (0 when not built). */
  behind: number;
};

export type Readiness = { ready: boolean; status: "ready" | "starting" | "rebuilding" | "draining" | "database unavailable" | "catching up"; behind: number };

export function readiness({ built, stale, draining, databaseUp, behind }: ReadinessFacts): Readiness {
  const status = draining
    ? "draining"
    : !built
      ? "starting"
      : stale
        ? "rebuilding"
        : !databaseUp
          ? "database unavailable"
          : behind > READY_MAX_BEHIND
            ? "catching up"
            : "ready";
  return { ready: status === "ready", status, behind };
}
