// The session's mark that makes an entry begun on a landing page count as an LP entry.
import { commitSession, getSession } from "~/models/account/session.server";
import { targetKey, type TargetRef } from "~/models/entry/links";

const LP_ENTRY_TTL_MS = 24 * 60 * 60 * 1000;

export async function markLpEntry(request: Request, ref: TargetRef): Promise<string> {
  const session = await getSession(request);
  session.set("lpEntry", { key: refKey(ref), at: Date.now() });
  return commitSession(session);
}

const refKey = (ref: TargetRef) => (ref.ids?.length ? `${ref.type}:${ref.ids.join(",")}` : targetKey(ref.type, ref.id));

export async function isLpEntry(request: Request, ref: TargetRef, now = Date.now()): Promise<boolean> {
  const mark = (await getSession(request)).get("lpEntry");
  return !!mark && mark.key === refKey(ref) && now - mark.at < LP_ENTRY_TTL_MS;
}
