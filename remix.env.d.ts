/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    cspNonce: string;
    /** Set by server.ts when the request itself is malformed; the root loader answers it with a 400 page. */
    badRequest: boolean;
    /** The visitor's address (behind a proxy only when TRUST_PROXY=1), for rate limits. */
    clientIp: string;
  }
}
