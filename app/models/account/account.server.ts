// What the account forms and the JSON calls do (issue 5), apart from how they answer: each action
// returns an outcome that a page turns into per-field messages and a call into JSON.
import { getDb } from "~/db/client.server";
import { sendMail } from "~/mail/mailer.server";
import { mailChangeMail, mailMagazineWelcomeMail, memberWelcomeMail, passwordChangedMail, passwordResetMail } from "~/mail/account-mails";
import { logger } from "~/utils/logger.server";
import { siteOrigin } from "~/utils/site-origin.server";
import { allowAttempt, clearFailedSignins, recordFailedSignin } from "./rate-limit.server";
import { getSession, logIn, revokeOtherSessions } from "./session.server";
import { consumeToken, issueToken, revokeTokens } from "./token.server";
import {
  changeEmail, createMember, deleteUser, findOrCreateMailMagazineUser, findUserByEmail, findUserById, isMember, linkSocialAccount, setMailMagazine, setPassword,
  setScoutMail, verifyCredentials, type User,
} from "./user.server";
import { verifyPassword } from "./password.server";

/** Field errors and form errors are keys of the `account` namespace. */
export type Outcome =
  | { ok: true; user: User; setCookie?: string }
  | { ok: false; status: 400 | 409 | 429; fieldErrors?: Record<string, string[]>; formErrors?: string[] };

const tooManyAttempts: Outcome = { ok: false, status: 429, formErrors: ["errors.tooManyAttempts"] };
const fieldError = (field: string, key: string, status: 400 | 409 = 400): Outcome => ({ ok: false, status, fieldErrors: { [field]: [key] } });

/** A mail that fails to go is logged, and never undoes what the visitor did. */
async function deliver(mail: Parameters<typeof sendMail>[0]) {
  try {
    await sendMail(mail);
  } catch (error) {
    logger.error("mail failed", { to: mail.to, subject: mail.subject, error });
  }
}

export async function signUp(request: Request, ip: string, input: { email: string; password: string; appType?: number; isPaidUser?: boolean }): Promise<Outcome> {
  if (!(await allowAttempt("signup", ip, input.email))) return tooManyAttempts;
  const user = await createMember(input);
  if (!user) return fieldError("email", "errors.emailTaken", 409);
  await sendWelcome(request, user);
  return { ok: true, user, setCookie: await logIn(request, await getSession(request), user, "notices.signedUp") };
}

export async function sendWelcome(request: Request, user: User) {
  const [stopMail, stopScout] = [await issueToken(user.id, "stop_mail"), await issueToken(user.id, "stop_scout")];
  await deliver(memberWelcomeMail(user.email, siteOrigin(request), { stopMail, stopScout }));
}

export async function signIn(request: Request, ip: string, input: { email: string; password: string }): Promise<Outcome> {
  if (!(await allowAttempt("signin", ip, input.email))) return tooManyAttempts;
  const user = await verifyCredentials(input.email, input.password);
  if (!user) {
    await recordFailedSignin(input.email);
    return { ok: false, status: 400, formErrors: ["errors.signinFailed"] };
  }
  await clearFailedSignins(input.email);
  return { ok: true, user, setCookie: await logIn(request, await getSession(request), user, "notices.loggedIn") };
}

/** Mail-magazine sign-up by address alone; it logs the visitor in as a mail-magazine user. */
export async function signUpMailMagazine(request: Request, ip: string, email: string): Promise<Outcome> {
  if (!(await allowAttempt("mailmag", ip, email))) return tooManyAttempts;
  const result = await findOrCreateMailMagazineUser(email);
  if (!result) return fieldError("email", "errors.emailIsMember", 409);
  if (result.created) await deliver(mailMagazineWelcomeMail(email, siteOrigin(request), await issueToken(result.user.id, "stop_mail")));
  return { ok: true, user: result.user, setCookie: await logIn(request, await getSession(request), result.user, "notices.mailmagSignedUp") };
}

/**
 * Sends a reset link if a member has this address. The answer is the same either way, and as quick:
 * the link is made and mailed after answering, so neither the words nor the time of the answer tell
 * which addresses are registered; only the rate limit is visible.
 */
export async function requestPasswordReset(request: Request, ip: string, email: string): Promise<{ ok: boolean }> {
  if (!(await allowAttempt("password_forget", ip, email))) return { ok: false };
  const user = await findUserByEmail(email);
  if (user && isMember(user)) {
    const origin = siteOrigin(request);
    void (async () => {
      await revokeTokens(user.id, "password_reset");
      await deliver(passwordResetMail(email, origin, await issueToken(user.id, "password_reset")));
    })().catch((error) => logger.error("password reset link not sent", { userId: user.id, error }));
  }
  return { ok: true };
}

/** Sets the new password from a reset link; every session of the account is ended. */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const userId = await getDb()
    .transaction()
    .execute(async (trx) => {
      const found = await consumeToken(token, "password_reset", new Date(), trx);
      if (!found) return null;
      await setPassword(found.userId, password, trx);
      await trx.updateTable("auth_sessions").set({ revoked_at: new Date().toISOString() }).where("user_id", "=", found.userId).where("revoked_at", "is", null).execute();
      return found.userId;
    });
  if (userId === null) return false;
  // Whoever proved they own the address may sign in at once, whatever failures came before.
  const user = await findUserById(userId);
  if (user) await clearFailedSignins(user.email);
  return true;
}

export type StopKind = "mail" | "scout";

/** A stop link from a mail: turns that mail off without logging in. */
export async function stopMail(kind: StopKind, token: string): Promise<boolean> {
  const found = await consumeToken(token, kind === "mail" ? "stop_mail" : "stop_scout");
  if (!found) return false;
  await (kind === "mail" ? setMailMagazine(found.userId, false) : setScoutMail(found.userId, false));
  return true;
}

async function checkCurrentPassword(user: User, password: string | undefined): Promise<Outcome | null> {
  if (!user.hasPassword) return null;
  if (!password) return fieldError("current_password", "errors.passwordRequired");
  const row = await getDb().selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
  return (await verifyPassword(password, row.password_hash)) ? null : fieldError("current_password", "errors.currentPasswordWrong");
}

/** Sends a confirmation link to the new address; the address changes when it is opened. */
export async function requestMailChange(request: Request, user: User, email: string, currentPassword?: string): Promise<Outcome> {
  const wrong = await checkCurrentPassword(user, currentPassword);
  if (wrong) return wrong;
  if (email === user.email) return fieldError("email", "errors.emailUnchanged");
  const taken = await findUserByEmail(email);
  if (taken) return fieldError("email", "errors.emailTaken", 409);
  await revokeTokens(user.id, "mail_change");
  await deliver(mailChangeMail(email, siteOrigin(request), await issueToken(user.id, "mail_change", { payload: email })));
  return { ok: true, user };
}

export async function completeMailChange(user: User, token: string): Promise<"changed" | "invalid" | "taken"> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const found = await consumeToken(token, "mail_change", new Date(), trx);
      if (!found || found.userId !== user.id) return "invalid";
      return (await changeEmail(user.id, found.payload, trx)) ? "changed" : "taken";
    });
}

/** A new password ends every other session and renews this one. */
export async function changePassword(request: Request, user: User, input: { current_password?: string; password: string }): Promise<Outcome> {
  const wrong = await checkCurrentPassword(user, input.current_password);
  if (wrong) return wrong;
  await setPassword(user.id, input.password);
  await revokeTokens(user.id, "password_reset");
  await revokeOtherSessions(user.id, request);
  const setCookie = await logIn(request, await getSession(request), user, "notices.passwordChanged");
  await deliver(passwordChangedMail(user.email, siteOrigin(request)));
  return { ok: true, user, setCookie };
}

/** Leaving deletes the account and all it owns; members with a password confirm it. */
export async function leave(user: User, currentPassword?: string): Promise<Outcome> {
  const wrong = await checkCurrentPassword(user, currentPassword);
  if (wrong) return wrong;
  await deleteUser(user.id);
  return { ok: true, user };
}

/** Registers the social account met at sign-in (kept in the session) as a new member. */
export async function registerSocialMember(request: Request, email: string): Promise<Outcome> {
  const session = await getSession(request);
  const pending = session.get("socialPending");
  if (!pending) return { ok: false, status: 400, formErrors: ["errors.invalid"] };
  const user = await createMember({ email, appType: pending.appType, isPaidUser: pending.isPaidUser });
  if (!user) return fieldError("email", "errors.emailTaken", 409);
  await linkSocialAccount(user.id, pending.provider, pending.subject);
  await sendWelcome(request, user);
  return { ok: true, user, setCookie: await logIn(request, session, user, "notices.signedUp") };
}
