// Counts the click and sends the visitor to the partner's stored address, never one from the request;
// crawlers are sent on but not counted.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isbot } from "isbot";
import { parseId } from "~/models/listing/ids";
import { followPartnership } from "~/models/partnership.server";
import { pageNotFound } from "~/utils/http.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const target = id === null ? undefined : await followPartnership(id, { count: !isbot(request.headers.get("User-Agent")) });
  if (!target) throw pageNotFound();
  return redirect(target, { status: 302, headers: { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" } });
}
