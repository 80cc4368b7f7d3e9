// Single-use tokens sent by mail. Only a hash is stored, so a copy of the database cannot take over an account.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";

export const TOKEN_LIFETIME_MS = {
  password_reset: 60 * 60 * 1000,
  mail_change: 24 * 60 * 60 * 1000,
  stop_mail: 90 * 24 * 60 * 60 * 1000,
  stop_scout: 90 * 24 * 60 * 60 * 1000,
} as const;
export type TokenPurpose = keyof typeof TOKEN_LIFETIME_MS;

export function hashToken(token: string) {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A token too long or of the wrong alphabet is not looked up at all. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function issueToken(
  userId: number,
  purpose: TokenPurpose,
  { payload = "", now = new Date(), db = getDb() }: { payload?: string; now?: Date; db?: Kysely<Database> } = {},
) {
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insertInto("auth_tokens")
    .values({ user_id: userId, purpose, token_hash: hashToken(token), payload, expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString() })
    .execute();
  return token;
}

export type ValidToken = { id: number; userId: number; payload: string };

/** Changes nothing (a confirmation page shows it). */
export async function findToken(token: string, purpose: TokenPurpose, now = new Date(), db: Kysely<Database> = getDb()): Promise<ValidToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom("auth_tokens")
    .select(["id", "user_id", "payload"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, payload: row.payload } : null;
}

/** Its owner once; null to every later or concurrent attempt, since only one UPDATE can set used_at. */
export async function consumeToken(token: string, purpose: TokenPurpose, now = new Date(), db: Kysely<Database> = getDb()): Promise<ValidToken | null> {
  const found = await findToken(token, purpose, now, db);
  if (!found) return null;
  const used = await db
    .updateTable("auth_tokens")
    .set({ used_at: now.toISOString() })
    .where("id", "=", found.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? found : null;
}

/** Earlier tokens of the same purpose stop working when a new one is sent or the password changes. */
export async function revokeTokens(userId: number, purpose: TokenPurpose, now = new Date(), db: Kysely<Database> = getDb()) {
  await db
    .updateTable("auth_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}

export async function wasUsed(token: string, purpose: TokenPurpose): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const row = await getDb()
    .selectFrom("auth_tokens")
    .select("used_at")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  return !!row?.used_at;
}

/** Written together: the alert job mails many users at once. */
export async function issueTokens(userIds: number[], purpose: TokenPurpose, now = new Date(), db: Kysely<Database> = getDb()): Promise<Map<number, string>> {
  const tokens = new Map(userIds.map((id) => [id, crypto.randomBytes(32).toString("base64url")]));
  const expires = new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]).toISOString();
  const rows = [...tokens].map(([user_id, token]) => ({ user_id, purpose, token_hash: hashToken(token), payload: "", expires_at: expires }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("auth_tokens")
      .values(rows.slice(i, i + 500))
      .execute();
  return tokens;
}
