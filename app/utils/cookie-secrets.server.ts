import { env } from "~/env.server";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const fromFile = new Map<string, string[]>();

/**
 * SESSION_SECRET, comma-separated to rotate (the first signs, all verify); without it a secret made
 * once and kept in data/, which serves one machine only.
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
