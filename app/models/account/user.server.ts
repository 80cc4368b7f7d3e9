// Users: members (password or social account) and mail-magazine users (address alone).
import type { Kysely } from "kysely";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { SignupAppType, UserKind } from "~/constants";
import { hashPassword, verifyPassword } from "./password.server";

export type User = {
  id: number;
  email: string;
  kind: number;
  hasPassword: boolean;
  mailMagazine: boolean;
  scoutMail: boolean;
  createdAt: string;
};

const USER_COLUMNS = ["id", "email", "kind", "password_hash", "mail_magazine_flag", "scout_mail_flag", "created_at"] as const;
type UserRow = {
  id: number;
  email: string;
  kind: number;
  password_hash: string | null;
  mail_magazine_flag: number;
  scout_mail_flag: number;
  created_at: string;
};

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    kind: row.kind,
    hasPassword: row.password_hash !== null,
    mailMagazine: row.mail_magazine_flag === 1,
    scoutMail: row.scout_mail_flag === 1,
    createdAt: row.created_at,
  };
}

export const isMember = (user: Pick<User, "kind"> | null | undefined) => user?.kind === UserKind.member;

/** Anything but a known sign-up app type counts as unknown. */
export function signupAppType(value: number | undefined): number {
  const known = Object.values(SignupAppType) as number[];
  return value !== undefined && known.includes(value) ? value : value === undefined ? SignupAppType.default : SignupAppType.unknown;
}

export async function findUserById(id: number, db: Kysely<Database> = getDb()): Promise<User | null> {
  const row = await db.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserByEmail(email: string, db: Kysely<Database> = getDb()): Promise<User | null> {
  const row = await db.selectFrom("users").select(USER_COLUMNS).where("email", "=", email).executeTakeFirst();
  return row ? toUser(row) : null;
}

/** Takes the same time either way. */
export async function verifyCredentials(email: string, password: string): Promise<User | null> {
  const row = await getDb().selectFrom("users").select(USER_COLUMNS).where("email", "=", email).where("kind", "=", UserKind.member).executeTakeFirst();
  const valid = await verifyPassword(password, row?.password_hash ?? null);
  return valid && row ? toUser(row) : null;
}

/** `provenUserId`: the mail-magazine user this browser proved by a mailed link; only they may become a member. */
export type NewMember = { email: string; password?: string; appType?: number; isPaidUser?: boolean; provenUserId?: number };
/** Why an address cannot be a new member's: a member has it, or a mail-magazine user not logged in here. */
export type NotRegistered = "taken" | "mailMagazine";

/** A logged-in mail-magazine user becomes a member, keeping saved searches; anyone else's registered address is refused. */
export async function createMember({ password, ...member }: NewMember): Promise<User | NotRegistered> {
  const passwordHash = password ? await hashPassword(password) : null;
  return getDb()
    .transaction()
    .execute((trx) => insertMember(trx, { ...member, passwordHash }));
}

/** In the caller's transaction: an entry registers the member with it. */
export async function insertMember(
  trx: Kysely<Database>,
  { email, passwordHash, appType, isPaidUser, provenUserId }: Omit<NewMember, "password"> & { passwordHash: string | null },
): Promise<User | NotRegistered> {
  const existing = await findUserByEmail(email, trx);
  if (existing && existing.kind === UserKind.member) return "taken";
  if (existing && existing.id !== provenUserId) return "mailMagazine";
  const values = {
    kind: UserKind.member,
    password_hash: passwordHash,
    app_type: signupAppType(appType),
    is_paid_user: isPaidUser ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
  if (existing) {
    await trx.updateTable("users").set(values).where("id", "=", existing.id).execute();
    return (await findUserById(existing.id, trx))!;
  }
  const row = await trx
    .insertInto("users")
    .values({ email, ...values })
    .returning("id")
    .executeTakeFirstOrThrow();
  return (await findUserById(row.id, trx))!;
}

/** Existing or new; never a member. Only once the address is proven by a mailed link. */
export async function findOrCreateMailMagazineUser(email: string, appType?: number): Promise<{ user: User; created: boolean } | null> {
  const existing = await findUserByEmail(email);
  if (existing) {
    if (existing.kind === UserKind.member) return null;
    if (!existing.mailMagazine) await setMailMagazine(existing.id, true);
    return { user: { ...existing, mailMagazine: true }, created: false };
  }
  const now = new Date().toISOString();
  const row = await getDb()
    .insertInto("users")
    .values({ email, kind: UserKind.mailMagazine, password_hash: null, app_type: signupAppType(appType), is_paid_user: 0, updated_at: now })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  // Another request registered the same address a moment ago: use that one.
  const user = row ? await findUserById(row.id) : await findUserByEmail(email);
  return user && user.kind === UserKind.mailMagazine ? { user, created: !!row } : null;
}

export async function markLoggedIn(userId: number) {
  await getDb().updateTable("users").set({ last_login_at: new Date().toISOString() }).where("id", "=", userId).execute();
}

export async function setPassword(userId: number, password: string, db: Kysely<Database> = getDb()) {
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password), updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

export async function changeEmail(userId: number, email: string, db: Kysely<Database> = getDb()): Promise<boolean> {
  const taken = await findUserByEmail(email, db);
  if (taken && taken.id !== userId) return false;
  await db.updateTable("users").set({ email, updated_at: new Date().toISOString() }).where("id", "=", userId).execute();
  return true;
}

export async function setMailMagazine(userId: number, on: boolean, db: Kysely<Database> = getDb()) {
  await db
    .updateTable("users")
    .set({ mail_magazine_flag: on ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

export async function setScoutMail(userId: number, on: boolean, db: Kysely<Database> = getDb()) {
  await db
    .updateTable("users")
    .set({ scout_mail_flag: on ? 1 : 0, updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

/** The foreign keys cascade. */
export async function deleteUser(userId: number) {
  await getDb().deleteFrom("users").where("id", "=", userId).execute();
}

// Social accounts ------------------------------------------------------------------------------

export async function findUserBySocialAccount(provider: string, subject: string): Promise<User | null> {
  const row = await getDb()
    .selectFrom("social_accounts")
    .innerJoin("users", "users.id", "social_accounts.user_id")
    .select(USER_COLUMNS.map((c) => `users.${c}` as const))
    .where("social_accounts.provider", "=", provider)
    .where("social_accounts.subject", "=", subject)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function linkSocialAccount(userId: number, provider: string, subject: string, db: Kysely<Database> = getDb()) {
  await db
    .insertInto("social_accounts")
    .values({ user_id: userId, provider, subject })
    .onConflict((oc) => oc.columns(["provider", "subject"]).doNothing())
    .execute();
}
