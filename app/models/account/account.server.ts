// What the account forms and JSON calls do; each returns an outcome that a page or a call words itself.
import { getDb } from "~/db/client.server";
import { sendMail } from "~/mail/mailer.server";
import { mailChangeMail, memberWelcomeMail, passwordChangedMail, passwordResetMail, signinLockedMail } from "~/mail/account-mails";
import { logger } from "~/utils/logger.server";
import { siteOrigin } from "~/utils/site-origin.server";
import {
  allowAttempt,
  allowLockMail,
  allowSigninFrom,
  clearAccountLocks,
  clearFailedSignins,
  isSigninCeilingReached,
  isSigninLocked,
  recordFailedSignin,
  signinLockKey,
} from "./rate-limit.server";
import { getSession, getUser, knownDeviceOf, logIn, revokeOtherSessions } from "./session.server";
import { consumeToken, issueToken, revokeTokens } from "./token.server";
import {
  changeEmail,
  createMember,
  deleteUser,
  findUserByEmail,
  findUserById,
  isMember,
  linkSocialAccount,
  setMailMagazine,
  setPassword,
  setScoutMail,
  verifyCredentials,
  type NotRegistered,
  type User,
} from "./user.server";
import { verifyPassword } from "./password.server";
import { recordConversion } from "~/models/telemetry/telemetry.server";

export type Outcome =
  { ok: true; user: User; setCookie?: string } | { ok: false; status: 400 | 409 | 429; fieldErrors?: Record<string, string[]>; formErrors?: string[] };

const tooManyAttempts: Outcome = { ok: false, status: 429, formErrors: ["errors.tooManyAttempts"] };
const signinLocked: Outcome = { ok: false, status: 429, formErrors: ["errors.signinLocked"] };
const fieldError = (field: string, key: string, status: 400 | 409 = 400): Outcome => ({ ok: false, status, fieldErrors: { [field]: [key] } });

export const notRegisteredError: Record<NotRegistered, string> = { taken: "errors.emailTaken", mailMagazine: "errors.emailIsMailMagazine" };
const notRegistered = (reason: NotRegistered) => fieldError("email", notRegisteredError[reason], 409);

/** A mail-magazine user converting to a member on this browser: their session proves the address. */
export async function mailMagazineUserOf(request: Request): Promise<number | undefined> {
  const user = await getUser(request);
  return user && !isMember(user) ? user.id : undefined;
}

/** A mail that fails to go is logged, and never undoes what the visitor did. */
export async function deliver(mail: Parameters<typeof sendMail>[0]) {
  try {
    await sendMail(mail);
  } catch (error) {
    logger.error("mail failed", { to: mail.to, subject: mail.subject, error });
  }
}

export async function signUp(
  request: Request,
  ip: string,
  input: { email: string; password: string; appType?: number; isPaidUser?: boolean },
): Promise<Outcome> {
  if (!(await allowAttempt("signup", ip, input.email))) return tooManyAttempts;
  const user = await createMember({ ...input, provenUserId: await mailMagazineUserOf(request) });
  if (typeof user === "string") return notRegistered(user);
  recordConversion(request, "signup", user.id);
  await sendWelcome(user);
  return { ok: true, user, setCookie: await logIn(request, await getSession(request), user, "notices.signedUp") };
}

export async function sendWelcome(user: User) {
  const [stopMail, stopScout] = [await issueToken(user.id, "stop_mail"), await issueToken(user.id, "stop_scout")];
  await deliver(memberWelcomeMail(user.email, siteOrigin(), { stopMail, stopScout }));
}

/** Strangers' guesses lock only their own address; a locked device gets in by a mailed link (decisions 005, 041). */
export async function signIn(request: Request, ip: string, input: { email: string; password: string }): Promise<Outcome> {
  if (!(await allowSigninFrom(ip))) return tooManyAttempts;
  const known = await knownDeviceOf(request, (await findUserByEmail(input.email))?.id);
  const lockKey = signinLockKey(input.email, ip, known);
  if (await isSigninLocked(lockKey)) return known ? tooManyAttempts : signinLocked;
  if (!known && (await isSigninCeilingReached(input.email))) return signinLocked;
  const user = await verifyCredentials(input.email, input.password);
  if (!user) {
    if ((await recordFailedSignin(lockKey, input.email, Boolean(known))) && !known) warnOwner(input.email);
    return { ok: false, status: 400, formErrors: ["errors.signinFailed"] };
  }
  await clearFailedSignins(lockKey);
  return { ok: true, user, setCookie: await logIn(request, await getSession(request), user, "notices.loggedIn") };
}

/** Tells a member, once a lock, that their password is being guessed (after answering: no timing). */
function warnOwner(email: string) {
  const origin = siteOrigin();
  void (async () => {
    const user = await findUserByEmail(email);
    if (isMember(user) && (await allowLockMail(email))) await deliver(signinLockedMail(email, origin, new Date()));
  })().catch((error) => logger.error("sign-in lock not mailed", { error }));
}

/** Sends a reset link if a member has this address, after answering: neither words nor timing tell which addresses exist. */
export async function requestPasswordReset(ip: string, email: string): Promise<{ ok: boolean }> {
  if (!(await allowAttempt("password_forget", ip, email))) return { ok: false };
  const user = await findUserByEmail(email);
  if (user && isMember(user)) {
    const origin = siteOrigin();
    void (async () => {
      await revokeTokens(user.id, "password_reset");
      await deliver(passwordResetMail(email, origin, await issueToken(user.id, "password_reset")));
    })().catch((error) => logger.error("password reset link not sent", { userId: user.id, error }));
  }
  return { ok: true };
}

/** Every session of the account is ended. */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const userId = await getDb()
    .transaction()
    .execute(async (trx) => {
      const found = await consumeToken(token, "password_reset", new Date(), trx);
      if (!found) return null;
      await setPassword(found.userId, password, trx);
      await trx
        .updateTable("auth_sessions")
        .set({ revoked_at: new Date().toISOString() })
        .where("user_id", "=", found.userId)
        .where("revoked_at", "is", null)
        .execute();
      return found.userId;
    });
  if (userId === null) return false;
  // Whoever proved they own the address may sign in at once, whatever failures came before.
  const user = await findUserById(userId);
  if (user) await clearAccountLocks(user.email);
  return true;
}

export type StopKind = "mail" | "scout";

/** Turns that mail off without logging in. */
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

/** The address changes only when the link mailed to the new one is opened. */
export async function requestMailChange(user: User, email: string, currentPassword?: string): Promise<Outcome> {
  const wrong = await checkCurrentPassword(user, currentPassword);
  if (wrong) return wrong;
  if (email === user.email) return fieldError("email", "errors.emailUnchanged");
  const taken = await findUserByEmail(email);
  if (taken) return fieldError("email", "errors.emailTaken", 409);
  await revokeTokens(user.id, "mail_change");
  await deliver(mailChangeMail(email, siteOrigin(), await issueToken(user.id, "mail_change", { payload: email })));
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
  await deliver(passwordChangedMail(user.email, siteOrigin()));
  return { ok: true, user, setCookie };
}

/** Deletes the account and all it owns; members with a password confirm it. */
export async function leave(user: User, currentPassword?: string): Promise<Outcome> {
  const wrong = await checkCurrentPassword(user, currentPassword);
  if (wrong) return wrong;
  await deleteUser(user.id);
  return { ok: true, user };
}

export async function registerSocialMember(request: Request, email: string): Promise<Outcome> {
  const session = await getSession(request);
  const pending = session.get("socialPending");
  if (!pending) return { ok: false, status: 400, formErrors: ["errors.invalid"] };
  const user = await createMember({ email, appType: pending.appType, isPaidUser: pending.isPaidUser, provenUserId: await mailMagazineUserOf(request) });
  if (typeof user === "string") return notRegistered(user);
  await linkSocialAccount(user.id, pending.provider, pending.subject);
  recordConversion(request, "signup", user.id);
  await sendWelcome(user);
  return { ok: true, user, setCookie: await logIn(request, session, user, "notices.signedUp") };
}
