// A form's rules in the browser (issue 19, decision 035). zod and the schemas are about 16 KB of a
// page's first load, and a visitor who only reads the page never needs them: they load when the
// visitor first reaches into the form. Until then, and without JavaScript, the server checks what is
// sent. The native constraints (required, lengths) come with the page's data instead, computed from
// the same schemas on the server (form-rules.server.ts), so the HTML carries them as before.
import { parse, type Submission, type useForm } from "@conform-to/react";
import { useMatches } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import type { z, ZodTypeAny } from "zod";

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

type Validate<Schema extends ZodTypeAny> = (formData: FormData) => Submission<z.input<Schema>, string[], z.output<Schema>>;

/**
 * Conform's `onValidate` for a form whose rules load on the first focus inside it (or at once, when
 * the visitor was already typing before the page's script arrived). Before they have arrived every
 * check passes, so a submission goes to the server, which answers with the same messages.
 */
export function useLazyRules<Schema extends ZodTypeAny>(formId: string, loadRules: () => Promise<Schema>): Validate<Schema> {
  const validate = useRef<Validate<Schema> | null>(null);
  const load = useRef(loadRules);
  load.current = loadRules;
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!form) return;
    let mounted = true;
    const onFocus = () => {
      form.removeEventListener("focusin", onFocus);
      Promise.all([load.current(), import("@conform-to/zod")]).then(
        ([schema, { parseWithZod }]) => {
          if (mounted) validate.current = (formData) => parseWithZod(formData, { schema });
        },
        // Offline for a moment: try again on the next focus.
        () => form.addEventListener("focusin", onFocus),
      );
    };
    if (form.contains(document.activeElement)) onFocus();
    else form.addEventListener("focusin", onFocus);
    return () => {
      mounted = false;
      form.removeEventListener("focusin", onFocus);
    };
  }, [formId]);
  return useCallback((formData: FormData) => validate.current?.(formData) ?? uncheckedSubmission(formData), []);
}

/** A submission that passes unchecked: the server checks what is sent. */
export function uncheckedSubmission<Value, Output>(formData: FormData) {
  return parse(formData, { resolve: (value) => ({ value }) }) as Submission<Value, string[], Output>;
}
