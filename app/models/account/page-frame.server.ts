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

/**
 * The text of a notice flashed by the last action, read once (the cookie is rewritten without it). The
 * action flashes a key of the `account` namespace, or of another with its prefix (「パスワードを変更しました。」); its text is made here,
 * so the page that shows it needs none of that namespace in the browser (decision 033).
 */
export async function readNotice(request: Request, language: Language): Promise<{ notice: string | null; setCookie?: string }> {
  if (!request.headers.get("Cookie")?.includes("__session=")) return { notice: null };
  const session = await getSession(request);
  if (!session.has("notice")) return { notice: null };
  const key = session.get("notice");
  const notice = key ? translatorFor(language)(key, { ns: "account", limit: SAVED_SEARCH_LIMIT }) : null;
  return { notice, setCookie: await commitSession(session) };
}
