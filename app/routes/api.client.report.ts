// Spec §7 POST /api/client/report: failures the visitor was not shown (message, stack, path).
import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db/client.server";
import { readBody } from "~/models/account/api.server";
import { allowFromAddress } from "~/models/account/rate-limit.server";
import { REPORT_PLACEHOLDER } from "~/utils/client-report";
import { logger } from "~/utils/logger.server";

const text = (value: unknown, fallback: string, max: number) => (typeof value === "string" && value ? value.slice(0, max) : fallback);

/** What one report may take; a larger body is answered 413 (reports are cut to these sizes anyway). */
const REPORT_BODY_LIMIT = 16 * 1024;

export async function action({ request, context }: ActionFunctionArgs) {
  if (!(await allowFromAddress("client_report", context.clientIp as string))) return new Response(null, { status: 429 });
  const body = await readBody(request, REPORT_BODY_LIMIT);
  const report = {
    message: text(body.message, REPORT_PLACEHOLDER.message, 2_000),
    stack: text(body.stack, REPORT_PLACEHOLDER.stack, 8_000),
    path: text(body.path, REPORT_PLACEHOLDER.path, 2_000),
    user_agent: (request.headers.get("User-Agent") ?? "").slice(0, 300),
  };
  await getDb().insertInto("client_error_reports").values(report).execute();
  logger.warn("client error", { message: report.message, path: report.path });
  return new Response(null, { status: 204 });
}
