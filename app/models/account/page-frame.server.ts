// The root loader's view of the visitor: who is logged in, and a one-time notice to show.
import { UserKind } from "~/constants";
import { GUEST, type FrameAccount } from "./page-frame";
import { commitSession, getSession, getUser } from "./session.server";

export async function accountOf(request: Request): Promise<FrameAccount> {
  const user = await getUser(request);
  if (!user) return GUEST;
  return { kind: user.kind === UserKind.member ? "member" : "mailMagazine", email: user.email };
}

/** A notice flashed by the last action, read once (the cookie is rewritten without it). */
export async function readNotice(request: Request): Promise<{ notice: string | null; setCookie?: string }> {
  if (!request.headers.get("Cookie")?.includes("__session=")) return { notice: null };
  const session = await getSession(request);
  if (!session.has("notice")) return { notice: null };
  const notice = session.get("notice") ?? null;
  return { notice, setCookie: await commitSession(session) };
}
