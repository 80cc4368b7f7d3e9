// Sessions: a signed, httpOnly, SameSite=Lax cookie holding a random token whose hash the database
// keeps, so a session can be revoked and a stolen database cannot be replayed (decision 005). The same
// cookie carries the social sign-in redirect's state and one-time notices.
import crypto from "node:crypto";
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { getDb } from "~/db/client.server";
import { UserKind } from "~/constants";
import { signInRedirect } from "~/utils/error-page";
import { fromSettings } from "~/env.server";
import { logger } from "~/utils/logger.server";
import { clearGuestBookmarks, mergeGuestBookmarks } from "~/models/bookmark/state.server";
import { adoptGuestDrafts, eraseAllDrafts } from "~/models/entry/draft.server";
import { signedCookieOptions } from "~/utils/cookies.server";
import { findUserById, markLoggedIn, type User } from "./user.server";

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A social account met for the first time, waiting for the visitor to confirm registration. */
export type SocialPending = { provider: string; subject: string; email: string; appType?: number; isPaidUser?: boolean; redirectTo: string };
export type SocialRedirectState = {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  appType?: number;
  isPaidUser?: boolean;
  redirectTo: string;
  from: string;
};
/**
 * This browser, and the accounts that have logged in on it: a password failure for one of
 * them is counted for this device alone, so strangers guessing the password cannot lock its owner out.
 * It outlives logout; it is forgotten when the cookie expires, 30 days after the last login.
 */
export type KnownDevice = { id: string; userIds: number[] };
/** Enough for a shared family computer; the oldest account is forgotten first. */
const KNOWN_ACCOUNTS_PER_DEVICE = 10;
/** An entry begun on a landing page: its target and when; the entry then counts as an LP entry. */
export type LpEntryMark = { key: string; at: number };
type SessionData = { sid: string; social: SocialRedirectState; socialPending: SocialPending; device: KnownDevice; lpEntry: LpEntryMark };
/** One-time flags: `left` (the leave completion may be shown), `firstEntry` (the first entry's completion may). */
type FlashData = { notice: string; left: boolean; firstEntry: boolean };

const storage = fromSettings(() =>
  createCookieSessionStorage<SessionData, FlashData>({ cookie: { name: "__session", ...signedCookieOptions(SESSION_LIFETIME_MS / 1000) } }),
);

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return storage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: AppSession) {
  return storage().commitSession(session);
}

const hashSid = (sid: string) => crypto.createHash("sha256").update(sid).digest("hex");

const currentUsers = new WeakMap<Request, Promise<User | null>>();

/** The logged-in user of this request, or null (looked up once a request). */
export function getUser(request: Request): Promise<User | null> {
  let found = currentUsers.get(request);
  if (!found) {
    found = lookUpUser(request).catch(() => null);
    currentUsers.set(request, found);
  }
  return found;
}

async function lookUpUser(request: Request): Promise<User | null> {
  const sid = (await getSession(request)).get("sid");
  if (!sid) return null;
  const row = await getDb()
    .selectFrom("auth_sessions")
    .select("user_id")
    .where("id", "=", hashSid(sid))
    .where("revoked_at", "is", null)
    .where("expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row ? findUserById(row.user_id) : null;
}

export type AuthState = { isLoggedIn: boolean; isMailMagUser: boolean };

/** /api/check-authenticated: a member is logged in; a mail-magazine user is the other flag. */
export function authStateOf(user: User | null): AuthState {
  return { isLoggedIn: user?.kind === UserKind.member, isMailMagUser: user?.kind === UserKind.mailMagazine };
}

/**
 * Logs `user` in on this browser: the old session (if any) is revoked and a new token issued, so a
 * token planted before login is worthless after it. Returns the Set-Cookie header.
 */
export async function logIn(request: Request, session: AppSession, user: User, notice?: string): Promise<string> {
  await revokeCurrent(session);
  const sid = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  await getDb()
    .insertInto("auth_sessions")
    .values({
      id: hashSid(sid),
      user_id: user.id,
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
      user_agent: (request.headers.get("User-Agent") ?? "").slice(0, 300),
    })
    .execute();
  await markLoggedIn(user.id);
  await mergeGuestBookmarks(request, user).catch((error) => logger.error("guest bookmarks not merged at login", { userId: user.id, error }));
  if (user.kind === UserKind.member)
    await adoptGuestDrafts(request, user.id).catch((error) => logger.error("entry drafts not adopted at login", { userId: user.id, error }));
  session.unset("socialPending");
  session.set("sid", sid);
  const device = session.get("device");
  session.set("device", {
    id: device?.id ?? crypto.randomBytes(16).toString("base64url"),
    userIds: [user.id, ...(device?.userIds ?? []).filter((id) => id !== user.id)].slice(0, KNOWN_ACCOUNTS_PER_DEVICE),
  });
  if (notice) session.flash("notice", notice);
  return commitSession(session);
}

async function revokeCurrent(session: AppSession) {
  const sid = session.get("sid");
  if (sid) await getDb().updateTable("auth_sessions").set({ revoked_at: new Date().toISOString() }).where("id", "=", hashSid(sid)).execute();
  session.unset("sid");
}

/**
 * Logs out: the session is revoked on the server and the cookie emptied; the browser's bookmarks
 * and entry form drafts are forgotten too (docs/product.md, States). Returns the response headers.
 */
export async function logOut(request: Request): Promise<Headers> {
  const session = await getSession(request);
  await revokeCurrent(session);
  const device = session.get("device");
  const loggedOut = await storage().getSession();
  if (device) loggedOut.set("device", device);
  const sessionCookie = device ? await commitSession(loggedOut) : await storage().destroySession(session);
  return withCookies([sessionCookie, ...clearGuestBookmarks(), await eraseAllDrafts(request)]);
}

/** The id of this browser if `userId` has logged in on it before. */
export async function knownDeviceOf(request: Request, userId: number | undefined): Promise<string | undefined> {
  const device = (await getSession(request)).get("device");
  return device && userId !== undefined && device.userIds.includes(userId) ? device.id : undefined;
}

export function withCookies(cookies: string[], headers = new Headers()): Headers {
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Every session of the user except this browser's (after a password or address change). */
export async function revokeOtherSessions(userId: number, request: Request) {
  const sid = (await getSession(request)).get("sid");
  let query = getDb().updateTable("auth_sessions").set({ revoked_at: new Date().toISOString() }).where("user_id", "=", userId).where("revoked_at", "is", null);
  if (sid) query = query.where("id", "!=", hashSid(sid));
  await query.execute();
}

/** The current path, to come back to after signing in. */
function hereOf(request: Request) {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Any logged-in user (member or mail-magazine user); a guest goes to sign-in and back afterwards. */
export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) throw redirect(signInRedirect(hereOf(request)));
  return user;
}

/**
 * A member. A mail-magazine user is sent to sign-up (to become a member) and comes back afterwards;
 * a guest to sign-in.
 */
export async function requireMember(request: Request): Promise<User> {
  const user = await requireUser(request);
  if (user.kind !== UserKind.member) throw redirect(`/signup/?redirect_to=${encodeURIComponent(hereOf(request))}`);
  return user;
}

/** A one-time notice shown on the next page (e.g. 「パスワードを変更しました」), as a translation key. */
export async function withNotice(request: Request, notice: string): Promise<string> {
  const session = await getSession(request);
  session.flash("notice", notice);
  return commitSession(session);
}

/** After leaving: a cookie with no session, remembering only that the leave completion may be shown. */
export async function leftHeaders(request: Request): Promise<Headers> {
  const session = await storage().getSession();
  session.flash("left", true);
  return withCookies([await commitSession(session), ...clearGuestBookmarks(), await eraseAllDrafts(request)]);
}

/** Whether a one-time flag is set (read once: the returned cookie clears it). */
export async function readFlag(request: Request, flag: "left" | "firstEntry"): Promise<{ set: boolean; setCookie: string }> {
  const session = await getSession(request);
  const set = session.get(flag) === true;
  return { set, setCookie: await commitSession(session) };
}
