// A form's checks in the browser, without Conform's runtime in the page's first scripts (decision 045):
// the rules and Conform's parser load on the first focus; until then, and without JavaScript, the server checks.
import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type SyntheticEvent } from "react";
import type { ZodTypeAny } from "zod";

type Errors = Record<string, string[]>;
type Check = (formData: FormData) => Errors;

/** What a field needs to show itself; Conform's FieldMetadata has the same shape. */
export type FieldState = {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};
type Constraint = Omit<FieldState, "id" | "name" | "errorId" | "errors" | "initialValue">;

type Options = {
  lastResult?: SubmissionResult<string[]>;
  /** The values the fields start with, as the server's reply carries them (nested by field name). */
  defaultValue?: Record<string, unknown>;
  constraint?: Record<string, Constraint>;
  rules: () => Promise<ZodTypeAny>;
  /** False for a form checked on submit only (a file to upload). */
  checkWhenLeft?: boolean;
};

const messagesOf = (error: Record<string, string[] | null> | null | undefined): Errors =>
  Object.fromEntries(Object.entries(error ?? {}).filter((entry): entry is [string, string[]] => !!entry[1]?.length));

function valueAt(values: unknown, name: string): unknown {
  let value = values;
  for (const part of name.split(/[.[\]]+/).filter(Boolean))
    value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

function focusFirstWrong(form: HTMLFormElement | null, errors: Errors) {
  for (const element of form?.elements ?? []) {
    if ((element as HTMLInputElement).name in errors) return void (element as HTMLElement).focus();
  }
}

export function useFormChecks(formId: string, { lastResult, defaultValue, constraint, rules, checkWhenLeft = true }: Options) {
  const [errors, setErrors] = useState(() => messagesOf(lastResult?.error));
  // The fields whose messages show: left once, or all after a submission (the server's too).
  const [checked, setChecked] = useState<ReadonlySet<string> | "all">(lastResult ? "all" : new Set<string>());
  const check = useRef<Check | null>(null);
  const loading = useRef(false);
  const load = useRef(rules);
  load.current = rules;

  const loadChecks = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    Promise.all([load.current(), import("@conform-to/zod")]).then(
      ([schema, { parseWithZod }]) => {
        check.current = (formData) => {
          const submission = parseWithZod(formData, { schema });
          return submission.status === "error" ? messagesOf(submission.error) : {};
        };
      },
      // Offline for a moment: try again on the next focus.
      () => (loading.current = false),
    );
  }, []);

  // A visitor already in the form before the page's script arrived.
  useEffect(() => {
    if (document.getElementById(formId)?.contains(document.activeElement)) loadChecks();
  }, [formId, loadChecks]);

  const shownResult = useRef(lastResult);
  useEffect(() => {
    if (!lastResult || lastResult === shownResult.current) return;
    shownResult.current = lastResult;
    const next = messagesOf(lastResult.error);
    setErrors(next);
    setChecked("all");
    focusFirstWrong(document.getElementById(formId) as HTMLFormElement | null, next);
  }, [formId, lastResult]);

  const fieldName = (event: SyntheticEvent) => (event.target instanceof HTMLButtonElement ? null : (event.target as HTMLInputElement).name || null);
  const formProps = {
    id: formId,
    // The messages are the form's own, in the page's language, not the browser's bubbles.
    noValidate: true,
    onFocus: loadChecks,
    // The whole form is checked each time; what shows is gated by `checked`. Updates are functional:
    // a submit that focuses the first wrong field blurs the button before React has re-rendered.
    onBlur: (event: SyntheticEvent<HTMLFormElement>) => {
      const name = fieldName(event);
      if (!checkWhenLeft || !name || !check.current) return;
      setChecked((current) => (current === "all" || current.has(name) ? current : new Set(current).add(name)));
      setErrors(check.current(new FormData(event.currentTarget)));
    },
    onInput: (event: SyntheticEvent<HTMLFormElement>) => {
      if (!fieldName(event) || !check.current) return;
      setErrors(check.current(new FormData(event.currentTarget)));
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // A button that leaves without checking (Back: formNoValidate) sends the form as it is.
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      if (!check.current || submitter?.formNoValidate) return;
      const next = check.current(new FormData(event.currentTarget));
      setErrors(next);
      setChecked("all");
      if (Object.keys(next).length === 0) return;
      event.preventDefault();
      focusFirstWrong(event.currentTarget, next);
    },
  };

  const values = lastResult?.initialValue ?? defaultValue;
  const field = (name: string): FieldState => {
    const id = `${formId}-${name}`;
    return {
      id,
      name,
      errorId: `${id}-error`,
      errors: checked === "all" || checked.has(name) ? errors[name] : undefined,
      initialValue: valueAt(values, name),
      ...constraint?.[name],
    };
  };
  const formErrors = checked === "all" ? errors[""] : undefined;
  return { formProps, field, formErrors, formErrorId: `${formId}-error` };
}
