// Security headers on every answer, with a fresh nonce for the page's inline scripts.
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { env } from "~/env.server";
import { socialFormActionOrigins } from "~/models/account/social.server";
import { ANALYTICS_CONNECT_ORIGINS, ANALYTICS_SCRIPT_ORIGIN, analyticsId } from "~/models/telemetry/analytics.server";
import { siteOrigin } from "~/utils/site-origin.server";
import type { Locals } from "./locals";

function buildPolicy(nonce: string) {
  // The analytics hosts only where page views are sent (an analytics id is set).
  const analytics = analyticsId() !== null;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${analytics ? ` ${ANALYTICS_SCRIPT_ORIGIN}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${analytics ? ` ${ANALYTICS_CONNECT_ORIGINS.join(" ")}` : ""}`,
    `form-action 'self' ${socialFormActionOrigins().join(" ")}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy is the same for every answer but its nonce: made once, the settings being fixed at start. */
let policyParts: string[] | undefined;
function contentSecurityPolicy(nonce: string) {
  policyParts ??= buildPolicy("\u0000").split("\u0000");
  return policyParts.join(nonce);
}

/** Nonces cut from a random block: one call to the CSPRNG per answer cost more than every other header. */
let randomBlock = Buffer.alloc(0);
let randomAt = 0;
function newNonce() {
  if (randomAt + 16 > randomBlock.length) {
    randomBlock = crypto.randomBytes(4096);
    randomAt = 0;
  }
  randomAt += 16;
  return randomBlock.toString("base64", randomAt - 16, randomAt);
}

/** Only in production behind https: browsers ignore it over plain http. */
let https: boolean | undefined;
const strictTransport = () => (https ??= env().NODE_ENV === "production" && siteOrigin().startsWith("https:"));

export function securityHeaders(_req: Request, res: Response<unknown, Locals>, next: NextFunction) {
  const nonce = newNonce();
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (strictTransport()) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  res.removeHeader("X-Powered-By");
  next();
}
