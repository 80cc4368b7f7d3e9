// Rate limits on the forms that guessing or flooding would use, counted in the database so every app server
// shares them: per address, and per account from each address, so strangers never spend the owner's (decision 041).
import { sql } from "kysely";
import { getDb } from "~/db/client.server";

type Rule = { limit: number; windowMs: number };
const minutes = (n: number) => n * 60 * 1000;

/** How many attempts each action allows in its window, per address ("ip") and per account ("account"). */
export const RATE_LIMITS = {
  // Per account, only failures count, per device the account signed in on before, else per address
  // (see signinLockKey): strangers guessing cannot lock the owner out.
  signin: { ip: { limit: 30, windowMs: minutes(10) }, account: { limit: 5, windowMs: minutes(15) } },
  // Mailed sign-in links (mail-magazine sign-up and sign-in, and the way in for a locked account).
  signin_link: { ip: { limit: 10, windowMs: minutes(60) }, account: { limit: 5, windowMs: minutes(60) } },
  signup: { ip: { limit: 10, windowMs: minutes(60) }, account: { limit: 5, windowMs: minutes(60) } },
  password_forget: { ip: { limit: 10, windowMs: minutes(60) }, account: { limit: 3, windowMs: minutes(60) } },
  // An entry submit (one or up to 30 projects); people apply a few times a day.
  entry: { ip: { limit: 20, windowMs: minutes(60) }, account: { limit: 10, windowMs: minutes(60) } },
} as const satisfies Record<string, { ip: Rule; account: Rule }>;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** An account's failed sign-ins from every address together; past it, new devices are sent to the mailed link (decision 041). */
export const SIGNIN_ACCOUNT_CEILING: Rule = { limit: 30, windowMs: minutes(15) };

/** Calls made without an account, limited per address only. */
export const ADDRESS_RATE_LIMITS = {
  // Spec §7 POST /api/client/report: a page in trouble reports a few errors, not hundreds.
  client_report: { limit: 30, windowMs: minutes(10) },
} as const satisfies Record<string, Rule>;

export function allowFromAddress(action: keyof typeof ADDRESS_RATE_LIMITS, ip: string, now = new Date()) {
  return hit(`${action}:ip:${addressNetwork(ip)}`, ADDRESS_RATE_LIMITS[action], now);
}

/** An address as the limits count it: IPv4 as it is, IPv6 by its /64, the block one subscriber holds whole. */
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

/**
 * Counts one attempt against `key` and says whether it is within the rule. A fixed window: the
 * count starts again once the window that began with the first attempt is over.
 */
export async function hit(key: string, rule: Rule, now = new Date()): Promise<boolean> {
  return (await count(key, rule, now)) <= rule.limit;
}

/** Counts one attempt against `key`; the attempts in the current window, this one included. */
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

/** Whether `key` has used up its window without counting a new attempt (failed sign-ins). */
export async function isExhausted(key: string, rule: Rule, now = new Date()): Promise<boolean> {
  const row = await getDb().selectFrom("rate_limits").select(["hits", "window_started_at"]).where("key", "=", key).executeTakeFirst();
  if (!row) return false;
  return row.hits >= rule.limit && new Date(row.window_started_at).getTime() > now.getTime() - rule.windowMs;
}

export async function clear(key: string) {
  await getDb().deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Deletes every key that starts with `prefix` (an account's counts from all addresses). */
async function clearStartingWith(prefix: string) {
  const pattern = `${prefix.replace(/[\\%_]/g, "\\$&")}%`;
  await getDb()
    .deleteFrom("rate_limits")
    .where(sql<boolean>`key LIKE ${pattern} ESCAPE '\\'`)
    .execute();
}

export const rateLimitKey = {
  ip: (action: RateLimitedAction, ip: string) => `${action}:ip:${addressNetwork(ip)}`,
  /** An account's count for the attempts made from one address. */
  account: (action: RateLimitedAction, email: string, ip: string) => `${action}:account:${email}:ip:${addressNetwork(ip)}`,
};

/** Where an account's failed sign-ins from every address are counted together (SIGNIN_ACCOUNT_CEILING). */
const accountCeilingKey = (email: string) => `signin:account:${email}:all`;

/** One attempt of `action` from `ip` for `email`: false when the address, or the account from this address, has used up its window. */
export async function allowAttempt(action: Exclude<RateLimitedAction, "signin">, ip: string, email: string, now = new Date()) {
  const rules = RATE_LIMITS[action];
  const ipAllowed = await hit(rateLimitKey.ip(action, ip), rules.ip, now);
  const accountAllowed = await hit(rateLimitKey.account(action, email, ip), rules.account, now);
  return ipAllowed && accountAllowed;
}

/**
 * Where a password sign-in's failures for `email` are counted: per device for one the account signed
 * in on before, else per requesting address: a stranger's failures lock only the stranger's own.
 */
export const signinLockKey = (email: string, ip: string, knownDeviceId?: string) =>
  knownDeviceId ? `signin:device:${knownDeviceId}:${email}` : rateLimitKey.account("signin", email, ip);

export const allowSigninFrom = (ip: string, now = new Date()) => hit(rateLimitKey.ip("signin", ip), RATE_LIMITS.signin.ip, now);

export const isSigninLocked = (lockKey: string, now = new Date()) => isExhausted(lockKey, RATE_LIMITS.signin.account, now);

/** Whether the account's failures from every address together send new devices to the mailed link. */
export const isSigninCeilingReached = (email: string, now = new Date()) => isExhausted(accountCeilingKey(email), SIGNIN_ACCOUNT_CEILING, now);

/** Counts a failed sign-in (from a new device, against the account's ceiling too); true when it is the one that locks. */
export async function recordFailedSignin(lockKey: string, email: string, knownDevice: boolean, now = new Date()): Promise<boolean> {
  const rule = RATE_LIMITS.signin.account;
  const locks = (await count(lockKey, rule, now)) === rule.limit;
  if (knownDevice) return locks;
  return (await count(accountCeilingKey(email), SIGNIN_ACCOUNT_CEILING, now)) === SIGNIN_ACCOUNT_CEILING.limit || locks;
}

export const clearFailedSignins = (lockKey: string) => clear(lockKey);

/** The account proved its owner (a mailed link, a reset): its failed sign-ins from every address are forgotten. */
export const clearAccountLocks = (email: string) => clearStartingWith(`signin:account:${email}:`);

/** The lock mail goes once in this window, however many addresses lock the account (issue 50). */
export const allowLockMail = (email: string, now = new Date()) => hit(`signin_lock_mail:${email}`, { limit: 1, windowMs: minutes(60) }, now);
