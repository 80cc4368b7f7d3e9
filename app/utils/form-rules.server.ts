// The native constraints of a page's forms (required, lengths), computed on the server from the
// schemas the browser loads only on demand (form-rules.ts). A loader spreads them into its data.
import { getZodConstraint } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import type { FormConstraints } from "./form-rules";

export function formConstraints(forms: Record<string, ZodTypeAny>): FormConstraints {
  return { formConstraints: Object.fromEntries(Object.entries(forms).map(([id, schema]) => [id, getZodConstraint(schema)])) };
}
