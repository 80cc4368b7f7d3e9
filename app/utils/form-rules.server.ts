// The forms' native constraints computed on the server (form-rules.ts), and parseForm for actions:
// a route module importing @conform-to/zod itself keeps zod in the page's first load (decision 036).
import { parse, type Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import type { FormConstraints } from "./form-rules";

export function formConstraints(forms: Record<string, ZodTypeAny>): FormConstraints {
  return { formConstraints: Object.fromEntries(Object.entries(forms).map(([id, schema]) => [id, getZodConstraint(schema)])) };
}

export const parseForm = <Schema extends ZodTypeAny>(formData: FormData, schema: Schema) => parseWithZod(formData, { schema });

/** A submission that passes unchecked, for a reply with a message of the server's own (a file too large to read). */
export const uncheckedSubmission = (formData: FormData) => parse(formData, { resolve: (value) => ({ value }) }) as Submission<unknown, string[]>;
