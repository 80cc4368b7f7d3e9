import { requireMember } from "~/models/account/session.server";
import { pageNumberFrom } from "~/utils/page-number";
import { listApplied } from "./applied.server";

export async function appliedListPage(request: Request, type: "project" | "agent") {
  const member = await requireMember(request);
  const page = pageNumberFrom(new URL(request.url).searchParams);
  const { entries, pageCount } = await listApplied(member.id, type, page);
  return { entries, page, pageCount };
}
