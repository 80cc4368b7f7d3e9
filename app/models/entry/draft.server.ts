// Entry form drafts on the server (issue 11), so the multi-step forms work without JavaScript: a
// signed cookie holds a random draft token, the database keeps the answers of each form under the
// token's hash. With JavaScript the browser also keeps them (use-entry-draft.ts).
import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { getDb } from "~/db/client.server";
import { singleton } from "~/utils/singleton.server";
import { cookieSecrets } from "~/utils/cookie-secrets.server";
import type { EntryAnswers } from "./answers";
import type { EntryForm } from "./steps";

/** A draft left alone this long is deleted by the daily clean-up. */
export const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** What one form's answers may take in the database (a few KB in practice). */
const DRAFT_MAX_BYTES = 32_000;

function draftCookie() {
  return singleton("entry-draft-cookie", () =>
    createCookie("__entry_draft", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "1",
      secrets: cookieSecrets(),
      maxAge: DRAFT_LIFETIME_MS / 1000,
    }),
  );
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function draftToken(request: Request): Promise<string | null> {
  const value = await draftCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{32,64}$/.test(value) ? value : null;
}

export async function loadDraft(request: Request, form: EntryForm): Promise<EntryAnswers> {
  const token = await draftToken(request);
  if (!token) return {};
  const row = await getDb().selectFrom("entry_drafts").select("answers").where("draft_id", "=", hashToken(token)).where("form", "=", form).executeTakeFirst();
  if (!row) return {};
  try {
    const answers = JSON.parse(row.answers) as unknown;
    return answers && typeof answers === "object" && !Array.isArray(answers) ? (answers as EntryAnswers) : {};
  } catch {
    return {};
  }
}

/** Keeps `answers` as the form's draft; returns the Set-Cookie to send when this browser had no draft yet. */
export async function saveDraft(request: Request, form: EntryForm, answers: EntryAnswers): Promise<string | null> {
  const existing = await draftToken(request);
  const token = existing ?? crypto.randomBytes(32).toString("base64url");
  const json = JSON.stringify(answers);
  if (json.length > DRAFT_MAX_BYTES) throw new Response("Payload Too Large", { status: 413 });
  const now = new Date().toISOString();
  await getDb()
    .insertInto("entry_drafts")
    .values({ draft_id: hashToken(token), form, answers: json, updated_at: now })
    .onConflict((oc) => oc.columns(["draft_id", "form"]).doUpdateSet({ answers: json, updated_at: now }))
    .execute();
  return existing ? null : draftCookie().serialize(token);
}

/** Forgets one form's draft (after its entry went through). */
export async function eraseDraft(request: Request, form: EntryForm) {
  const token = await draftToken(request);
  if (token) await getDb().deleteFrom("entry_drafts").where("draft_id", "=", hashToken(token)).where("form", "=", form).execute();
}

/** Spec §4: on logout and on leaving, the drafts go (rows and cookie). Returns the Set-Cookie. */
export async function eraseAllDrafts(request: Request): Promise<string> {
  const token = await draftToken(request);
  if (token) await getDb().deleteFrom("entry_drafts").where("draft_id", "=", hashToken(token)).execute();
  return draftCookie().serialize("", { maxAge: 0 });
}

/**
 * A guest who signs in midway (spec §2 /signin/entry) goes on with what they typed: the sign-up
 * form's answers become the member form's draft, less the address and password of the sign-up step.
 */
export async function carryDraftOver(request: Request, from: EntryForm, to: EntryForm) {
  const { email: _email, passwordHash: _hash, ...answers } = await loadDraft(request, from);
  if (Object.keys(answers).length === 0) return;
  await saveDraft(request, to, { ...answers, ...(await loadDraft(request, to)) });
  await eraseDraft(request, from);
}
