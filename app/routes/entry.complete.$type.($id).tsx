import type { LoaderFunctionArgs } from "@remix-run/node";
import { EntryComplete } from "~/pages/entry/entry-complete";
import { entryHandle, entryLinks, entryMeta } from "~/pages/entry/route-parts";
import { requireMember } from "~/models/account/session.server";
import { completePageData } from "~/pages/entry/complete.server";
import { parseTarget } from "~/models/entry/target";
import { isEntryType } from "~/models/entry/steps";
import type { TargetRef } from "~/models/entry/links";
import { pageNotFound } from "~/utils/http.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { ...entryHandle, i18n: ["applied", "listing", "member"] };
export const links = entryLinks;
export const meta = entryMeta("applied:complete.title");

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!isEntryType(params.type)) throw pageNotFound();
  // No id: a bulk entry of projects, or a career consultation.
  let ref: TargetRef = { type: params.type, id: null };
  if (params.id !== undefined) {
    const parsed = parseTarget(params.type, params.id, new URLSearchParams());
    if (!parsed.ok) throw pageNotFound();
    ref = parsed.ref;
  }
  return completePageData(await requireMember(request), ref);
}

export default function EntryCompleteRoute() {
  return <EntryComplete first={false} />;
}
