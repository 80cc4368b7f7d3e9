// Reading the bookmark forms and calls: a form post from a page without JavaScript (answered with a
// redirect back) or a JSON call from the hook (answered with JSON).
export { readBody } from "~/models/account/api.server";

export function wantsJson(request: Request) {
  return (request.headers.get("Accept") ?? "").includes("application/json");
}

export function projectIdOf(value: unknown): number | null {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The list items of a bulk call, at most `limit`. */
export function listOf(body: Record<string, unknown>, limit: number): Array<Record<string, unknown>> {
  const list = body.bookmarks;
  return Array.isArray(list) ? list.filter((item): item is Record<string, unknown> => !!item && typeof item === "object").slice(0, limit) : [];
}
