// Entry form drafts on the server, so the multi-step forms work without JavaScript: a signed cookie
// holds a random token, the database the answers under its hash. With JavaScript the browser keeps
// them too (use-entry-draft.ts).
import crypto from "node:crypto";
import { getDb } from "~/db/client.server";
import { fromSettings } from "~/env.server";
import { signedCookie } from "~/utils/cookies.server";
import type { EntryAnswers } from "./answers";
import { draftKeyOf, ENTRY_TYPES, formOf } from "./steps";

/** A draft left alone this long is deleted by the daily clean-up. */
export const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** What one form's answers may take in the database (a few KB in practice). */
const DRAFT_MAX_BYTES = 32_000;

const draftCookie = fromSettings(() => signedCookie("__entry_draft", DRAFT_LIFETIME_MS / 1000));

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function draftToken(request: Request): Promise<string | null> {
  const value = await draftCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : null;
}

/** `key`: the form's draft key (draftKeyOf: a member form's draft is that member's). */
export async function loadDraft(request: Request, key: string): Promise<EntryAnswers> {
  const token = await draftToken(request);
  if (!token) return {};
  const row = await getDb().selectFrom("entry_drafts").select("answers").where("draft_id", "=", hashToken(token)).where("form", "=", key).executeTakeFirst();
  if (!row) return {};
  try {
    const answers = JSON.parse(row.answers) as unknown;
    return answers && typeof answers === "object" && !Array.isArray(answers) ? (answers as EntryAnswers) : {};
  } catch {
    return {};
  }
}

/** Keeps `answers` as the form's draft; returns the Set-Cookie to send when this browser had no draft yet. */
export async function saveDraft(request: Request, key: string, answers: EntryAnswers): Promise<string | null> {
  const existing = await draftToken(request);
  const token = existing ?? crypto.randomBytes(32).toString("base64url");
  const json = JSON.stringify(answers);
  if (json.length > DRAFT_MAX_BYTES) throw new Response("Payload Too Large", { status: 413 });
  const now = new Date().toISOString();
  await getDb()
    .insertInto("entry_drafts")
    .values({ draft_id: hashToken(token), form: key, answers: json, updated_at: now })
    .onConflict((oc) => oc.columns(["draft_id", "form"]).doUpdateSet({ answers: json, updated_at: now }))
    .execute();
  return existing ? null : draftCookie().serialize(token);
}

/** Forgets one form's draft (after its entry went through). */
export async function eraseDraft(request: Request, key: string) {
  const token = await draftToken(request);
  if (token) await getDb().deleteFrom("entry_drafts").where("draft_id", "=", hashToken(token)).where("form", "=", key).execute();
}

/** On logout and on leaving, the drafts go (rows and cookie). Returns the Set-Cookie. */
export async function eraseAllDrafts(request: Request): Promise<string> {
  const token = await draftToken(request);
  if (token) await getDb().deleteFrom("entry_drafts").where("draft_id", "=", hashToken(token)).execute();
  return draftCookie().serialize("", { maxAge: 0 });
}

/**
 * A guest who signs in (/signin/entry/, or any sign-in) goes on with what they typed: the
 * sign-up forms' answers become this member's form drafts, less the address and password of the
 * sign-up step, and are no longer the browser's.
 */
export async function adoptGuestDrafts(request: Request, memberId: number) {
  if (!(await draftToken(request))) return;
  for (const type of ENTRY_TYPES) {
    const guestKeys = [formOf("signup", type), formOf("social", type)];
    const guest: EntryAnswers = {};
    for (const key of guestKeys) Object.assign(guest, await loadDraft(request, key));
    const { email: _email, passwordHash: _hash, ...answers } = guest;
    if (Object.keys(answers).length === 0) continue;
    const memberKey = draftKeyOf(formOf("member", type), memberId);
    await saveDraft(request, memberKey, { ...(await loadDraft(request, memberKey)), ...answers });
    for (const key of guestKeys) await eraseDraft(request, key);
  }
}
