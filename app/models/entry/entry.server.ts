// Applying: what an entry applies to, who has applied to what, and the submit.
import crypto from "node:crypto";
import { getDb } from "~/db/client.server";
import { BlockedContactUseType } from "~/constants";
import { sendMail } from "~/mail/mailer.server";
import { operator } from "~/config/operator.server";
import { agentApplicationMail, entryReceivedMail, type MailedTarget } from "~/mail/entry-mails";
import { BlockList, type ContactType } from "~/models/blocked-contacts";
import { isOpenState } from "~/models/listing/rules";
import { notDeletedListing } from "~/models/listing/queries.server";
import { allowAttempt } from "~/models/account/rate-limit.server";
import { mailMagazineUserOf, sendWelcome } from "~/models/account/account.server";
import { commitSession, getSession, logIn, type SocialPending } from "~/models/account/session.server";
import { findUserById, insertMember, linkSocialAccount, type NotRegistered, type User } from "~/models/account/user.server";
import { logger } from "~/utils/logger.server";
import { siteOrigin } from "~/utils/site-origin.server";
import { translatorFor } from "~/utils/i18n";
import type { EntryAnswers } from "./answers";
import { eraseDraft } from "./draft.server";
import { saveProfileAnswers } from "./profile.server";
import { targetKey, type TargetRef } from "./links";
import { kindOf, sentSteps, typeOf, type EntryForm } from "./steps";
import { summarize } from "./summary";
import { entryAppTypeOf, signupAppTypeOf } from "./target";
import type { EntryTargetIds } from "./target-ids";
import { recordConversion } from "~/models/telemetry/telemetry.server";

export type TargetProject = {
  id: number;
  title: string;
  agentId: number;
  agentName: string;
  agentRef: string;
  closed: boolean;
  priceMin: number | null;
  priceMax: number | null;
  priceUnit: number;
  location: string;
};
export type TargetAgent = { id: number; name: string };
/** Agent null: a career consultation with the site. */
export type EntryTarget = { ref: TargetRef; projects: TargetProject[]; agent: TargetAgent | null };

export async function loadTarget(ref: TargetRef): Promise<EntryTarget | null> {
  const db = getDb();
  if (ref.type === "agent") {
    if (!ref.id) return { ref, projects: [], agent: null };
    const agent = await db.selectFrom("agents").select(["id", "name"]).where("id", "=", ref.id).where("is_published", "=", 1).executeTakeFirst();
    return agent ? { ref, projects: [], agent } : null;
  }
  const ids = ref.ids ?? (ref.id ? [ref.id] : []);
  const rows = await db
    .selectFrom("projects")
    .innerJoin("agents", "agents.id", "projects.agent_id")
    .select([
      "projects.id",
      "projects.title",
      "projects.agent_id as agentId",
      "agents.name as agentName",
      "projects.agent_ref as agentRef",
      "projects.open_state as openState",
      "projects.price_min as priceMin",
      "projects.price_max as priceMax",
      "projects.price_unit as priceUnit",
      "projects.location_text as location",
    ])
    .where("projects.id", "in", ids)
    .where(notDeletedListing)
    .execute();
  const projects = ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) return [];
    const { openState, ...project } = row;
    return [{ ...project, closed: !isOpenState(openState) }];
  });
  return projects.length > 0 ? { ref, projects, agent: null } : null;
}

export const targetKeysOf = (target: EntryTarget) =>
  target.ref.type === "agent" ? [targetKey("agent", target.agent?.id)] : target.projects.map((p) => targetKey("project", p.id));

export async function appliedKeys(userId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await getDb().selectFrom("entries").select("target_key").where("user_id", "=", userId).where("target_key", "in", keys).execute();
  return new Set(rows.map((r) => r.target_key));
}

export async function entryTargetIds(userId: number): Promise<EntryTargetIds> {
  const rows = await getDb()
    .selectFrom("entries")
    .select(["project_id", "agent_id", "entry_type"])
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .execute();
  return {
    projectIds: rows.flatMap((r) => (r.entry_type === "project" && r.project_id ? [r.project_id] : [])),
    agentIds: rows.flatMap((r) => (r.entry_type === "agent" && r.agent_id ? [r.agent_id] : [])),
  };
}

/** Read at each submit, so a new block applies at once. */
async function blockLists() {
  const rows = await getDb().selectFrom("blocked_contacts").select(["contact_type", "use_type", "value"]).execute();
  return {
    refuse: new BlockList(rows.filter((r) => r.use_type === BlockedContactUseType.proxyEntry)),
    monitor: new BlockList(rows.filter((r) => r.use_type === BlockedContactUseType.monitoring)),
  };
}

export type SubmitInput = {
  request: Request;
  ip: string;
  form: EntryForm;
  draftKey: string;
  target: EntryTarget;
  answers: EntryAnswers;
  member: User | null;
  social?: SocialPending;
  /** Begun on a landing page: recorded with the LP app types. */
  fromLanding?: boolean;
};

export type SubmitOutcome =
  | { ok: true; user: User; requestId: string; first: boolean; setCookie?: string }
  | { ok: false; reason: "already" | "blocked" | "rateLimited" | "emailTaken" | "emailIsMailMagazine" };

class AlreadyApplied extends Error {}
class EmailTaken extends Error {
  constructor(readonly reason: NotRegistered) {
    super(reason);
  }
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "");
};

/**
 * A guest becomes a member in the same transaction, so neither exists without the other. A second
 * submit of the same entry (a double click, two tabs) finds the first and records nothing.
 */
export async function submitEntry(input: SubmitInput): Promise<SubmitOutcome> {
  const { request, ip, form, draftKey, target, answers, member, social, fromLanding = false } = input;
  const email = member?.email ?? answers.email ?? social?.email ?? "";
  if (!(await allowAttempt("entry", ip, email))) return { ok: false, reason: "rateLimited" };

  const keys = targetKeysOf(target);
  const contacts = { phone: answers.phone, email, ip, companyName: answers.companyName };
  const lists = await blockLists();
  const refused = lists.refuse.match(contacts);
  if (refused) {
    await recordRefusal(email, refused, keys, ip);
    return { ok: false, reason: "blocked" };
  }
  const flagged = lists.monitor.match(contacts) ? 1 : 0;

  const requestId = crypto.randomUUID();
  const appType = entryAppTypeOf(form, fromLanding);
  const stored = { ...answers, passwordHash: undefined };
  const provenUserId = member ? undefined : await mailMagazineUserOf(request);
  let user: User;
  let first: boolean;
  try {
    ({ user, first } = await getDb()
      .transaction()
      .execute(async (trx) => {
        let applicant = member;
        if (!applicant) {
          const registered = await insertMember(trx, {
            email,
            passwordHash: answers.passwordHash ?? null,
            appType: signupAppTypeOf(form, fromLanding),
            isPaidUser: social?.isPaidUser,
            provenUserId,
          });
          if (typeof registered === "string") throw new EmailTaken(registered);
          applicant = registered;
          if (social) await linkSocialAccount(applicant.id, social.provider, social.subject, trx);
        }
        const before = await trx.selectFrom("entries").select("target_key").where("user_id", "=", applicant.id).execute();
        if (before.some((row) => keys.includes(row.target_key))) throw new AlreadyApplied();
        await trx
          .insertInto("entries")
          .values(
            keys.map((key, i) => ({
              request_id: requestId,
              user_id: applicant!.id,
              entry_type: target.ref.type,
              target_key: key,
              project_id: target.ref.type === "project" ? target.projects[i].id : null,
              agent_id: target.ref.type === "project" ? target.projects[i].agentId : (target.agent?.id ?? null),
              app_type: appType,
              answers: JSON.stringify(stored),
              flagged,
            })),
          )
          .execute();
        await saveProfileAnswers(trx, applicant.id, answers);
        return { user: applicant, first: before.length === 0 };
      }));
  } catch (error) {
    if (!(error instanceof EmailTaken || error instanceof AlreadyApplied || isUniqueViolation(error))) throw error;
    // A guest's second submit: the first one made the account and the entry.
    const same = member ? null : await madeBySameSubmit(email, answers, social, keys);
    if (same) return { ok: true, user: same, requestId, first: true, setCookie: await logIn(request, await getSession(request), same) };
    if (error instanceof EmailTaken) return { ok: false, reason: error.reason === "taken" ? "emailTaken" : "emailIsMailMagazine" };
    return { ok: false, reason: "already" };
  }
  if (flagged) logger.warn("entry from a monitored contact", { userId: user.id, requestId });
  // Before the login below, which would otherwise take this sign-up draft over as the member's.
  await eraseDraft(request, draftKey);

  recordConversion(request, "entry", user.id);
  const session = await getSession(request);
  // The first entry's completion page is shown once, right after it.
  if (first) session.flash("firstEntry", true);
  let setCookie = first ? await commitSession(session) : undefined;
  if (!member) {
    recordConversion(request, "signup", user.id);
    await sendWelcome(user);
    // The complete page says that the registration is done: no notice on top of it.
    setCookie = await logIn(request, session, user);
  }
  await mailEntry(form, target, answers, user);
  return { ok: true, user: (await findUserById(user.id)) ?? user, requestId, first, setCookie };
}

/** The member another submit of this form just registered: it holds this draft's password hash or this sign-in's social account. */
async function madeBySameSubmit(email: string, answers: EntryAnswers, social: SocialPending | undefined, keys: string[]): Promise<User | null> {
  const db = getDb();
  const row = await db.selectFrom("users").select(["id", "password_hash"]).where("email", "=", email).executeTakeFirst();
  if (!row) return null;
  const proven = social
    ? (await db
        .selectFrom("social_accounts")
        .select("id")
        .where("user_id", "=", row.id)
        .where("provider", "=", social.provider)
        .where("subject", "=", social.subject)
        .executeTakeFirst()) !== undefined
    : answers.passwordHash !== undefined && row.password_hash === answers.passwordHash;
  if (!proven || (await appliedKeys(row.id, keys)).size !== keys.length) return null;
  return findUserById(row.id);
}

async function recordRefusal(email: string, contactType: ContactType, keys: string[], ip: string) {
  await getDb()
    .insertInto("entry_refusals")
    .values(keys.map((target_key) => ({ email, contact_type: contactType, target_key, ip })))
    .execute();
  logger.warn("entry refused: blocked contact", { contactType, targets: keys.length });
}

/** Applications without an agent (a career consultation), or for an agent with no address yet, go to the site's desk. */
const entryDeskAddress = () => operator().contacts.entryDesk;

async function mailEntry(form: EntryForm, target: EntryTarget, answers: EntryAnswers, user: User) {
  const origin = siteOrigin();
  const t = translatorFor("ja");
  const entryT = (key: string, options?: Record<string, unknown>) => t(key, { ns: "entry", ...options });
  const rows = summarize(sentSteps(form, answers), answers, typeOf(form), entryT).filter((row) => row.step !== "signup");
  const mailed: MailedTarget[] =
    target.ref.type === "project"
      ? target.projects.map((p) => ({
          agentId: p.agentId,
          agentName: p.agentName,
          title: p.title,
          url: `${origin}/project/detail/${p.id}/`,
          agentRef: p.agentRef,
        }))
      : [{ agentId: target.agent?.id ?? null, agentName: target.agent?.name ?? null, title: null, url: null, agentRef: null }];
  const agentIds = [...new Set(mailed.flatMap((m) => (m.agentId ? [m.agentId] : [])))];
  const addresses = new Map(
    agentIds.length > 0
      ? (await getDb().selectFrom("agents").select(["id", "contact_email"]).where("id", "in", agentIds).execute()).map((a) => [a.id, a.contact_email])
      : [],
  );
  const deliver = async (mail: Parameters<typeof sendMail>[0]) => {
    try {
      await sendMail(mail);
    } catch (error) {
      // The entry is recorded; a mail that fails is logged for the desk to resend.
      logger.error("entry mail failed", { to: mail.to, subject: mail.subject, error });
    }
  };
  await deliver(entryReceivedMail(user.email, origin, typeOf(form), mailed));
  const byAgent = new Map<number | null, MailedTarget[]>();
  for (const m of mailed) byAgent.set(m.agentId, [...(byAgent.get(m.agentId) ?? []), m]);
  for (const [agentId, targets] of byAgent) {
    const to = (agentId && addresses.get(agentId)) || entryDeskAddress();
    await deliver(agentApplicationMail(to, { user, kind: kindOf(form), type: typeOf(form), targets, rows }));
  }
}
