// The account calls take JSON or form bodies and answer JSON (docs/product.md, Calls the pages make).
import type { ZodTypeAny, z } from "zod";
import { translatorFor } from "~/utils/i18n";
import { languageFromCookieHeader } from "~/utils/language";
import { readJsonOrForm } from "~/utils/form-body.server";
import type { Outcome } from "./account.server";

const MAX_BODY_BYTES = 16 * 1024;

export const readBody = (request: Request, maxBytes = MAX_BODY_BYTES) => readJsonOrForm(request, maxBytes);

/** Form fields arrive as strings; numbers and empty strings from JSON are normalised the same way. */
function asFormValues(body: Record<string, unknown>) {
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === "string") values[key] = value === "" ? undefined : value;
    else if (typeof value === "number" || typeof value === "boolean") values[key] = String(Number(value));
  }
  return values;
}

export type FieldErrors = Record<string, string[]>;

export function parseBody<S extends ZodTypeAny>(
  schema: S,
  body: Record<string, unknown>,
): { ok: true; value: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(asFormValues(body));
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}

export function outcomeErrors(outcome: Extract<Outcome, { ok: false }>): FieldErrors {
  return { ...(outcome.fieldErrors ?? {}), ...(outcome.formErrors ? { form: outcome.formErrors } : {}) };
}

/** Every field of `fields` present, an empty list when it has no message. */
export function translatedErrors(request: Request, errors: FieldErrors, fields: string[]) {
  const t = translatorFor(languageFromCookieHeader(request.headers.get("Cookie")));
  const result: FieldErrors = {};
  for (const field of new Set([...fields, ...Object.keys(errors)])) {
    result[field] = (errors[field] ?? []).map((key) => t(key, { ns: "account", defaultValue: t("errors.invalid", { ns: "account" }) }));
  }
  return result;
}

export const NO_STORE = { "Cache-Control": "no-store" };
