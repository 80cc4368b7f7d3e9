// The member's own résumé file, as a download; nobody else's.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireMember } from "~/models/account/session.server";
import { resumeDownload } from "~/models/profile/resume-file.server";
import { pageNotFound } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireMember(request);
  const download = await resumeDownload(user.id);
  if (!download) throw pageNotFound();
  return download;
}
