// The root loader's view of the visitor: who is logged in, and a one-time notice to show.
import { SAVED_SEARCH_LIMIT, UserKind } from "~/constants";
import { translatorFor } from "~/utils/i18n";
import type { Language } from "~/utils/language";
import { GUEST, type FrameAccount } from "./page-frame";
import { commitSession, getSession, getUser } from "./session.server";

export async function accountOf(request: Request): Promise<FrameAccount> {
  const user = await getUser(request);
  if (!user) return GUEST;
  return { kind: user.kind === UserKind.member ? "member" : "mailMagazine", email: user.email };
}

/** A notice flashed by the last action, read once; worded here so the page needs none of its namespace (decision 033). */
export async function readNotice(request: Request, language: Language): Promise<{ notice: string | null; setCookie?: string }> {
  if (!request.headers.get("Cookie")?.includes("__session=")) return { notice: null };
  const session = await getSession(request);
  if (!session.has("notice")) return { notice: null };
  const key = session.get("notice");
  const notice = key ? translatorFor(language)(key, { ns: "account", limit: SAVED_SEARCH_LIMIT }) : null;
  return { notice, setCookie: await commitSession(session) };
}
