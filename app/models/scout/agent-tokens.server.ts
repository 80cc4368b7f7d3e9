// Agents' API tokens, shown once and kept as a hash; a token works until revoked, and only for a published agent.
import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { hashToken } from "~/models/account/token.server";
import { hit } from "~/models/account/rate-limit.server";
import { AGENT_RATE_LIMITS, bearerToken, type AgentAction } from "./scout-api";

export type ApiAgent = { id: number; name: string };

/** The only time it is seen in full. */
export async function issueAgentToken(agentId: number, db: Kysely<Database> = getDb()): Promise<string> {
  const token = `af_${crypto.randomBytes(24).toString("base64url")}`;
  await db
    .insertInto("agent_api_tokens")
    .values({ agent_id: agentId, token_hash: hashToken(token) })
    .execute();
  return token;
}

export async function revokeAgentTokens(agentId: number, db: Kysely<Database> = getDb()): Promise<number> {
  const result = await db
    .updateTable("agent_api_tokens")
    .set({ revoked_at: new Date().toISOString() })
    .where("agent_id", "=", agentId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function listAgentTokens(db: Kysely<Database> = getDb()) {
  return db
    .selectFrom("agent_api_tokens")
    .innerJoin("agents", "agents.id", "agent_api_tokens.agent_id")
    .select(["agent_api_tokens.agent_id", "agents.name", "agent_api_tokens.created_at", "agent_api_tokens.last_used_at", "agent_api_tokens.revoked_at"])
    .orderBy("agent_api_tokens.agent_id")
    .orderBy("agent_api_tokens.id")
    .execute();
}

export async function agentOfRequest(request: Request, db: Kysely<Database> = getDb()): Promise<ApiAgent | null> {
  const token = bearerToken(request.headers.get("Authorization"));
  if (!token) return null;
  const row = await db
    .selectFrom("agent_api_tokens")
    .innerJoin("agents", "agents.id", "agent_api_tokens.agent_id")
    .select(["agent_api_tokens.id as token_id", "agents.id", "agents.name"])
    .where("agent_api_tokens.token_hash", "=", hashToken(token))
    .where("agent_api_tokens.revoked_at", "is", null)
    .where("agents.is_published", "=", 1)
    .executeTakeFirst();
  if (!row) return null;
  await db.updateTable("agent_api_tokens").set({ last_used_at: new Date().toISOString() }).where("id", "=", row.token_id).execute();
  return { id: row.id, name: row.name };
}

const apiError = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ message }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** Counted against its hourly limit; throws 401 without a valid token, 429 past the limit. */
export async function requireApiAgent(request: Request, action: AgentAction): Promise<ApiAgent> {
  const agent = await agentOfRequest(request);
  if (!agent)
    throw apiError(401, "認証トークンが正しくありません。Authorization: Bearer <トークン> を指定してください", { "WWW-Authenticate": 'Bearer realm="agents"' });
  const rule = AGENT_RATE_LIMITS[action];
  if (!(await hit(`agent_api:${action}:${agent.id}`, rule)))
    throw apiError(429, "呼び出し回数の上限に達しました。しばらく待ってから再度お試しください", { "Retry-After": String(rule.windowMs / 1000) });
  return agent;
}
