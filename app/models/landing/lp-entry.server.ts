// The mark that makes an entry begun on a landing page count as one (issue 18: entry app type 7,
// sign-up app type 8) when the entry flow submits it: kept in the session with its target.
import { getSession } from "~/models/account/session.server";
import { targetKey, type TargetRef } from "~/models/entry/links";

/** An entry begun on an LP counts as an LP entry for a day. */
const LP_ENTRY_TTL_MS = 24 * 60 * 60 * 1000;

const refKey = (ref: TargetRef) => (ref.ids?.length ? `${ref.type}:${ref.ids.join(",")}` : targetKey(ref.type, ref.id));

export async function isLpEntry(request: Request, ref: TargetRef, now = Date.now()): Promise<boolean> {
  const mark = (await getSession(request)).get("lpEntry");
  return !!mark && mark.key === refKey(ref) && now - mark.at < LP_ENTRY_TTL_MS;
}
