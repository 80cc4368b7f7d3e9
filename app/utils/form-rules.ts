// The native constraints of a page's forms (required, lengths), which the browser shows before the
// forms' rules arrive (issue 19, decision 035): zod and the schemas load only when a visitor first
// reaches into a form (useFormChecks, components/forms/use-form-checks.ts); until then, and without
// JavaScript, the server checks what is sent. The constraints come with the page's data instead,
// computed from the same schemas on the server (form-rules.server.ts), so the HTML carries them.
import type { useForm } from "@conform-to/react";
import { useMatches } from "@remix-run/react";

export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
/** What a loader adds to its data for the forms its page shows, by form id. */
export type FormConstraints = { formConstraints: Record<string, FormConstraint> };

/** The constraint a matched route's loader sent for this form. */
export function useFormConstraint(formId: string): FormConstraint | undefined {
  const matches = useMatches();
  for (const { data } of matches) {
    const constraint = (data as Partial<FormConstraints> | null | undefined)?.formConstraints?.[formId];
    if (constraint) return constraint;
  }
  return undefined;
}
