// The visitor's pattern for an experiment, sticky through the pattern cookie (decision 017); pages are
// rendered with it already, so this serves only scripts that need it later.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readBody } from "~/models/account/api.server";
import { experimentOf } from "~/models/experiment/patterns";
import { visitorPatterns } from "~/models/experiment/patterns.server";

const PATTERN_BODY_LIMIT = 2 * 1024;
const patternRequest = z.object({
  kind_id: z.coerce
    .number()
    .int()
    .refine((kind) => experimentOf(kind) !== undefined, "kind_id の実験はありません"),
  path: z.string().max(2_000).startsWith("/", "path はパスで送ってください"),
});

export async function action({ request }: ActionFunctionArgs) {
  const parsed = patternRequest.safeParse(await readBody(request, PATTERN_BODY_LIMIT));
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0].message }, { status: 400 });
  const { patterns, setCookie } = await visitorPatterns(request);
  return Response.json({ pattern_id: patterns[parsed.data.kind_id] }, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
}

export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
