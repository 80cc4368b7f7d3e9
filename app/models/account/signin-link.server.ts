// Mailed sign-in links, used once within their lifetime: how mail-magazine users sign up and in (nothing
// is saved until the link is opened), and how a member gets in while password sign-in is locked (decision 005).
import crypto from "node:crypto";
import { getDb } from "~/db/client.server";
import { signinLinkMail, mailMagazineWelcomeMail } from "~/mail/account-mails";
import { logger } from "~/utils/logger.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { siteOrigin } from "~/utils/site-origin.server";
import { deliver } from "./account.server";
import { allowAttempt, clearAccountLocks } from "./rate-limit.server";
import { getSession, logIn } from "./session.server";
import { hashToken, issueToken, TOKEN_PATTERN } from "./token.server";
import { findOrCreateMailMagazineUser, findUserByEmail, isMember, setMailMagazine, signupAppType } from "./user.server";

export const SIGNIN_LINK_LIFETIME_MS = 30 * 60 * 1000;
export const SIGNIN_LINK_SENT_PATH = "/signin/link/sent/";
/** "mailmag" subscribes a new address as a mail-magazine user; "signin" only signs in. */
export type SigninLinkIntent = "mailmag" | "signin";
export type SigninLink = { email: string; intent: SigninLinkIntent; redirectTo: string; isNew: boolean };

/**
 * Mailed after answering, so the answer is the same, and as quick, for any address. A "signin" link goes
 * only to an address with an account; false when the rate limit is reached.
 */
export async function requestSigninLink(
  ip: string,
  input: { email: string; intent: SigninLinkIntent; redirectTo?: string; appType?: number },
): Promise<boolean> {
  const { email, intent } = input;
  if (!(await allowAttempt("signin_link", ip, email))) return false;
  const origin = siteOrigin();
  const redirectTo = safeRedirectPath(input.redirectTo);
  void (async () => {
    const user = await findUserByEmail(email);
    if (!user && intent === "signin") return;
    const token = crypto.randomBytes(32).toString("base64url");
    await getDb()
      .insertInto("signin_links")
      .values({
        email,
        intent,
        token_hash: hashToken(token),
        redirect_to: redirectTo,
        app_type: input.appType === undefined ? null : signupAppType(input.appType),
        expires_at: new Date(Date.now() + SIGNIN_LINK_LIFETIME_MS).toISOString(),
      })
      .execute();
    await deliver(signinLinkMail(email, origin, token, user ? (isMember(user) ? "member" : "mailMagazine") : "new"));
  })().catch((error) => logger.error("sign-in link not sent", { error }));
  return true;
}

async function findLink(token: string, now: Date) {
  if (!TOKEN_PATTERN.test(token)) return null;
  return (
    (await getDb()
      .selectFrom("signin_links")
      .select(["id", "email", "intent", "redirect_to", "app_type"])
      .where("token_hash", "=", hashToken(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst()) ?? null
  );
}

/** For the page that asks to confirm it: mail scanners open links too. */
export async function findSigninLink(token: string, now = new Date()): Promise<SigninLink | null> {
  const row = await findLink(token, now);
  if (!row) return null;
  const intent: SigninLinkIntent = row.intent === "mailmag" ? "mailmag" : "signin";
  return { email: row.email, intent, redirectTo: row.redirect_to, isNew: !(await findUserByEmail(row.email)) };
}

/** Logs the address in (a new one becomes a mail-magazine user) and clears the password lock; null for a bad link. */
export async function openSigninLink(request: Request, token: string, now = new Date()): Promise<{ setCookie: string; redirectTo: string } | null> {
  const row = await findLink(token, now);
  if (!row) return null;
  const used = await getDb()
    .updateTable("signin_links")
    .set({ used_at: now.toISOString() })
    .where("id", "=", row.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return null;
  let user = await findUserByEmail(row.email);
  let notice = "notices.loggedIn";
  if (row.intent === "mailmag") {
    if (isMember(user)) await setMailMagazine(user!.id, true);
    else {
      const made = await findOrCreateMailMagazineUser(row.email, row.app_type ?? undefined);
      if (!made) return null;
      user = made.user;
      if (made.created) notice = "notices.mailmagSignedUp";
      if (made.created) await deliver(mailMagazineWelcomeMail(row.email, siteOrigin(), await issueToken(made.user.id, "stop_mail")));
    }
  }
  if (!user) return null;
  await clearAccountLocks(row.email);
  return { setCookie: await logIn(request, await getSession(request), user, notice), redirectTo: safeRedirectPath(row.redirect_to) };
}
