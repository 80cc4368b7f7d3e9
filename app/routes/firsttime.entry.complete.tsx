// A member's first entry, usually made with the registration itself.
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { EntryComplete } from "~/pages/entry/entry-complete";
import { entryHandle, entryLinks, entryMeta } from "~/pages/entry/route-parts";
import { readFlag, requireMember } from "~/models/account/session.server";
import { appliedListPath } from "~/models/entry/links";
import { completePageData } from "~/pages/entry/complete.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { ...entryHandle, i18n: ["applied", "listing", "member"] };
export const links = entryLinks;
export const meta = entryMeta("applied:complete.firstTitle");

/** Shown once, right after the first entry; a later visit goes to the applied list. */
export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireMember(request);
  const { set: justApplied, setCookie } = await readFlag(request, "firstEntry");
  if (!justApplied) throw redirect(appliedListPath("project"));
  return data(await completePageData(member, null), { headers: { "Set-Cookie": setCookie } });
}

export default function FirstEntryCompleteRoute() {
  return <EntryComplete first />;
}
