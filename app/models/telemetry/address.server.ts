// Telemetry keeps a hash of the visitor's network with a daily salt, never the address: no row can be
// traced back to an address, nor linked across days.
import crypto from "node:crypto";
import { cookieSecrets } from "~/utils/cookie-secrets.server";

/** The network part of an address: 203.0.113.45 → 203.0.113.0, 2001:db8:1:2::5 → 2001:db8:1::. */
export function truncateAddress(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0`;
  if (!ip.includes(":")) return "";
  const [head] = ip.split("::");
  const groups = head.split(":").filter(Boolean);
  return `${groups.slice(0, 3).join(":")}::`;
}

/** Rotates at midnight in Japan. */
function daySalt(now: Date) {
  const day = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const secret = cookieSecrets()[0];
  if (salt?.day !== day || salt.secret !== secret) salt = { day, secret, value: crypto.createHmac("sha256", secret).update(`telemetry:${day}`).digest() };
  return salt.value;
}
let salt: { day: string; secret: string; value: Buffer } | undefined;

export function hashedAddress(ip: string, now = new Date()): string {
  const network = truncateAddress(ip);
  if (!network) return "";
  const salt = daySalt(now);
  if (hashes.salt !== salt) hashes = { salt, byNetwork: new Map() };
  let hash = hashes.byNetwork.get(network);
  if (hash === undefined) {
    if (hashes.byNetwork.size >= 10_000) hashes.byNetwork.clear();
    hash = crypto.createHmac("sha256", salt).update(network).digest("base64url").slice(0, 16);
    hashes.byNetwork.set(network, hash);
  }
  return hash;
}
/** A network sends many calls a day; the next day's salt replaces them all. */
let hashes: { salt: Buffer | null; byNetwork: Map<string, string> } = { salt: null, byNetwork: new Map() };
