// The mark that makes an entry begun on a landing page count as one (issue 18: entry app type 7,
// sign-up app type 8) when the entry flow submits it: kept in the session with its target.
import { commitSession, getSession } from "~/models/account/session.server";
import { targetKey, type TargetRef } from "~/models/entry/links";

/** An entry begun on an LP counts as an LP entry for a day. */
const LP_ENTRY_TTL_MS = 24 * 60 * 60 * 1000;

/** Marks the visitor's entry to `ref` as begun on an LP; the Set-Cookie to send. */
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
