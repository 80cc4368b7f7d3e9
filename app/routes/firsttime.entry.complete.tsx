// Spec §2 /firsttime/entry/complete (login required): a member's first entry, usually made with the
// registration itself.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { EntryComplete } from "~/components/entry/entry-complete";
import { entryHandle, entryLinks, entryMeta } from "~/components/entry/route-parts";
import { requireMember } from "~/models/account/session.server";
import { completePageData } from "~/models/entry/complete-page.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { ...entryHandle, i18n: ["entry", "listing"] };
export const links = entryLinks;
export const meta = entryMeta("complete.firstTitle");

export async function loader({ request }: LoaderFunctionArgs) {
  return completePageData(await requireMember(request), null);
}

export default function FirstEntryCompleteRoute() {
  return <EntryComplete first />;
}
