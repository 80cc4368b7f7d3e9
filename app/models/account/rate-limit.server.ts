// Rate limits, counted in the database so every app server shares them; per address, and per account
// from each address, so strangers never spend the owner's (decision 041).
import { sql } from "kysely";
import { getDb } from "~/db/client.server";

type Rule = { limit: number; windowMs: number };
const minutes = (n: number) => n * 60 * 1000;

export const RATE_LIMITS = {
  // Per account only failures count, per known device else per address (signinLockKey).
  signin: { ip: { limit: 30, windowMs: minutes(10) }, account: { limit: 5, windowMs: minutes(15) } },
  signin_link: { ip: { limit: 10, windowMs: minutes(60) }, account: { limit: 5, windowMs: minutes(60) } },
  signup: { ip: { limit: 10, windowMs: minutes(60) }, account: { limit: 5, windowMs: minutes(60) } },
  password_forget: { ip: { limit: 10, windowMs: minutes(60) }, account: { limit: 3, windowMs: minutes(60) } },
  entry: { ip: { limit: 20, windowMs: minutes(60) }, account: { limit: 10, windowMs: minutes(60) } },
} as const satisfies Record<string, { ip: Rule; account: Rule }>;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** An account's failed sign-ins from every address together; past it, new devices must use a mailed link. */
export const SIGNIN_ACCOUNT_CEILING: Rule = { limit: 30, windowMs: minutes(15) };

export const ADDRESS_RATE_LIMITS = {
  // A page in trouble reports a few errors, not hundreds.
  client_report: { limit: 30, windowMs: minutes(10) },
} as const satisfies Record<string, Rule>;

export function allowFromAddress(action: keyof typeof ADDRESS_RATE_LIMITS, ip: string, now = new Date()) {
  return hit(`${action}:ip:${addressNetwork(ip)}`, ADDRESS_RATE_LIMITS[action], now);
}

/** IPv6 counts by its /64, the block one subscriber holds. */
export function addressNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(":")) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(":")}::/64`;
}

/** Counts one attempt; a fixed window that starts with the first attempt. */
export async function hit(key: string, rule: Rule, now = new Date()): Promise<boolean> {
  return (await count(key, rule, now)) <= rule.limit;
}

async function count(key: string, rule: Rule, now: Date): Promise<number> {
  const startedAt = now.toISOString();
  const expiredBefore = new Date(now.getTime() - rule.windowMs).toISOString();
  const row = await getDb()
    .insertInto("rate_limits")
    .values({ key, window_started_at: startedAt, hits: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql`CASE WHEN rate_limits.window_started_at <= ${expiredBefore} THEN 1 ELSE rate_limits.hits + 1 END`,
        window_started_at: sql`CASE WHEN rate_limits.window_started_at <= ${expiredBefore} THEN ${startedAt} ELSE rate_limits.window_started_at END`,
      }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return row.hits;
}

export async function isExhausted(key: string, rule: Rule, now = new Date()): Promise<boolean> {
  const row = await getDb().selectFrom("rate_limits").select(["hits", "window_started_at"]).where("key", "=", key).executeTakeFirst();
  if (!row) return false;
  return row.hits >= rule.limit && new Date(row.window_started_at).getTime() > now.getTime() - rule.windowMs;
}

export async function clear(key: string) {
  await getDb().deleteFrom("rate_limits").where("key", "=", key).execute();
}

async function clearStartingWith(prefix: string) {
  const pattern = `${prefix.replace(/[\\%_]/g, "\\$&")}%`;
  await getDb()
    .deleteFrom("rate_limits")
    .where(sql<boolean>`key LIKE ${pattern} ESCAPE '\\'`)
    .execute();
}

export const rateLimitKey = {
  ip: (action: RateLimitedAction, ip: string) => `${action}:ip:${addressNetwork(ip)}`,
  account: (action: RateLimitedAction, email: string, ip: string) => `${action}:account:${email}:ip:${addressNetwork(ip)}`,
};

const accountCeilingKey = (email: string) => `signin:account:${email}:all`;

export async function allowAttempt(action: Exclude<RateLimitedAction, "signin">, ip: string, email: string, now = new Date()) {
  const rules = RATE_LIMITS[action];
  const ipAllowed = await hit(rateLimitKey.ip(action, ip), rules.ip, now);
  const accountAllowed = await hit(rateLimitKey.account(action, email, ip), rules.account, now);
  return ipAllowed && accountAllowed;
}

/** Failures count per device the account signed in on before, else per address: a stranger locks only their own. */
export const signinLockKey = (email: string, ip: string, knownDeviceId?: string) =>
  knownDeviceId ? `signin:device:${knownDeviceId}:${email}` : rateLimitKey.account("signin", email, ip);

export const allowSigninFrom = (ip: string, now = new Date()) => hit(rateLimitKey.ip("signin", ip), RATE_LIMITS.signin.ip, now);

export const isSigninLocked = (lockKey: string, now = new Date()) => isExhausted(lockKey, RATE_LIMITS.signin.account, now);

export const isSigninCeilingReached = (email: string, now = new Date()) => isExhausted(accountCeilingKey(email), SIGNIN_ACCOUNT_CEILING, now);

/** True when this failure is the one that locks. */
export async function recordFailedSignin(lockKey: string, email: string, knownDevice: boolean, now = new Date()): Promise<boolean> {
  const rule = RATE_LIMITS.signin.account;
  const locks = (await count(lockKey, rule, now)) === rule.limit;
  if (knownDevice) return locks;
  return (await count(accountCeilingKey(email), SIGNIN_ACCOUNT_CEILING, now)) === SIGNIN_ACCOUNT_CEILING.limit || locks;
}

export const clearFailedSignins = (lockKey: string) => clear(lockKey);

/** The owner proved the address (a mailed link, a reset): every failure is forgotten. */
export const clearAccountLocks = (email: string) => clearStartingWith(`signin:account:${email}:`);

/** The lock mail goes once in this window, however many addresses lock the account. */
export const allowLockMail = (email: string, now = new Date()) => hit(`signin_lock_mail:${email}`, { limit: 1, windowMs: minutes(60) }, now);
