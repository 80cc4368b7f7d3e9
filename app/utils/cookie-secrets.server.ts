// The secrets that sign the site's cookies (the session, the entry form drafts).
import { env } from "~/env.server";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The file is read once: every cookie of every request is signed or verified with it. */
const fromFile = new Map<string, string[]>();

/**
 * SESSION_SECRET signs the cookies (comma-separated to rotate: the first signs, all verify). Without
 * it, a secret is made once and kept in data/, which serves one machine; several servers need the env.
 */
export function cookieSecrets(): string[] {
  const configured = env().SESSION_SECRET;
  if (configured.length) return configured;
  const file = path.resolve(env().SESSION_SECRET_FILE);
  let secrets = fromFile.get(file);
  if (!secrets) {
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    }
    secrets = [fs.readFileSync(file, "utf8").trim()];
    fromFile.set(file, secrets);
  }
  return secrets;
}
