// Bookmark forms (without JavaScript) and JSON calls (the hook): size-capped, checked, and what a schema cannot use dropped.
import { z } from "zod";
import { readBody } from "~/models/account/api.server";
import { SAVED_SEARCH_LIMIT } from "~/constants";
import { isId, parseId } from "~/models/listing/ids";

export function wantsJson(request: Request) {
  return (request.headers.get("Accept") ?? "").includes("application/json");
}

const projectId = z
  .union([z.number(), z.string()])
  .transform((value) => (typeof value === "number" ? (isId(value) ? value : null) : parseId(value)))
  .pipe(z.number());
const redirectTo = z.string().max(2_000).optional().catch(undefined);
const query = z
  .string()
  .catch("")
  .transform((value) => value.slice(0, 2_000));
const timestamp = z.string().max(40).optional().catch(undefined);
const flag = z
  .union([z.literal(1), z.literal("1")])
  .transform(() => true)
  .catch(false);

const listOf = <T extends z.ZodTypeAny>(item: T, limit: number) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((list) =>
      list.slice(0, limit).flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );

export const projectBookmarkBody = z.object({
  project_id: projectId.nullable().catch(null),
  intent: z.enum(["add", "remove"]).catch("add"),
  redirect_to: redirectTo,
});

export const searchBookmarkBody = z.object({
  query,
  intent: z.enum(["add", "remove", "mail"]).catch("add"),
  mail_send_flag: flag,
  redirect_to: redirectTo,
});

/** More than anyone keeps in a browser; the rest of a larger upload is ignored. */
const MAX_PROJECT_UPLOAD = 2_000;
export const PROJECT_UPLOAD_BODY_LIMIT = 512 * 1024;

export const projectBulkBody = z.object({
  bookmarks: listOf(z.object({ project_id: projectId, bookmarked_at: z.string().max(40).catch("") }), MAX_PROJECT_UPLOAD),
});

/** Twice the limit is read, so the refusals past it can be answered. */
export const searchBulkBody = z.object({
  bookmarks: listOf(
    z.object({ query: z.string().transform((value) => value.slice(0, 2_000)), bookmarked_at: timestamp, mail_send_flag: flag.transform((on) => (on ? 1 : 0)) }),
    SAVED_SEARCH_LIMIT * 2,
  ),
});

export async function readBookmarkBody<S extends z.ZodTypeAny>(request: Request, schema: S, maxBytes?: number): Promise<z.infer<S>> {
  return schema.parse(await readBody(request, maxBytes));
}
