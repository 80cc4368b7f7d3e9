// Failures the visitor was not shown (docs/product.md, Calls the pages make).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { readBody } from "~/models/account/api.server";
import { allowFromAddress } from "~/models/account/rate-limit.server";
import { REPORT_PLACEHOLDER } from "~/utils/client-report";
import { logger } from "~/utils/logger.server";

const text = (fallback: string, max: number) =>
  z
    .string()
    .min(1)
    .transform((value) => value.slice(0, max))
    .catch(fallback);
const reportBody = z.object({
  message: text(REPORT_PLACEHOLDER.message, 2_000),
  stack: text(REPORT_PLACEHOLDER.stack, 8_000),
  path: text(REPORT_PLACEHOLDER.path, 2_000),
});

/** Reports are cut to these sizes anyway, so a larger body is answered 413. */
const REPORT_BODY_LIMIT = 16 * 1024;

export async function action({ request, context }: ActionFunctionArgs) {
  if (!(await allowFromAddress("client_report", context.clientIp as string))) return new Response(null, { status: 429 });
  const report = { ...reportBody.parse(await readBody(request, REPORT_BODY_LIMIT)), user_agent: (request.headers.get("User-Agent") ?? "").slice(0, 300) };
  await getDb().insertInto("client_error_reports").values(report).execute();
  logger.warn("client error", { message: report.message, path: report.path });
  return new Response(null, { status: 204 });
}
