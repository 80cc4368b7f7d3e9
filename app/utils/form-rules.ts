// The native constraints of a page's forms (required, lengths), sent with the page's data so the HTML
// carries them before zod and the schemas load on a form's first focus (decision 035).
import type { useForm } from "@conform-to/react";
import { useMatches } from "@remix-run/react";

export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
/** What a loader adds to its data for the forms its page shows, by form id. */
export type FormConstraints = { formConstraints: Record<string, FormConstraint> };

export function useFormConstraint(formId: string): FormConstraint | undefined {
  const matches = useMatches();
  for (const { data } of matches) {
    const constraint = (data as Partial<FormConstraints> | null | undefined)?.formConstraints?.[formId];
    if (constraint) return constraint;
  }
  return undefined;
}
